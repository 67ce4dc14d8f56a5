import { brandMatcher, type SearchRow } from "@/lib/seo/search-metrics";
import { chooseAction, queryOverlap, type PageQueries } from "./action";
import { severityBand, severityOf, summarize } from "./severity";
import {
  DEFAULT_CANNIBALIZATION_THRESHOLDS,
  type CannibalizationIssue,
  type CannibalizationOptions,
  type CannibalizationSummary,
  type CompetingPage,
} from "./types";

type Sum = { clicks: number; impressions: number; weightedPosition: number };
type Trading = { swaps: number; days: number };

function addTo<K>(map: Map<K, Sum>, key: K, row: SearchRow): void {
  let sum = map.get(key);
  if (!sum) map.set(key, (sum = { clicks: 0, impressions: 0, weightedPosition: 0 }));
  sum.clicks += row.clicks;
  sum.impressions += row.impressions;
  sum.weightedPosition += row.position * row.impressions;
}

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
