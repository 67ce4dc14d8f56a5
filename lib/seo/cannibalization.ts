import { brandMatcher, type SearchRow } from "./search-metrics";

export type CannibalizationThresholds = {
  /** A page competes for a query when it takes at least this share of the query's impressions or clicks. */
  minShare: number;
  /** Queries with fewer impressions over the range are not examined. */
  minImpressions: number;
  /** Click shares count only for queries with at least this many clicks: a handful of clicks is noise. */
  minClicks: number;
  /** Days on which the best-ranked page changes before position trading counts as an issue. */
  minSwaps: number;
  /** Share of the query's impressions a page needs to take part in position trading. */
  tradingMinShare: number;
  /** "consolidate" needs the runner-up to hold at least this fraction of the primary page's impressions… */
  consolidateShareRatio: number;
  /** …and the two average positions to be at most this far apart. */
  consolidatePositionGap: number;
  /** "differentiate" needs both pages to rank at this average position or better… */
  differentiatePosition: number;
  /**
   * …and their query overlap to be under this: the impression-weighted share of their searches they
   * have in common (1 = the same queries in the same proportions, 0 = nothing in common besides this one).
   */
  differentiateOverlap: number;
  /** Estimated lost clicks at which the lost-clicks part of severity is full (it grows logarithmically). */
  severityLostClicks: number;
  /** Swaps per day at which the volatility part of severity is full. */
  severityVolatility: number;
};

/** The detector's defaults; every view and test that does not pass its own thresholds uses these. */
export const DEFAULT_CANNIBALIZATION_THRESHOLDS: Readonly<CannibalizationThresholds> = {
  minShare: 0.2,
  minImpressions: 50,
  minClicks: 10,
  minSwaps: 3,
  tradingMinShare: 0.1,
  consolidateShareRatio: 0.6,
  consolidatePositionGap: 3,
  differentiatePosition: 10,
  differentiateOverlap: 0.3,
  severityLostClicks: 500,
  severityVolatility: 0.3,
};

/** Severity at or above which an issue is in the band. */
export const SEVERITY_BANDS = { high: 60, medium: 30 } as const;
export type SeverityBand = "high" | "medium" | "low";
export type CannibalizationAction = "consolidate" | "differentiate" | "internal_link";

export type CompetingPage = {
  page: string;
  clicks: number;
  impressions: number;
  ctr: number;
  /** Impression-weighted average position of the page for this query. */
  position: number;
  impressionShare: number;
  clickShare: number;
};

export type CannibalizationIssue = {
  query: string;
  clicks: number;
  impressions: number;
  position: number;
  /** The competing pages, primary page first, then by clicks. */
  pages: CompetingPage[];
  primaryPage: string;
  /**
   * Clicks the query would get if the primary page held all its impressions at the best page's CTR (the
   * highest CTR among competing pages with tradingMinShare of the impressions), minus its actual clicks.
   */
  estimatedLostClicks: number;
  /** Days on which the best-ranked page changed, days with data, and swaps per day. */
  swaps: number;
  days: number;
  volatility: number;
  severity: number;
  band: SeverityBand;
  signals: { impressionShare: boolean; clickShare: boolean; positionTrading: boolean };
  action: CannibalizationAction;
};

export type CannibalizationSummary = Record<SeverityBand, number> & {
  issues: number;
  estimatedLostClicks: number;
};

export type CannibalizationOptions = {
  thresholds?: Partial<CannibalizationThresholds>;
  /** Query×page×date rows (keys [query, page, date]) for the position-trading test. */
  dailyRows?: readonly SearchRow[];
  /** Brand terms; queries that name the brand are left out. */
  excludeBranded?: readonly string[];
};

type Sum = { clicks: number; impressions: number; weightedPosition: number };
type Trading = { swaps: number; days: number };

function addTo<K>(map: Map<K, Sum>, key: K, row: SearchRow): void {
  let sum = map.get(key);
  if (!sum) map.set(key, (sum = { clicks: 0, impressions: 0, weightedPosition: 0 }));
  sum.clicks += row.clicks;
  sum.impressions += row.impressions;
  sum.weightedPosition += row.position * row.impressions;
}

type PageQueries = { total: number; queries: Map<string, number> };

function collect(rows: readonly SearchRow[]) {
  const queries = new Map<string, Map<string, Sum>>();
  const pages = new Map<string, PageQueries>();
  for (const row of rows) {
    const query = row.keys[0] ?? "";
    const page = row.keys[1] ?? "";
    let onQuery = queries.get(query);
    if (!onQuery) queries.set(query, (onQuery = new Map()));
    addTo(onQuery, page, row);
    let ofPage = pages.get(page);
    if (!ofPage) pages.set(page, (ofPage = { total: 0, queries: new Map() }));
    ofPage.total += row.impressions;
    ofPage.queries.set(query, (ofPage.queries.get(query) ?? 0) + row.impressions);
  }
  return { queries, pages };
}

/** Σ over queries of the smaller of the two pages' impression shares for it. */
function queryOverlap(a: PageQueries | undefined, b: PageQueries | undefined): number {
  if (!a || !b || a.total <= 0 || b.total <= 0) return 0;
  const [small, large] = a.queries.size <= b.queries.size ? [a, b] : [b, a];
  let overlap = 0;
  for (const [query, impressions] of small.queries) {
    const other = large.queries.get(query);
    if (other) overlap += Math.min(impressions / small.total, other / large.total);
  }
  return overlap;
}

function toPage(
  page: string,
  sum: Sum,
  total: { clicks: number; impressions: number },
): CompetingPage {
  const { clicks, impressions } = sum;
  return {
    page,
    clicks,
    impressions,
    ctr: impressions > 0 ? clicks / impressions : 0,
    position: impressions > 0 ? sum.weightedPosition / impressions : 0,
    impressionShare: total.impressions > 0 ? impressions / total.impressions : 0,
    clickShare: total.clicks > 0 ? clicks / total.clicks : 0,
  };
}

// Most clicks, then the better position, then more impressions: the page to keep as the answer.
const primaryFirst = (a: CompetingPage, b: CompetingPage) =>
  b.clicks - a.clicks ||
  a.position - b.position ||
  b.impressions - a.impressions ||
  (a.page < b.page ? -1 : 1);

/** Per query, how often the best-ranked of its trading pages changed from one day with data to the next. */
function tradingByQuery(dailyRows: readonly SearchRow[], candidates: Map<string, Set<string>>) {
  const bestByQuery = new Map<
    string,
    Map<string, { page: string; position: number; impressions: number }>
  >();
  for (const row of dailyRows) {
    const [query = "", page = "", date = ""] = row.keys;
    if (row.impressions <= 0 || !candidates.get(query)?.has(page)) continue;
    let days = bestByQuery.get(query);
    if (!days) bestByQuery.set(query, (days = new Map()));
    const best = days.get(date);
    const better =
      !best ||
      row.position < best.position ||
      (row.position === best.position && row.impressions > best.impressions);
    if (better) days.set(date, { page, position: row.position, impressions: row.impressions });
  }
  const trading = new Map<string, Trading>();
  for (const [query, days] of bestByQuery) {
    const ordered = [...days].sort(([a], [b]) => (a < b ? -1 : 1));
    let swaps = 0;
    for (let i = 1; i < ordered.length; i++)
      if (ordered[i]![1].page !== ordered[i - 1]![1].page) swaps++;
    trading.set(query, { swaps, days: ordered.length });
  }
  return trading;
}

/**
 * What to do, for the primary page a and the runner-up b (the other competing page with most impressions):
 * - "differentiate" when both rank at differentiatePosition or better and their query overlap is under
 *   differentiateOverlap: each page mainly answers other searches (another sub-intent), so sharpen each
 *   page's angle rather than merge them;
 * - "consolidate" when b holds at least consolidateShareRatio of a's impressions and their positions are
 *   within consolidatePositionGap: two interchangeable pages for one intent, merge them into a;
 * - "internal_link" otherwise: a is the clear primary, b still takes a share, so link b to a for the query.
 */
function chooseAction(
  pages: readonly CompetingPage[],
  overlap: (a: CompetingPage, b: CompetingPage) => number,
  t: CannibalizationThresholds,
): CannibalizationAction {
  const [a, ...others] = pages;
  const b = others.sort((x, y) => y.impressions - x.impressions)[0];
  if (!a || !b) return "internal_link";
  const bothRank = a.position <= t.differentiatePosition && b.position <= t.differentiatePosition;
  if (bothRank && overlap(a, b) < t.differentiateOverlap) return "differentiate";
  const closeShares = b.impressions >= t.consolidateShareRatio * a.impressions;
  if (closeShares && Math.abs(a.position - b.position) <= t.consolidatePositionGap)
    return "consolidate";
  return "internal_link";
}

/** 0–100: 70 parts from estimated lost clicks (log scale), 30 parts from volatility. */
function severityOf(lostClicks: number, volatility: number, t: CannibalizationThresholds): number {
  const lost = Math.min(1, Math.log1p(lostClicks) / Math.log1p(t.severityLostClicks));
  const unstable = Math.min(1, volatility / t.severityVolatility);
  return Math.round(70 * lost + 30 * unstable);
}

export function severityBand(severity: number): SeverityBand {
  return severity >= SEVERITY_BANDS.high
    ? "high"
    : severity >= SEVERITY_BANDS.medium
      ? "medium"
      : "low";
}

/**
 * Queries for which two or more of the site's pages compete, from query×page rows (keys [query, page])
 * over a range. A query with at least minImpressions is cannibalized when two or more pages each take at
 * least minShare of its impressions or of its clicks, or when, among pages with tradingMinShare of its
 * impressions, the best-ranked page changes on at least minSwaps days (needs `dailyRows`).
 */
export function detectCannibalization(
  rows: readonly SearchRow[],
  options: CannibalizationOptions = {},
): { issues: CannibalizationIssue[]; summary: CannibalizationSummary } {
  const t = { ...DEFAULT_CANNIBALIZATION_THRESHOLDS, ...options.thresholds };
  const isBranded = brandMatcher(options.excludeBranded ?? []);
  const { queries, pages: pageQueries } = collect(rows);

  const candidates = new Map<string, { total: Sum; pages: CompetingPage[] }>();
  const tradingPages = new Map<string, Set<string>>();
  for (const [query, pageSums] of queries) {
    const total = { clicks: 0, impressions: 0, weightedPosition: 0 };
    for (const sum of pageSums.values()) {
      total.clicks += sum.clicks;
      total.impressions += sum.impressions;
      total.weightedPosition += sum.weightedPosition;
    }
    if (total.impressions < t.minImpressions || pageSums.size < 2 || isBranded(query)) continue;
    const pages = [...pageSums].map(([page, sum]) => toPage(page, sum, total));
    candidates.set(query, { total, pages });
    const trading = pages.filter((p) => p.impressionShare >= t.tradingMinShare);
    if (trading.length >= 2) tradingPages.set(query, new Set(trading.map((p) => p.page)));
  }
  const trading = options.dailyRows
    ? tradingByQuery(options.dailyRows, tradingPages)
    : new Map<string, Trading>();

  const issues: CannibalizationIssue[] = [];
  for (const [query, { total, pages }] of candidates) {
    const clicksCount = total.clicks >= t.minClicks;
    const byImpressions = pages.filter((p) => p.impressionShare >= t.minShare);
    const byClicks = clicksCount ? pages.filter((p) => p.clickShare >= t.minShare) : [];
    const { swaps = 0, days = 0 } = trading.get(query) ?? {};
    const signals = {
      impressionShare: byImpressions.length >= 2,
      clickShare: byClicks.length >= 2,
      positionTrading: swaps >= t.minSwaps,
    };
    const competing = new Set([...byImpressions, ...byClicks].map((p) => p.page));
    if (signals.positionTrading)
      for (const page of tradingPages.get(query) ?? []) competing.add(page);
    if (!signals.impressionShare && !signals.clickShare && !signals.positionTrading) continue;

    const competitors = pages.filter((p) => competing.has(p.page)).sort(primaryFirst);
    const primary = competitors[0]!;
    const ctrSources = competitors.filter((p) => p.impressionShare >= t.tradingMinShare);
    const bestCtr = Math.max(primary.ctr, ...ctrSources.map((p) => p.ctr));
    const estimatedLostClicks = Math.max(0, total.impressions * bestCtr - total.clicks);
    const volatility = days > 0 ? swaps / days : 0;
    const severity = severityOf(estimatedLostClicks, volatility, t);
    const overlap = (a: CompetingPage, b: CompetingPage) =>
      queryOverlap(pageQueries.get(a.page), pageQueries.get(b.page));
    issues.push({
      query,
      clicks: total.clicks,
      impressions: total.impressions,
      position: total.impressions > 0 ? total.weightedPosition / total.impressions : 0,
      pages: competitors,
      primaryPage: primary.page,
      estimatedLostClicks,
      swaps,
      days,
      volatility,
      severity,
      band: severityBand(severity),
      signals,
      action: chooseAction(competitors, overlap, t),
    });
  }
  issues.sort(
    (a, b) =>
      b.severity - a.severity ||
      b.estimatedLostClicks - a.estimatedLostClicks ||
      (a.query < b.query ? -1 : 1),
  );
  return { issues, summary: summarize(issues) };
}

/** Issue counts per severity band and the clicks they cost together. */
export function summarize(issues: readonly CannibalizationIssue[]): CannibalizationSummary {
  const summary: CannibalizationSummary = {
    issues: issues.length,
    high: 0,
    medium: 0,
    low: 0,
    estimatedLostClicks: 0,
  };
  for (const issue of issues) {
    summary[issue.band]++;
    summary.estimatedLostClicks += issue.estimatedLostClicks;
  }
  return summary;
}
