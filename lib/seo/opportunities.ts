import { opportunity } from "@/lib/seo/opportunity-id";
import { ACTION_LABELS, runnerUp } from "@/lib/cannibalization/explain";
import type { CannibalizationIssue } from "@/lib/cannibalization/types";
import { formatNumber, formatPercent, formatPosition } from "@/lib/format/numbers";
import { urlDisplayText } from "@/lib/format/url-display";
import { type CtrCurve, type CtrPool, ctrPools, fitCtrCurve } from "@/lib/seo/ctr-curve";
import { aggregate, type GroupedRow, type Metrics } from "@/lib/seo/search-metrics";
import {
  missingFromSitemaps,
  sitemapUrlsWithoutImpressions,
} from "@/lib/seo/sitemap-opportunities";

// The rules engine of the Opportunities view: seven rules, each reading the range's figures and
// proposing one action, five with an estimate of the clicks it would bring (the two sitemap rules of
// sitemap-opportunities.ts have none). Every rule is exported on its own so it can be tested and
// explained on its own; findAllOpportunities runs them all.

/** The kinds of opportunity, one per rule. */
export type OpportunityType =
  | "striking-distance"
  | "low-ctr"
  | "decaying-page"
  | "cannibalization"
  | "weaker-page"
  | "missing-from-sitemap"
  | "sitemap-no-impressions";

/** Every opportunity type, in the order the view lists its filters. */
export const OPPORTUNITY_TYPES: readonly OpportunityType[] = [
  "striking-distance",
  "low-ctr",
  "decaying-page",
  "cannibalization",
  "weaker-page",
  "missing-from-sitemap",
  "sitemap-no-impressions",
];

/** One row of a Search Console answer by query × page over the range. */
export type QueryPageRow = {
  query: string;
  page: string;
  clicks: number;
  impressions: number;
  position: number;
};

/** One row of a Search Console answer by page over the range. */
export type PageRow = { page: string; clicks: number; impressions: number; position: number };

/** A page's clicks and impressions over one calendar month (`month` is yyyy-MM). */
export type PageMonth = { page: string; month: string; clicks: number; impressions: number };

/** What makes a query, a page or an issue an opportunity; every rule reads its own fields. */
export type OpportunityThresholds = {
  /**
   * Striking distance starts at this position (default 4): positions 1–3 already earn most of the
   * clicks there are, so the climb is worth least there.
   */
  strikingMinPosition: number;
  /**
   * …and ends at this one (default 20): the end of page two. Further down, a climb to the top is a new
   * page's work, not a push.
   */
  strikingMaxPosition: number;
  /**
   * Impressions over the range a striking-distance query needs (default 100): below that the curve's
   * promise rests on too few searches to be worth the work.
   */
  strikingMinImpressions: number;
  /**
   * The position a striking-distance query is lifted to for its estimate (default 3): the lowest of
   * the positions that take the bulk of the clicks, and a climb a push can reach.
   */
  targetPosition: number;
  /**
   * Low CTR is judged at this position or better (default 10): on page one, where the snippet is seen
   * and its wording, not the ranking, decides the click.
   */
  lowCtrMaxPosition: number;
  /**
   * Impressions over the range a low-CTR query needs (default 200): a CTR over fewer searches moves
   * too much by chance (200 impressions at 2% is 4 clicks) to blame the snippet.
   */
  lowCtrMinImpressions: number;
  /**
   * CTR at most this fraction of the curve's at the query's position (default 0.5): half what the
   * site's other queries earn there is far beyond the usual spread, so the snippet is the likely cause.
   */
  lowCtrRatio: number;
  /**
   * Months a page's history needs before it can be called decaying (default 6): three against three,
   * enough that a seasonal dip or one bad month does not pass for a trend.
   */
  decayMonths: number;
  /**
   * Clicks per month the page averaged in the earlier half (default 50): a page that never earned
   * much has little to win back.
   */
  decayMinPeakClicks: number;
  /**
   * Recent months at most this fraction of the earlier ones (default 0.7): a loss of 30% or more, well
   * beyond month-to-month noise.
   */
  decayRatio: number;
  /**
   * Impressions over the range a query needs before its pages are compared (default 100): with fewer,
   * which page ranks first is chance.
   */
  weakerMinImpressions: number;
  /**
   * Impressions over the range a page needs before its absence from every sitemap is worth fixing
   * (default 10): a page Google shows that often is one the site wants found, while a handful of
   * impressions is often a stray URL (an old address, a parameter) that belongs in no sitemap.
   */
  sitemapMinImpressions: number;
  /**
   * Whole months of Search Console data needed before a sitemap URL without impressions is reported
   * (default 3): over a shorter history a new site or a new page has not had its chance yet.
   */
  sitemapUnseenMinMonths: number;
};

/** The engine's defaults; each is explained on OpportunityThresholds. */
export const DEFAULT_OPPORTUNITY_THRESHOLDS: Readonly<OpportunityThresholds> = {
  strikingMinPosition: 4,
  strikingMaxPosition: 20,
  strikingMinImpressions: 100,
  targetPosition: 3,
  lowCtrMaxPosition: 10,
  lowCtrMinImpressions: 200,
  lowCtrRatio: 0.5,
  decayMonths: 6,
  decayMinPeakClicks: 50,
  decayRatio: 0.7,
  weakerMinImpressions: 100,
  sitemapMinImpressions: 10,
  sitemapUnseenMinMonths: 3,
};

/** One thing to do, with the clicks it should bring and why. */
export type Opportunity = {
  /** Stable across runs and ranges: `${type}:${query ?? ""}:${page ?? ""}` — dismissals are stored under it. */
  id: string;
  type: OpportunityType;
  query: string | null;
  page: string | null;
  /**
   * The current figures the rule read (0 where not applicable): the query's totals for the query rules,
   * the issue's for cannibalization, the recent months' monthly average for a decaying page (position 0).
   */
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
  /**
   * Estimated extra clicks over the range, rounded to a whole number: ≥ 1, except a cannibalization
   * issue that loses under a click (0), kept because the detector flags it for its position trading,
   * and the two sitemap rules (always 0: no honest click estimate exists for them).
   */
  gain: number;
  /** One action, a short imperative sentence. */
  action: string;
  /** Why it is an opportunity, one sentence with the figures. */
  reason: string;
};

/** What the engine reads. */
export type OpportunitiesInput = {
  /** The range's rows by query × page. */
  queryPages: readonly QueryPageRow[];
  /** Clicks by page for the last full months; rows in any order. */
  pageMonths: readonly PageMonth[];
  cannibalization: readonly CannibalizationIssue[];
  /** The Search Console property, to show pages as paths in sentences. */
  siteUrl: string;
  thresholds?: Partial<OpportunityThresholds>;
  /**
   * The range's rows by page, for the sitemap rules: a page's true totals, with the impressions of
   * anonymized queries that the query × page rows leave out. The query × page rows when absent.
   */
  pages?: readonly PageRow[];
  /**
   * Every URL of the property's sitemaps; null (or absent) when they could not be read, and then
   * neither sitemap rule runs: nothing is said to be missing from a sitemap that was not read.
   */
  sitemapUrls?: readonly string[] | null;
  /**
   * Days in the range, so a decaying page's monthly loss is counted over the range like every other
   * gain; a month (AVERAGE_MONTH_DAYS) when absent.
   */
  rangeDays?: number;
};

/** A page's figures for one query. */
export type QueryPage = Metrics & { page: string };

/** A query over the range: its totals, its pages (most impressions first) and the leading one. */
export type QuerySummary = Metrics & {
  query: string;
  /** The page with the most impressions for the query. */
  page: string;
  pages: QueryPage[];
};

/** What every rule is given besides its rows. */
export type RuleContext = {
  /** The site's CTR curve over its queries; the rules that need one find nothing without it. */
  curve: CtrCurve | null;
  thresholds: OpportunityThresholds;
  siteUrl: string;
  /** Days in the range: the gains of the rules that measure a month are scaled to it. */
  rangeDays?: number;
};

/** The days of an average month (365.25 / 12), to count a monthly figure over a range. */
export const AVERAGE_MONTH_DAYS = 365.25 / 12;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Most impressions first, then most clicks, the better position, the URL: one order on every run. */
const byImpressions = (a: QueryPage, b: QueryPage) =>
  b.impressions - a.impressions ||
  b.clicks - a.clicks ||
  a.position - b.position ||
  compareText(a.page, b.page);

/**
 * Query × page rows as queries: clicks and impressions summed and position weighted by impressions
 * (`aggregate`), per page and per query; a page given twice for a query is summed. The query's page is
 * the one with the most impressions. Queries come in the order they first appear.
 */
export function summarizeQueries(rows: readonly QueryPageRow[]): QuerySummary[] {
  const byQuery = new Map<string, Map<string, QueryPageRow[]>>();
  for (const row of rows) {
    let pages = byQuery.get(row.query);
    if (!pages) byQuery.set(row.query, (pages = new Map()));
    const list = pages.get(row.page);
    if (list) list.push(row);
    else pages.set(row.page, [row]);
  }
  const summaries: QuerySummary[] = [];
  for (const [query, pageRows] of byQuery) {
    const pages = [...pageRows]
      .map(([page, list]) => ({ page, ...aggregate(list) }))
      .sort(byImpressions);
    summaries.push({ query, page: pages[0]!.page, pages, ...aggregate(pages) });
  }
  return summaries;
}

/** The thresholds given, the defaults for the rest (an undefined value keeps its default). */
export function resolveThresholds(
  overrides: Partial<OpportunityThresholds> = {},
): OpportunityThresholds {
  const thresholds: OpportunityThresholds = { ...DEFAULT_OPPORTUNITY_THRESHOLDS };
  for (const [name, value] of Object.entries(overrides) as [
    keyof OpportunityThresholds,
    number | undefined,
  ][]) {
    if (value !== undefined) thresholds[name] = value;
  }
  return thresholds;
}

const quoted = (query: string) => `“${query}”`;
const percent = (fraction: number) => formatPercent(fraction, 1);

/** A rounded estimate when it is a finite whole number of clicks, at least 1; null otherwise. */
function wholeGain(estimate: number): number | null {
  if (!Number.isFinite(estimate)) return null;
  const gain = Math.round(estimate);
  return gain >= 1 ? gain : null;
}

const figuresOf = ({ clicks, impressions, ctr, position }: Metrics) => ({
  clicks,
  impressions,
  ctr,
  position,
});

/**
 * Striking distance: a query that ranks just off the top (strikingMinPosition–strikingMaxPosition,
 * page one's lower half or page two) and is searched enough (strikingMinImpressions). The gain is the
 * clicks it would earn at targetPosition with the site's curve CTR there, minus its clicks now; queries
 * that would gain less than a click are left out. Nothing without a curve.
 */
export function strikingDistance(
  queries: readonly QuerySummary[],
  { curve, thresholds: t, siteUrl }: RuleContext,
): Opportunity[] {
  if (!curve) return [];
  const targetCtr = curve.expected(t.targetPosition);
  const found: Opportunity[] = [];
  for (const q of queries) {
    if (q.position < t.strikingMinPosition || q.position > t.strikingMaxPosition) continue;
    if (q.impressions < t.strikingMinImpressions) continue;
    const gain = wholeGain(q.impressions * targetCtr - q.clicks);
    if (gain === null) continue;
    const path = urlDisplayText(q.page, siteUrl);
    found.push(
      opportunity({
        type: "striking-distance",
        query: q.query,
        page: q.page,
        ...figuresOf(q),
        gain,
        action: `Strengthen ${path} for ${quoted(q.query)} with fuller content and internal links to lift it to position ${t.targetPosition}.`,
        reason: `${quoted(q.query)} ranks at ${formatPosition(q.position)} with ${formatNumber(q.impressions)} impressions and ${formatNumber(q.clicks)} clicks; at position ${t.targetPosition} the site's CTR curve expects ${percent(targetCtr)}.`,
      }),
    );
  }
  return found;
}

/**
 * Low CTR: a query on page one (position ≤ lowCtrMaxPosition) with enough impressions
 * (lowCtrMinImpressions) whose CTR is at most lowCtrRatio of what the site's curve expects at its
 * position: the ranking is there, the snippet does not win the click. The gain is the clicks at the
 * curve's CTR minus its clicks now. Nothing without a curve.
 */
export function lowCtr(
  queries: readonly QuerySummary[],
  { curve, thresholds: t, siteUrl }: RuleContext,
): Opportunity[] {
  if (!curve) return [];
  const found: Opportunity[] = [];
  for (const q of queries) {
    if (q.impressions <= 0 || q.impressions < t.lowCtrMinImpressions) continue;
    if (q.position > t.lowCtrMaxPosition) continue;
    const expected = curve.expected(q.position);
    if (!(q.ctr <= t.lowCtrRatio * expected)) continue;
    const gain = wholeGain(q.impressions * expected - q.clicks);
    if (gain === null) continue;
    const path = urlDisplayText(q.page, siteUrl);
    found.push(
      opportunity({
        type: "low-ctr",
        query: q.query,
        page: q.page,
        ...figuresOf(q),
        gain,
        action: `Rewrite the title and description of ${path} to answer ${quoted(q.query)}.`,
        reason: `${quoted(q.query)} earns ${percent(q.ctr)} CTR at position ${formatPosition(q.position)} over ${formatNumber(q.impressions)} impressions, where the site's CTR curve expects ${percent(expected)}.`,
      }),
    );
  }
  return found;
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** A yyyy-MM month as a count of months, or null when it is not one. */
function monthIndex(month: string): number | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const m = Number(match[2]);
  return m >= 1 && m <= 12 ? Number(match[1]) * 12 + m - 1 : null;
}

/** Least-squares slope of the values against their index. */
export function slope(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, v) => sum + v, 0) / n;
  let sxx = 0;
  let sxy = 0;
  values.forEach((v, i) => {
    sxx += (i - meanX) ** 2;
    sxy += (i - meanX) * (v - meanY);
  });
  return sxy / sxx;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Each page's clicks and impressions per month over the input's window: every month from the earliest
 * to the latest in the rows, oldest first, a month without a row for the page counting as 0 (Search
 * Console gives no row for a page without impressions, and a page that vanished has decayed most).
 * Rows whose month is not yyyy-MM are ignored.
 */
export function monthlySeries(
  rows: readonly PageMonth[],
): Map<string, { clicks: number[]; impressions: number[] }> {
  const indexed = rows.flatMap((row) => {
    const index = monthIndex(row.month);
    return index === null ? [] : [{ row, index }];
  });
  const series = new Map<string, { clicks: number[]; impressions: number[] }>();
  if (indexed.length === 0) return series;
  const first = Math.min(...indexed.map((r) => r.index));
  const length = Math.max(...indexed.map((r) => r.index)) - first + 1;
  for (const { row, index } of indexed) {
    let page = series.get(row.page);
    if (!page) {
      page = {
        clicks: new Array<number>(length).fill(0),
        impressions: new Array<number>(length).fill(0),
      };
      series.set(row.page, page);
    }
    page.clicks[index - first]! += row.clicks;
    page.impressions[index - first]! += row.impressions;
  }
  return series;
}

/**
 * How a page's clicks fell: the window split into an earlier and a recent half (with an odd number of
 * months the middle one is in neither), their averages, and whether the fall is sustained rather than
 * one bad month: every recent month under the earlier average and the least-squares slope over all
 * months negative.
 */
export function decayOf(clicks: readonly number[]): {
  earlier: number;
  recent: number;
  recentMonths: number;
  sustained: boolean;
} | null {
  const half = Math.floor(clicks.length / 2);
  if (half < 1) return null;
  const earlier = mean(clicks.slice(0, half));
  const recentClicks = clicks.slice(clicks.length - half);
  const recent = mean(recentClicks);
  const sustained = recentClicks.every((c) => c < earlier) && slope(clicks) < 0;
  return { earlier, recent, recentMonths: half, sustained };
}

/**
 * Decaying page: a page with at least decayMonths months of history whose earlier half averaged at
 * least decayMinPeakClicks clicks a month and whose recent half averages at most decayRatio of that,
 * sustained (see decayOf). The gain is the clicks a month it lost (earlier average − recent average),
 * what a refresh would win back each month, counted over the range's days (`rangeDays`) like the
 * other rules' gains.
 */
export function decayingPages(
  pageMonths: readonly PageMonth[],
  { thresholds: t, siteUrl, rangeDays = AVERAGE_MONTH_DAYS }: RuleContext,
): Opportunity[] {
  const found: Opportunity[] = [];
  const months = rangeDays / AVERAGE_MONTH_DAYS;
  for (const [page, series] of monthlySeries(pageMonths)) {
    if (series.clicks.length < Math.max(2, t.decayMonths)) continue;
    const decay = decayOf(series.clicks);
    if (!decay?.sustained) continue;
    if (decay.earlier < t.decayMinPeakClicks || decay.recent > t.decayRatio * decay.earlier)
      continue;
    const gain = wholeGain((decay.earlier - decay.recent) * months);
    if (gain === null) continue;
    const recentImpressions = series.impressions.slice(
      series.impressions.length - decay.recentMonths,
    );
    const impressions = mean(recentImpressions);
    const path = urlDisplayText(page, siteUrl);
    found.push(
      opportunity({
        type: "decaying-page",
        query: null,
        page,
        clicks: Math.round(decay.recent),
        impressions: Math.round(impressions),
        ctr: impressions > 0 ? decay.recent / impressions : 0,
        position: 0,
        gain,
        action: `Refresh ${path}: bring its content, facts and title up to date.`,
        reason: `${path} fell from ${formatNumber(decay.earlier)} to ${formatNumber(decay.recent)} clicks a month over the last ${formatNumber(decay.recentMonths)} months, under its earlier average every month.`,
      }),
    );
  }
  return found;
}

/** The action of a cannibalization issue as a sentence, led by its label in the cannibalization view. */
function cannibalizationAction(issue: CannibalizationIssue, siteUrl: string): string {
  const label = ACTION_LABELS[issue.action];
  const a = urlDisplayText(issue.primaryPage, siteUrl);
  const other = runnerUp(issue);
  if (!other) return `${label}: point ${quoted(issue.query)} at ${a}.`;
  const b = urlDisplayText(other.page, siteUrl);
  switch (issue.action) {
    case "consolidate":
      return `${label}: merge ${b} into ${a} and redirect it there.`;
    case "differentiate":
      return `${label}: give ${a} and ${b} each its own angle on ${quoted(issue.query)}.`;
    case "internal_link":
      return `${label}: link ${b} to ${a} with ${quoted(issue.query)} as the anchor text.`;
  }
}

/**
 * Cannibalization: one opportunity per issue the detector found, for its primary page. The gain is
 * the issue's estimated lost clicks, rounded; an issue the detector flags for its position trading
 * may lose under a click (gain 0) and is kept, since the detector judged it worth fixing. The action
 * is the detector's, in words.
 */
export function cannibalizationOpportunities(
  issues: readonly CannibalizationIssue[],
  { siteUrl }: RuleContext,
): Opportunity[] {
  const found: Opportunity[] = [];
  for (const issue of issues) {
    const gain = Math.max(0, Math.round(issue.estimatedLostClicks));
    const { clicks, impressions, position } = issue;
    found.push(
      opportunity({
        type: "cannibalization",
        query: issue.query,
        page: issue.primaryPage,
        clicks,
        impressions,
        ctr: impressions > 0 ? clicks / impressions : 0,
        position,
        gain,
        action: cannibalizationAction(issue, siteUrl),
        reason: `${formatNumber(issue.pages.length)} pages split ${quoted(issue.query)} (${formatNumber(impressions)} impressions at position ${formatPosition(position)}), ${gain > 0 ? `losing about ${formatNumber(gain)} clicks against one page holding them all` : "trading places, which loses under a click so far but keeps both from ranking as one page could"}.`,
      }),
    );
  }
  return found;
}

const MIN_WORD_LENGTH = 3;

/** The words of a query that name something: lower case, split on anything but letters and digits, 3+ characters. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH);
}

/** The words of a URL's path, lower case, split on / - _ . (and anything else but letters and digits). */
export function pathWords(url: string): Set<string> {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url;
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: the path's words as they are.
  }
  return new Set(
    path
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}

/** Whether a page's path holds every word of the query (and the query has a word to hold). */
export function pathMatches(words: readonly string[], page: string): boolean {
  if (words.length === 0) return false;
  const inPath = pathWords(page);
  return words.every((word) => inPath.has(word));
}

/**
 * Weaker page: a query with at least weakerMinImpressions and two or more pages, where the site has a
 * page for it (the page whose path holds every word of the query; of several, the one with the most
 * impressions) but another page leads it in impressions and ranks better: Google answers the query with
 * a page the site did not make for it.
 *
 * The gain is what the leading page's searches would earn at the site's curve CTR for the leading
 * position, minus what they earn now: leading impressions × expected(leading position) − leading
 * clicks, only when at least one click. It assumes the chosen page, once pointed at, takes the leading
 * page's place and earns a typical CTR there; it credits no climb beyond that place, and none when
 * the leading page already earns the curve's CTR (then there is no sign the wrong page costs clicks).
 * The chosen page's own CTR is not used: measured at its worse position it says more about the position
 * than about the page. Figures are the query's totals. Nothing without a curve.
 */
export function weakerPages(
  queries: readonly QuerySummary[],
  { curve, thresholds: t, siteUrl }: RuleContext,
): Opportunity[] {
  if (!curve) return [];
  const found: Opportunity[] = [];
  for (const q of queries) {
    if (q.impressions < t.weakerMinImpressions || q.pages.length < 2) continue;
    const words = queryWords(q.query);
    const leading = q.pages[0]!;
    // Pages are in impression order, so when the leading page matches it is the one found.
    const chosen = q.pages.find((p) => pathMatches(words, p.page));
    if (!chosen || chosen === leading || !(chosen.position > leading.position)) continue;
    const expected = curve.expected(leading.position);
    const gain = wholeGain(leading.impressions * expected - leading.clicks);
    if (gain === null) continue;
    const target = urlDisplayText(chosen.page, siteUrl);
    const lead = urlDisplayText(leading.page, siteUrl);
    found.push(
      opportunity({
        type: "weaker-page",
        query: q.query,
        page: chosen.page,
        ...figuresOf(q),
        gain,
        action: `Point ${quoted(q.query)} at ${target}: link to it from ${lead} with the query as the anchor text.`,
        reason: `${lead} takes ${formatNumber(leading.impressions)} impressions of ${quoted(q.query)} at position ${formatPosition(leading.position)} and ${percent(leading.ctr)} CTR (the curve expects ${percent(expected)}), while ${target}, made for it, ranks at ${formatPosition(chosen.position)}.`,
      }),
    );
  }
  return found;
}

/** Largest gain first, then by id: one order on every run. */
const byGain = (a: Opportunity, b: Opportunity) => b.gain - a.gain || compareText(a.id, b.id);

/**
 * Every rule over the input: queries are summarized from the query × page rows, the CTR curve is
 * fitted to them, and the rules' opportunities are merged, the largest gain first (then by id). The
 * two sitemap rules run only when the sitemaps were read (`sitemapUrls` not null); `sitemaps` says
 * then how many sitemap URLs had no impressions and how many of them are listed (the cap's worth).
 * The rules are independent: a query may be both striking-distance and low-ctr, each with its own
 * action and gain. An id found twice (a cannibalization issue given twice) is kept once, with its
 * largest gain. `pools` are the measured whole-position points the curve was fitted to (ctrPools over
 * the same query rows), for drawing beside it.
 */
export function findAllOpportunities(input: OpportunitiesInput): {
  opportunities: Opportunity[];
  curve: CtrCurve | null;
  pools: CtrPool[];
  thresholds: OpportunityThresholds;
  sitemaps: { unseen: number; listed: number } | null;
} {
  const thresholds = resolveThresholds(input.thresholds);
  const queries = summarizeQueries(input.queryPages);
  const rows: GroupedRow[] = queries.map((q) => ({ key: q.query, ...figuresOf(q) }));
  const curve = fitCtrCurve(rows);
  const context: RuleContext = {
    curve,
    thresholds,
    siteUrl: input.siteUrl,
    ...(input.rangeDays ? { rangeDays: input.rangeDays } : {}),
  };
  const all = [
    ...strikingDistance(queries, context),
    ...lowCtr(queries, context),
    ...decayingPages(input.pageMonths, context),
    ...cannibalizationOpportunities(input.cannibalization, context),
    ...weakerPages(queries, context),
  ];
  let sitemaps: { unseen: number; listed: number } | null = null;
  if (input.sitemapUrls) {
    const pages = input.pages ?? input.queryPages;
    let unseen = 0;
    const listed = sitemapUrlsWithoutImpressions(input.pageMonths, input.sitemapUrls, context, {
      seen: pages,
      onFound: (count) => (unseen = count),
    });
    all.push(...missingFromSitemaps(pages, input.sitemapUrls, context), ...listed);
    sitemaps = { unseen, listed: listed.length };
  }
  all.sort(byGain);
  const seen = new Set<string>();
  const opportunities = all.filter((o) => !seen.has(o.id) && seen.add(o.id));
  return { opportunities, curve, pools: ctrPools(rows), thresholds, sitemaps };
}
