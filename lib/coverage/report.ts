import "server-only";
import { rawRows } from "@/lib/db/raw-rows";
import type { Db } from "@/lib/db/types";
import { remembered } from "@/lib/data-api/remembered";
import { searchConsoleRowsInOrder } from "@/lib/data-api/search-console";
import { shiftDay } from "@/lib/dates/compare";
import { pacificDate } from "@/lib/google/pacific-date";
import { sql } from "drizzle-orm";
import { inspectionQuota } from "@/lib/url-inspection/quota";
import { issueCountsByDay, latestInspections } from "@/lib/url-inspection/store";
import { COVERAGE_ISSUES, type CoverageIssue } from "./issues";
import { classifyKnownUrls, summarise, type KnownUrl, type KnownUrlInput } from "./knowledge";
import { explainPicks, prioritise } from "./prioritise";
import { propertySitemapUrls } from "./property-sitemaps";
import type { CoverageIssueRow, CoverageResponse, CoverageState, CoverageUrlRow } from "./types";
import type { CoverageRequestInput } from "./schemas";

// Coverage & Issues: every URL Rankwell knows of a property (its sitemaps, Search Console's pages,
// its own inspections), what is known of each one's index state and from where, Google's issue
// groups with the clicks at stake, and which URLs the day's inspection budget should go to.

/** The most URLs a property's coverage holds. */
export const MAX_KNOWN_URLS = 100_000;
/** Days Search Console data takes to settle: the search evidence is read from final days only. */
const FINAL_LAG_DAYS = 3;
const WINDOW_DAYS = 28;
const CHART_DAYS = 90;

type SearchEvidence = {
  lastImpressionDay: string;
  impressions: number;
  clicks: number;
  previousImpressions: number;
  previousClicks: number;
};

type Evidence = {
  sitemapFiles: string[];
  sitemapUrls: Map<string, string | null>;
  problems: { sitemap: string; message: string }[];
  truncated: boolean;
  search: Map<string, SearchEvidence>;
};

const pageRows = (
  userId: string,
  siteUrl: string,
  startDate: string,
  endDate: string,
  date: boolean,
) =>
  searchConsoleRowsInOrder(userId, siteUrl, {
    projectId: "",
    propertyId: "",
    startDate,
    endDate,
    dimensions: date ? ["page", "date"] : ["page"],
    dataState: "final",
    table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 1 },
  });

/** What costs no inspection: the sitemaps' URLs and Search Console's pages (kept two minutes). */
function evidence(userId: string, siteUrl: string, today: string): Promise<Evidence> {
  return remembered(userId, siteUrl, { analysis: "coverage-evidence", today }, async () => {
    const end = shiftDay(today, -FINAL_LAG_DAYS);
    const start = shiftDay(end, -(WINDOW_DAYS - 1));
    const previousEnd = shiftDay(start, -1);
    const previousStart = shiftDay(previousEnd, -(WINDOW_DAYS - 1));
    const [sitemaps, daily, previous] = await Promise.all([
      propertySitemapUrls(userId, siteUrl),
      pageRows(userId, siteUrl, start, end, true),
      pageRows(userId, siteUrl, previousStart, previousEnd, false),
    ]);
    const search = new Map<string, SearchEvidence>();
    for (const row of daily) {
      const [page, day] = row.keys;
      if (!page || !day || row.impressions <= 0) continue;
      const seen = search.get(page);
      if (!seen) {
        search.set(page, {
          lastImpressionDay: day,
          impressions: row.impressions,
          clicks: row.clicks,
          previousImpressions: 0,
          previousClicks: 0,
        });
      } else {
        seen.impressions += row.impressions;
        seen.clicks += row.clicks;
        if (day > seen.lastImpressionDay) seen.lastImpressionDay = day;
      }
    }
    for (const row of previous) {
      const page = row.keys[0];
      if (!page) continue;
      const seen = search.get(page);
      if (seen) {
        seen.previousImpressions = row.impressions;
        seen.previousClicks = row.clicks;
      } else if (row.impressions > 0) {
        // Seen before the window, not in it: indexed then, and its impressions fell to none.
        search.set(page, {
          lastImpressionDay: previousEnd,
          impressions: 0,
          clicks: 0,
          previousImpressions: row.impressions,
          previousClicks: row.clicks,
        });
      }
    }
    return {
      sitemapFiles: sitemaps.files,
      sitemapUrls: new Map(sitemaps.read.urls.map((u) => [u.url, u.lastmod])),
      problems: sitemaps.read.problems,
      truncated: sitemaps.read.truncated,
      search,
    };
  });
}

type Known = { known: KnownUrl[]; evidence: Evidence; previousClicks: Map<string, number> };

/** Every known URL of the property with its state, from the evidence and the newest inspections. */
async function knownUrls(db: Db, userId: string, siteUrl: string, today: string): Promise<Known> {
  const [ev, inspections] = await Promise.all([
    evidence(userId, siteUrl, today),
    latestInspections(db, userId, siteUrl),
  ]);
  const inputs = new Map<string, KnownUrlInput>();
  const add = (url: string) => {
    let input = inputs.get(url);
    if (!input && inputs.size < MAX_KNOWN_URLS) {
      input = { url, inSitemap: false };
      inputs.set(url, input);
    }
    return input;
  };
  for (const [url, lastmod] of ev.sitemapUrls) {
    const input = add(url);
    if (input) Object.assign(input, { inSitemap: true, sitemapLastmod: lastmod });
  }
  const previousClicks = new Map<string, number>();
  for (const [url, s] of ev.search) {
    const input = add(url);
    if (!input) continue;
    Object.assign(input, {
      lastImpressionDay: s.lastImpressionDay,
      impressions: s.impressions,
      clicks: s.clicks,
      previousImpressions: s.previousImpressions,
    });
    previousClicks.set(url, s.previousClicks);
  }
  for (const i of inspections) {
    const input = add(i.url);
    if (input) input.lastInspection = { day: i.day, issue: i.issue };
  }
  return { known: classifyKnownUrls([...inputs.values()], today), evidence: ev, previousClicks };
}

/** Indexed and not indexed URLs per day: each URL counts in its newest state as of that day. */
async function indexChart(
  db: Db,
  userId: string,
  siteUrl: string,
  today: string,
  ev: Evidence,
): Promise<CoverageResponse["chart"]> {
  const indexedIssues = Object.entries(COVERAGE_ISSUES)
    .filter(([, entry]) => entry.indexed)
    .map(([key]) => key);
  const inspected = await rawRows<{ url: string; day: string; indexed: boolean }>(
    db,
    sql`select distinct on (url, day) url, day::text as day, issue in (${sql.join(
      indexedIssues.map((issue) => sql`${issue}`),
      sql`, `,
    )}) as indexed
        from public.url_inspections where user_id = ${userId} and site_url = ${siteUrl}
        order by url, day, inspected_at desc`,
  );
  // Search evidence first on a day, so an inspection of the same day has the last word.
  const events: { url: string; day: string; indexed: boolean; order: number }[] = [];
  for (const [url, s] of ev.search)
    events.push({ url, day: s.lastImpressionDay, indexed: true, order: 0 });
  for (const row of inspected) events.push({ ...row, order: 1 });
  events.sort((a, b) => (a.day === b.day ? a.order - b.order : a.day < b.day ? -1 : 1));
  const state = new Map<string, boolean>();
  let indexed = 0;
  let notIndexed = 0;
  const first = shiftDay(today, -(CHART_DAYS - 1));
  const chart: CoverageResponse["chart"] = [];
  let e = 0;
  for (let day = first; day <= today; day = shiftDay(day, 1)) {
    for (; e < events.length && events[e]!.day <= day; e += 1) {
      const event = events[e]!;
      const before = state.get(event.url);
      if (before === true) indexed -= 1;
      if (before === false) notIndexed -= 1;
      state.set(event.url, event.indexed);
      if (event.indexed) indexed += 1;
      else notIndexed += 1;
    }
    if (indexed + notIndexed > 0) chart.push({ day, indexed, notIndexed });
  }
  return chart;
}

const stateOf = (k: KnownUrl): CoverageState => k.state;

function filtered(known: KnownUrl[], input: CoverageRequestInput): KnownUrl[] {
  const search = input.table.search?.toLowerCase();
  return known.filter(
    (k) =>
      (!input.state || stateOf(k) === input.state) &&
      (!input.issue || k.issue === input.issue) &&
      (!search || k.url.toLowerCase().includes(search)),
  );
}

function sorted(rows: KnownUrl[], sort: CoverageRequestInput["table"]): KnownUrl[] {
  const sign = sort.desc ? -1 : 1;
  const value = (k: KnownUrl): number | string =>
    sort.sort === "url"
      ? k.url
      : sort.sort === "clicks"
        ? (k.clicks ?? 0)
        : sort.sort === "impressions"
          ? (k.impressions ?? 0)
          : (k.ageDays ?? Number.MAX_SAFE_INTEGER);
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return a.url < b.url ? -1 : a.url > b.url ? 1 : 0;
  });
}

export const toUrlRow = (k: KnownUrl): CoverageUrlRow => ({
  url: k.url,
  state: k.state,
  issue: k.issue,
  source: k.source,
  inSitemap: k.inSitemap,
  knownSince: k.knownSince,
  ageDays: k.ageDays,
  clicks: k.clicks ?? 0,
  impressions: k.impressions ?? 0,
});

/** The property's coverage: summary, issues, chart, today's picks and one page of its URLs. */
export async function coverageReport(
  db: Db,
  userId: string,
  siteUrl: string,
  input: CoverageRequestInput,
): Promise<CoverageResponse> {
  const today = pacificDate();
  const [{ known, evidence: ev, previousClicks }, quota, trends] = await Promise.all([
    knownUrls(db, userId, siteUrl, today),
    inspectionQuota(siteUrl),
    issueCountsByDay(db, userId, siteUrl, shiftDay(today, -(CHART_DAYS - 1))),
  ]);
  const summary = summarise(known);
  const issues = new Map<CoverageIssue, { urls: number; clicks: number }>();
  for (const k of known) {
    if (k.state !== "not_indexed" || !k.issue) continue;
    const entry = issues.get(k.issue) ?? { urls: 0, clicks: 0 };
    entry.urls += 1;
    entry.clicks += Math.max(k.clicks ?? 0, previousClicks.get(k.url) ?? 0);
    issues.set(k.issue, entry);
  }
  const issueRows: CoverageIssueRow[] = [...issues]
    .map(([issue, { urls, clicks }]) => ({
      issue,
      ...COVERAGE_ISSUES[issue],
      urls,
      clicksAtStake: clicks,
      trend: trends.filter((t) => t.issue === issue).map(({ day, urls: n }) => ({ day, urls: n })),
    }))
    .sort((a, b) => b.clicksAtStake - a.clicksAtStake || b.urls - a.urls);
  const picks = prioritise(known, quota.dayRemaining, today);
  const matching = sorted(filtered(known, input), input.table);
  const start = input.table.pageIndex * input.table.pageSize;
  return {
    today,
    summary: {
      total: summary.total,
      indexed: summary.indexed,
      notIndexed: summary.notIndexed,
      unknown: summary.unknown,
      stale: summary.stale,
      fromSitemaps: ev.sitemapUrls.size,
      fromSearch: ev.search.size,
      inspected: known.filter((k) => k.lastInspection).length,
    },
    issues: issueRows,
    chart: await indexChart(db, userId, siteUrl, today, ev),
    priority: {
      budget: quota.dayRemaining,
      picks: picks.picks.length,
      byReason: picks.byReason,
      sentences: explainPicks(picks),
    },
    sitemaps: {
      files: ev.sitemapFiles,
      urls: ev.sitemapUrls.size,
      problems: ev.problems.slice(0, 20),
      truncated: ev.truncated,
    },
    rows: matching.slice(start, start + input.table.pageSize).map(toUrlRow),
    total: matching.length,
  };
}

/** Every URL of the table's filter, in its order, for the streamed CSV. */
export async function coverageRowsInOrder(
  db: Db,
  userId: string,
  siteUrl: string,
  input: CoverageRequestInput,
): Promise<CoverageUrlRow[]> {
  const { known } = await knownUrls(db, userId, siteUrl, pacificDate());
  return sorted(filtered(known, input), input.table).map(toUrlRow);
}

/** The URLs the day's budget should go to, as the prioritiser chose them. */
export async function todaysPicks(db: Db, userId: string, siteUrl: string): Promise<string[]> {
  const today = pacificDate();
  const [{ known }, quota] = await Promise.all([
    knownUrls(db, userId, siteUrl, today),
    inspectionQuota(siteUrl),
  ]);
  return prioritise(known, quota.dayRemaining, today).picks.map((p) => p.url);
}
