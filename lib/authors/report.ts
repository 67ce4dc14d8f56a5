import "server-only";
import { notFound } from "@/lib/api/errors";
import { comparedPeriod, planComparison } from "@/lib/data-api/comparison";
import { comparisonRange, shiftDay } from "@/lib/dates/compare";
import type { ComparisonCoverage } from "@/lib/dates/coverage";
import type { DateRange } from "@/lib/dates/format";
import type { Db } from "@/lib/db/types";
import { pacificDate } from "@/lib/google/pacific-date";
import { pagedTable, type TableSpec } from "@/lib/tables/table-page";
import type {
  AuthorCrawlStatus,
  AuthorDetailResponse,
  AuthorListResponse,
  AuthorListRow,
  AuthorListSort,
  AuthorMetrics,
  AuthorPageRow,
  AuthorPageSort,
  AuthorQueryRow,
  AuthorQuerySort,
  AuthorRuleDto,
  AuthorSummary,
  AuthorTablePage,
} from "./api-types";
import { attribute, ruleMatches, type Attribution } from "./attribution";
import { authorIdOf } from "./names";
import {
  addSums,
  dailyRows,
  dayOffset,
  emptySums,
  metricsOf,
  pageSums,
  queryRows,
  type DataState,
  type Sums,
} from "./figures";
import type {
  AuthorDetailInput,
  AuthorListInput,
  AuthorPagesInput,
  AuthorQueriesInput,
} from "./schemas";
import { settleStaleCrawls } from "./start";
import { latestCrawl, readAuthorInputs, type CrawlRow, type RuleRow } from "./store";

// The Authors figures: Search Console's page rows of the range (and of its comparison period) summed
// per author, the author of each page resolved from the crawl, rules, imports, edits and merges
// (attribution.ts). Sorted, searched and paged here; the browser gets the page it shows.

type Scope = Pick<AuthorListInput, "projectId" | "startDate" | "endDate" | "compare" | "fresh">;

const SPARKLINE_POINTS = 26;
const MOVERS = 5;
const MONTHS = 12;
const WINDOW_DAYS = 28;
/** Search Console's final data ends a few days before today. */
const FINAL_LAG_DAYS = 3;

const isoDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

type Prepared = {
  attribution: Attribution;
  range: DateRange;
  compared: DateRange | null;
  comparison: ComparisonCoverage;
  dataState: DataState;
  current: Map<string, Sums>;
  previous: Map<string, Sums> | null;
  /** Every page of the project: stored, and those Search Console shows for the range. */
  keys: string[];
  /** Page keys per author id. */
  byAuthor: Map<string, string[]>;
};

async function prepare(db: Db, userId: string, siteUrl: string, scope: Scope): Promise<Prepared> {
  const range = { startDate: scope.startDate, endDate: scope.endDate };
  const dataState: DataState = scope.fresh ? "all" : "final";
  const compareWith = comparisonRange(range, scope.compare) ?? undefined;
  const [stored, current, coverage] = await Promise.all([
    readAuthorInputs(db, userId, scope.projectId),
    pageSums(userId, siteUrl, range, dataState),
    planComparison(userId, siteUrl, { range, compareWith, dataState }),
  ]);
  const comparison = coverage ?? { status: "off" as const };
  const compared = comparedPeriod(coverage);
  const previous = compared ? await pageSums(userId, siteUrl, compared, dataState) : null;
  const attribution = attribute(stored);
  const keys = [...new Set([...attribution.storedKeys(), ...current.keys()])];
  const byAuthor = new Map<string, string[]>();
  for (const key of keys) {
    const { authorId } = attribution.of(key);
    if (!authorId) continue;
    const list = byAuthor.get(authorId);
    if (list) list.push(key);
    else byAuthor.set(authorId, [key]);
  }
  return { attribution, range, compared, comparison, dataState, current, previous, keys, byAuthor };
}

function sumOver(keys: Iterable<string>, figures: Map<string, Sums>): Sums {
  const total = emptySums();
  for (const key of keys) {
    const sums = figures.get(key);
    if (sums) addSums(total, sums);
  }
  return total;
}

/** The previous period's sums per author, over every page it shows (also those not counted now). */
function previousByAuthor(p: Prepared): Map<string, Sums> | null {
  if (!p.previous) return null;
  const out = new Map<string, Sums>();
  for (const [key, sums] of p.previous) {
    const { authorId } = p.attribution.of(key);
    if (!authorId) continue;
    addSums(out.get(authorId) ?? out.set(authorId, emptySums()).get(authorId)!, sums);
  }
  return out;
}

const change = (metrics: AuthorMetrics, previous: AuthorMetrics | null) =>
  previous ? metrics.clicks - previous.clicks : null;
const positionCell = (m: AuthorMetrics) => (m.impressions > 0 ? m.position : null);

// ─── The list ──────────────────────────────────────────────────────────────────────────────────

const LIST_TABLE: TableSpec<AuthorListRow, AuthorListSort> = {
  columns: {
    name: (r) => r.name.toLowerCase(),
    pages: (r) => r.pages,
    clicks: (r) => r.metrics.clicks,
    impressions: (r) => r.metrics.impressions,
    ctr: (r) => r.metrics.ctr,
    position: (r) => positionCell(r.metrics),
    clicksChange: (r) => change(r.metrics, r.previous),
    lastPublished: (r) => r.cadence.lastPublished,
  },
  key: (r) => r.id,
  searchText: (r) => [r.name, ...r.aliases].join(" "),
};

/** Weekly buckets (wider when the range has more than 26 weeks): the bucket of each day offset. */
function sparklineBuckets(days: number) {
  const weeks = Math.ceil(days / 7);
  const width = 7 * Math.ceil(weeks / SPARKLINE_POINTS);
  return { width, count: Math.ceil(days / width) };
}

async function listRows(userId: string, siteUrl: string, p: Prepared) {
  const daily = await dailyRows(userId, siteUrl, p.range, p.dataState);
  const { width, count } = sparklineBuckets(daily.days);
  const sparks = new Map<string, number[]>();
  const authorOfPage = daily.keys.map((key) => p.attribution.of(key).authorId);
  for (let i = 0; i < daily.page.length; i++) {
    const author = authorOfPage[daily.page[i]!];
    if (!author) continue;
    let spark = sparks.get(author);
    if (!spark) sparks.set(author, (spark = new Array<number>(count).fill(0)));
    const bucket = Math.floor(daily.day[i]! / width);
    if (bucket >= 0 && bucket < count) spark[bucket]! += daily.clicks[i]!;
  }
  const previous = previousByAuthor(p);
  const yearAgo = shiftDay(p.range.endDate, -365);
  const rows: AuthorListRow[] = [];
  for (const [authorId, keys] of p.byAuthor) {
    let recent = 0;
    let lastPublished: string | null = null;
    for (const key of keys) {
      const published = isoDay(p.attribution.facts(key)?.published ?? null);
      if (!published) continue;
      if (published > yearAgo && published <= p.range.endDate) recent += 1;
      if (!lastPublished || published > lastPublished) lastPublished = published;
    }
    rows.push({
      ...p.attribution.summary(authorId),
      pages: keys.length,
      metrics: metricsOf(sumOver(keys, p.current)),
      previous: previous ? metricsOf(previous.get(authorId) ?? emptySums()) : null,
      sparkline: sparks.get(authorId) ?? new Array<number>(count).fill(0),
      cadence: { perMonth: Math.round((recent / MONTHS) * 100) / 100, lastPublished },
    });
  }
  // A stable first order, so ties sort the same on every page.
  rows.sort((a, b) => b.metrics.clicks - a.metrics.clicks || (a.id < b.id ? -1 : 1));
  return rows;
}

function unattributed(p: Prepared) {
  const sums = emptySums();
  let pages = 0;
  for (const [key, figures] of p.current) {
    if (p.attribution.of(key).authorId) continue;
    if (figures.clicks === 0 && figures.impressions === 0) continue;
    pages += 1;
    addSums(sums, figures);
  }
  return { pages, metrics: metricsOf(sums) };
}

export function crawlStatus(row: CrawlRow | null): AuthorCrawlStatus {
  if (!row) {
    return {
      state: "never",
      jobId: null,
      done: 0,
      total: null,
      finishedAt: null,
      pagesCrawled: 0,
      pagesWithAuthor: 0,
      blockedByRobots: 0,
      failed: 0,
      error: null,
    };
  }
  return {
    state: row.state,
    jobId: row.job_id,
    done: row.done,
    total: row.total,
    finishedAt: row.finished_at?.toISOString() ?? null,
    pagesCrawled: row.pages_crawled,
    pagesWithAuthor: row.pages_with_author,
    blockedByRobots: row.blocked_by_robots,
    failed: row.failed,
    error: row.error_message,
  };
}

/** The project's newest crawl, a crawl whose job ended without it settled first. */
export async function authorCrawlStatus(
  db: Db,
  userId: string,
  projectId: string,
): Promise<AuthorCrawlStatus> {
  await settleStaleCrawls(db, projectId);
  return crawlStatus(await latestCrawl(db, userId, projectId));
}

async function listTable(db: Db, userId: string, siteUrl: string, input: AuthorListInput) {
  const p = await prepare(db, userId, siteUrl, input);
  const rows = await listRows(userId, siteUrl, p);
  return { p, rows, table: pagedTable(rows, LIST_TABLE) };
}

/** One page of the project's authors with their figures, the totals and what no one wrote. */
export async function authorList(
  db: Db,
  userId: string,
  siteUrl: string,
  input: AuthorListInput,
): Promise<AuthorListResponse> {
  const [{ p, table }, crawl] = await Promise.all([
    listTable(db, userId, siteUrl, input),
    authorCrawlStatus(db, userId, input.projectId),
  ]);
  const page = table.page(input.table);
  const attributed = [...p.byAuthor.values()].flat();
  return {
    rows: page.rows,
    total: page.total,
    pageIndex: input.table.pageIndex,
    pageSize: input.table.pageSize,
    totals: metricsOf(sumOver(attributed, p.current)),
    previousTotals: p.previous ? metricsOf(sumPrevious(p)) : null,
    comparison: p.comparison,
    unattributed: unattributed(p),
    crawl,
  };
}

function sumPrevious(p: Prepared): Sums {
  const total = emptySums();
  for (const sums of previousByAuthor(p)?.values() ?? []) addSums(total, sums);
  return total;
}

/** Every author of the search, in the table's order, for the CSV. */
export async function authorListInOrder(
  db: Db,
  userId: string,
  siteUrl: string,
  input: AuthorListInput,
): Promise<Iterable<AuthorListRow>> {
  const { table } = await listTable(db, userId, siteUrl, input);
  return table.ordered(input.table);
}

// ─── One author ────────────────────────────────────────────────────────────────────────────────

function authorKeys(p: Prepared, authorId: string): { id: string; keys: string[] } {
  const id = p.attribution.canonical(authorId);
  const keys = p.byAuthor.get(id);
  if (!keys) throw notFound("No author with this id has pages in this project.");
  return { id, keys };
}

function pageRow(p: Prepared, key: string, previous: Map<string, Sums> | null): AuthorPageRow {
  const facts = p.attribution.facts(key);
  return {
    url: key,
    title: facts?.title ?? null,
    published: isoDay(facts?.published ?? null),
    modified: isoDay(facts?.modified ?? null),
    source: p.attribution.of(key).source ?? "crawl",
    metrics: metricsOf(p.current.get(key) ?? emptySums()),
    previous: previous ? metricsOf(previous.get(key) ?? emptySums()) : null,
  };
}

function trendOf(
  daily: Awaited<ReturnType<typeof dailyRows>>,
  keys: Set<string>,
): { date: string; clicks: number; impressions: number }[] {
  const points = Array.from({ length: daily.days }, (_, i) => ({
    date: shiftDay(daily.start, i),
    clicks: 0,
    impressions: 0,
  }));
  const mine = daily.keys.map((key) => keys.has(key));
  for (let i = 0; i < daily.page.length; i++) {
    if (!mine[daily.page[i]!]) continue;
    const point = points[daily.day[i]!];
    if (!point) continue;
    point.clicks += daily.clicks[i]!;
    point.impressions += daily.impressions[i]!;
  }
  return points;
}

/** Months `yyyy-MM` of the 12 months ending with `endDate`'s, oldest first. */
function lastMonths(endDate: string): string[] {
  const [year, month] = endDate.split("-").map(Number) as [number, number];
  return Array.from({ length: MONTHS }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 - (MONTHS - 1 - i), 1));
    return at.toISOString().slice(0, 7);
  });
}

async function publishedByMonth(
  userId: string,
  siteUrl: string,
  p: Prepared,
  keys: string[],
): Promise<AuthorDetailResponse["publishedByMonth"]> {
  const months = lastMonths(p.range.endDate);
  const byMonth = new Map(
    months.map((month) => [
      month,
      { month, pages: 0, clicksAfter28: 0, impressionsAfter28: 0, pending: 0 },
    ]),
  );
  const published = new Map<string, string>();
  for (const key of keys) {
    const day = isoDay(p.attribution.facts(key)?.published ?? null);
    if (day && byMonth.has(day.slice(0, 7)) && day <= p.range.endDate) published.set(key, day);
  }
  if (published.size === 0) return [...byMonth.values()];
  const startDate = `${months[0]}-01`;
  const lastData = shiftDay(pacificDate(), -FINAL_LAG_DAYS);
  const endDate = [shiftDay(p.range.endDate, WINDOW_DAYS - 1), lastData].sort()[0]!;
  const daily =
    endDate >= startDate ? await dailyRows(userId, siteUrl, { startDate, endDate }, "final") : null;
  const windows = new Map<number, { from: number; to: number; month: string }>();
  const pageIndex = new Map(daily?.keys.map((key, i) => [key, i]));
  for (const [key, day] of published) {
    const entry = byMonth.get(day.slice(0, 7))!;
    entry.pages += 1;
    const windowEnd = shiftDay(day, WINDOW_DAYS - 1);
    if (!daily || windowEnd > endDate) {
      entry.pending += 1;
      continue;
    }
    const index = pageIndex.get(key);
    if (index === undefined) continue;
    windows.set(index, {
      from: dayOffset(daily.start, day),
      to: dayOffset(daily.start, windowEnd),
      month: entry.month,
    });
  }
  if (daily) {
    for (let i = 0; i < daily.page.length; i++) {
      const window = windows.get(daily.page[i]!);
      if (!window || daily.day[i]! < window.from || daily.day[i]! > window.to) continue;
      const entry = byMonth.get(window.month)!;
      entry.clicksAfter28 += daily.clicks[i]!;
      entry.impressionsAfter28 += daily.impressions[i]!;
    }
  }
  return [...byMonth.values()];
}

/** One author's figures: totals, the daily trend, movers and what they published by month. */
export async function authorDetail(
  db: Db,
  userId: string,
  siteUrl: string,
  input: AuthorDetailInput,
): Promise<AuthorDetailResponse> {
  const p = await prepare(db, userId, siteUrl, input);
  const { id, keys } = authorKeys(p, input.authorId);
  const keySet = new Set(keys);
  const [daily, previousDaily, months] = await Promise.all([
    dailyRows(userId, siteUrl, p.range, p.dataState),
    p.compared ? dailyRows(userId, siteUrl, p.compared, p.dataState) : null,
    publishedByMonth(userId, siteUrl, p, keys),
  ]);
  const previous = previousByAuthor(p);
  const rows = keys.map((key) => pageRow(p, key, p.previous));
  const changes = p.previous
    ? rows
        .map((row) => ({ row, delta: row.metrics.clicks - (row.previous?.clicks ?? 0) }))
        .filter((r) => r.delta !== 0)
    : [];
  const best = changes
    .filter((r) => r.delta > 0)
    .sort((a, b) => b.delta - a.delta || (a.row.url < b.row.url ? -1 : 1))
    .slice(0, MOVERS)
    .map((r) => r.row);
  const worst = changes
    .filter((r) => r.delta < 0)
    .sort((a, b) => a.delta - b.delta || (a.row.url < b.row.url ? -1 : 1))
    .slice(0, MOVERS)
    .map((r) => r.row);
  return {
    author: p.attribution.summary(id),
    pages: keys.length,
    totals: metricsOf(sumOver(keys, p.current)),
    previousTotals: previous ? metricsOf(previous.get(id) ?? emptySums()) : null,
    comparison: p.comparison,
    trend: trendOf(daily, keySet),
    previousTrend: previousDaily ? trendOf(previousDaily, keySet) : null,
    movers: { best, worst },
    publishedByMonth: months,
  };
}

const PAGE_TABLE: TableSpec<AuthorPageRow, AuthorPageSort> = {
  columns: {
    url: (r) => r.url,
    published: (r) => r.published,
    clicks: (r) => r.metrics.clicks,
    impressions: (r) => r.metrics.impressions,
    ctr: (r) => r.metrics.ctr,
    position: (r) => positionCell(r.metrics),
    clicksChange: (r) => change(r.metrics, r.previous),
  },
  key: (r) => r.url,
  searchText: (r) => `${r.url} ${r.title ?? ""}`,
};

async function pagesTable(db: Db, userId: string, siteUrl: string, input: AuthorPagesInput) {
  const p = await prepare(db, userId, siteUrl, input);
  const { keys } = authorKeys(p, input.authorId);
  const rows = keys
    .map((key) => pageRow(p, key, p.previous))
    .sort((a, b) => b.metrics.clicks - a.metrics.clicks || (a.url < b.url ? -1 : 1));
  return pagedTable(rows, PAGE_TABLE);
}

/** One page of the author's pages. */
export async function authorPages(
  db: Db,
  userId: string,
  siteUrl: string,
  input: AuthorPagesInput,
): Promise<AuthorTablePage<AuthorPageRow>> {
  const page = (await pagesTable(db, userId, siteUrl, input)).page(input.table);
  return { ...page, pageIndex: input.table.pageIndex, pageSize: input.table.pageSize };
}

export async function authorPagesInOrder(
  db: Db,
  userId: string,
  siteUrl: string,
  input: AuthorPagesInput,
): Promise<Iterable<AuthorPageRow>> {
  return (await pagesTable(db, userId, siteUrl, input)).ordered(input.table);
}

const QUERY_TABLE: TableSpec<AuthorQueryRow, AuthorQuerySort> = {
  columns: {
    query: (r) => r.query,
    clicks: (r) => r.metrics.clicks,
    impressions: (r) => r.metrics.impressions,
    ctr: (r) => r.metrics.ctr,
    position: (r) => positionCell(r.metrics),
    clicksChange: (r) => change(r.metrics, r.previous),
  },
  key: (r) => r.query,
};

function queriesOf(byPage: Map<string, Map<string, Sums>>, keys: string[]): Map<string, Sums> {
  const out = new Map<string, Sums>();
  for (const key of keys) {
    for (const [query, sums] of byPage.get(key) ?? []) {
      addSums(out.get(query) ?? out.set(query, emptySums()).get(query)!, sums);
    }
  }
  return out;
}

async function queriesTable(db: Db, userId: string, siteUrl: string, input: AuthorQueriesInput) {
  const p = await prepare(db, userId, siteUrl, input);
  const { keys } = authorKeys(p, input.authorId);
  const [current, previous] = await Promise.all([
    queryRows(userId, siteUrl, p.range, p.dataState),
    p.compared ? queryRows(userId, siteUrl, p.compared, p.dataState) : null,
  ]);
  const now = queriesOf(current, keys);
  const before = previous ? queriesOf(previous, keys) : null;
  const rows: AuthorQueryRow[] = [...now]
    .map(([query, sums]) => ({
      query,
      metrics: metricsOf(sums),
      previous: before ? metricsOf(before.get(query) ?? emptySums()) : null,
    }))
    .sort((a, b) => b.metrics.clicks - a.metrics.clicks || (a.query < b.query ? -1 : 1));
  return pagedTable(rows, QUERY_TABLE);
}

/** One page of the queries that found the author's pages. */
export async function authorQueries(
  db: Db,
  userId: string,
  siteUrl: string,
  input: AuthorQueriesInput,
): Promise<AuthorTablePage<AuthorQueryRow>> {
  const page = (await queriesTable(db, userId, siteUrl, input)).page(input.table);
  return { ...page, pageIndex: input.table.pageIndex, pageSize: input.table.pageSize };
}

export async function authorQueriesInOrder(
  db: Db,
  userId: string,
  siteUrl: string,
  input: AuthorQueriesInput,
): Promise<Iterable<AuthorQueryRow>> {
  return (await queriesTable(db, userId, siteUrl, input)).ordered(input.table);
}

// ─── Rules and the directory ───────────────────────────────────────────────────────────────────

/** The project's rules, each with the pages it decides among those stored. */
export async function authorRulesOf(
  db: Db,
  userId: string,
  projectId: string,
): Promise<AuthorRuleDto[]> {
  const stored = await readAuthorInputs(db, userId, projectId);
  const attribution = attribute(stored);
  const matches = ruleMatches(attribution.storedKeys(), stored);
  return stored.rules.map((rule) =>
    ruleDto(rule, matches.get(rule.id) ?? 0, attribution.canonical(authorIdOf(rule.author_name))),
  );
}

export function ruleDto(
  rule: RuleRow,
  matches: number,
  authorId: string = authorIdOf(rule.author_name),
): AuthorRuleDto {
  return {
    id: rule.id,
    pattern: rule.pattern,
    authorId,
    authorName: rule.author_name,
    position: rule.position,
    matches,
  };
}

/** The author `authorId` resolves to in the project, with its aliases, or a 404. */
export async function authorSummaryOf(
  db: Db,
  userId: string,
  projectId: string,
  authorId: string,
): Promise<AuthorSummary> {
  const stored = await readAuthorInputs(db, userId, projectId);
  const attribution = attribute(stored);
  for (const key of attribution.storedKeys()) attribution.of(key);
  const id = attribution.canonical(authorId);
  return attribution.summary(id);
}
