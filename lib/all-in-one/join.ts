import { absoluteKey, relativePageKey, type SiteRule, type UnkeyedReason } from "./normalize-url";
import type {
  Ga4PageInput,
  Ga4Traffic,
  GbpLocationInput,
  GscPageInput,
  JoinCounts,
  JoinInput,
  JoinResult,
  PageRow,
  ReasonCounts,
} from "./types";

export type * from "./types";

// One row per page key, in first-seen order (GSC, then GA4, then GBP). Additive figures are summed
// over every input row folded into a key; ratios are recomputed from the sums, never averaged.
// Rows are built in place, position holding the impression-weighted sum until the end: with
// 200,000 inputs per join, allocation (and so garbage collection) is a large part of the time.

/** Clicks and impressions of the GSC row whose top query a page shows, once it has several. */
type TopRows = Map<PageRow, { clicks: number; impressions: number }>;

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const noTraffic = (): Ga4Traffic => ({
  sessions: 0,
  engagedSessions: 0,
  engagementRate: 0,
  keyEvents: 0,
  revenue: 0,
});

function rowOf(rows: Map<string, PageRow>, key: string): PageRow {
  let row = rows.get(key);
  if (!row) {
    row = {
      key,
      sources: { gsc: false, ga4: false, gbp: false },
      gsc: null,
      ga4: null,
      gbp: null,
      index: null,
      inSitemap: null,
    };
    rows.set(key, row);
  }
  return row;
}

function addGsc(row: PageRow, input: GscPageInput, top: TopRows) {
  const clicks = num(input.clicks);
  const impressions = num(input.impressions);
  if (!row.gsc) {
    row.sources.gsc = true;
    row.gsc = {
      clicks: 0,
      impressions: 0,
      ctr: 0,
      position: 0,
      topQuery: null,
      queries: 0,
      rows: 0,
    };
  }
  const gsc = row.gsc;
  // Only a page with several GSC rows needs to remember the figures of the one whose top query
  // it shows: while there is one row, they are the page's sums.
  if (gsc.rows === 1 && gsc.topQuery !== null) {
    top.set(row, { clicks: gsc.clicks, impressions: gsc.impressions });
  }
  gsc.clicks += clicks;
  gsc.impressions += impressions;
  gsc.position += num(input.position) * impressions;
  // Query sets of folded rows overlap: the largest count is a floor, a sum could double-count.
  gsc.queries = Math.max(gsc.queries, num(input.queries));
  gsc.rows += 1;
  if (!input.topQuery) return;
  const best = top.get(row);
  if (
    gsc.topQuery === null ||
    (best && (clicks > best.clicks || (clicks === best.clicks && impressions > best.impressions)))
  ) {
    gsc.topQuery = input.topQuery;
    if (gsc.rows > 1) top.set(row, { clicks, impressions });
  }
}

function addGa4(row: PageRow, input: Ga4PageInput) {
  if (!row.ga4) {
    row.sources.ga4 = true;
    row.ga4 = { all: noTraffic(), organic: noTraffic(), rows: 0 };
  }
  const { all, organic } = row.ga4;
  all.sessions += num(input.sessions);
  all.engagedSessions += num(input.engagedSessions);
  all.keyEvents += num(input.keyEvents);
  all.revenue += num(input.revenue);
  organic.sessions += num(input.organicSessions);
  organic.engagedSessions += num(input.organicEngagedSessions);
  organic.keyEvents += num(input.organicKeyEvents);
  organic.revenue += num(input.organicRevenue);
  row.ga4.rows += 1;
}

function addGbp(row: PageRow, input: GbpLocationInput) {
  if (!row.gbp) {
    row.sources.gbp = true;
    row.gbp = { websiteClicks: 0, calls: 0, directions: 0, locations: 0 };
  }
  row.gbp.websiteClicks += num(input.websiteClicks);
  row.gbp.calls += num(input.calls);
  row.gbp.directions += num(input.directions);
  row.gbp.locations += 1;
}

function keyer(site: SiteRule, unmatched: ReasonCounts) {
  const count = (reason: UnkeyedReason) => (unmatched[reason] = (unmatched[reason] ?? 0) + 1);
  return (url: string) => relativePageKey(url, site, count);
}

// Indexed by gsc·4 + ga4·2 + gbp.
const COMBINATIONS = [
  null,
  "gbpOnly",
  "ga4Only",
  "ga4AndGbp",
  "gscOnly",
  "gscAndGbp",
  "gscAndGa4",
  "matchedAll",
] as const;

function emptyCounts(): JoinCounts {
  return {
    rows: 0,
    matchedAll: 0,
    gscOnly: 0,
    ga4Only: 0,
    gbpOnly: 0,
    gscAndGa4: 0,
    gscAndGbp: 0,
    ga4AndGbp: 0,
    inSitemap: 0,
    sitemapOnly: 0,
    inspected: 0,
    inspectionOnly: 0,
    unmatched: { gsc: {}, ga4: {}, gbp: {}, inspection: {}, sitemap: {} },
  };
}

/** Joins the sources of one date range by page key; nothing is dropped without being counted. */
export function joinPages(input: JoinInput, site: SiteRule): JoinResult {
  const counts = emptyCounts();
  const rows = new Map<string, PageRow>();
  const top: TopRows = new Map();

  const keyOfGsc = keyer(site, counts.unmatched.gsc);
  for (const row of input.gsc) {
    const key = keyOfGsc(row.page);
    if (key !== null) addGsc(rowOf(rows, key), row, top);
  }
  const keyOfGa4 = keyer(site, counts.unmatched.ga4);
  for (const row of input.ga4) {
    const key = keyOfGa4(row.landingPage);
    if (key !== null) addGa4(rowOf(rows, key), row);
  }
  const keyOfGbp = keyer(site, counts.unmatched.gbp);
  for (const row of input.gbp) {
    const key = keyOfGbp(row.websiteUrl);
    if (key !== null) addGbp(rowOf(rows, key), row);
  }

  // Inspections and sitemaps describe rows; what they list beyond the rows is only counted.
  const inspectedOnly = new Set<string>();
  const keyOfInspection = keyer(site, counts.unmatched.inspection);
  for (const inspection of input.inspections ?? []) {
    const key = keyOfInspection(inspection.url);
    if (key === null) continue;
    const row = rows.get(key);
    if (!row) inspectedOnly.add(key);
    else if (!row.index || inspection.inspectedAt > row.index.inspectedAt) {
      const { verdict, coverageState = null, inspectedAt } = inspection;
      row.index = { verdict, coverageState, inspectedAt };
    }
  }
  const listedOnly = new Set<string>();
  const keyOfSitemapUrl = keyer(site, counts.unmatched.sitemap);
  for (const url of input.sitemapUrls ?? []) {
    const key = keyOfSitemapUrl(url);
    if (key === null) continue;
    const row = rows.get(key);
    if (row) row.inSitemap = true;
    else listedOnly.add(key);
  }

  for (const row of rows.values()) {
    const { gsc, ga4, sources } = row;
    row.key = absoluteKey(row.key, site);
    if (gsc) {
      gsc.ctr = ratio(gsc.clicks, gsc.impressions);
      gsc.position = ratio(gsc.position, gsc.impressions);
    }
    if (ga4) {
      ga4.all.engagementRate = ratio(ga4.all.engagedSessions, ga4.all.sessions);
      ga4.organic.engagementRate = ratio(ga4.organic.engagedSessions, ga4.organic.sessions);
    }
    if (row.index) counts.inspected += 1;
    if (row.inSitemap) counts.inSitemap += 1;
    else if (input.sitemapUrls) row.inSitemap = false;
    const combination = (sources.gsc ? 4 : 0) + (sources.ga4 ? 2 : 0) + (sources.gbp ? 1 : 0);
    counts[COMBINATIONS[combination]!] += 1;
  }
  counts.rows = rows.size;
  counts.sitemapOnly = listedOnly.size;
  counts.inspectionOnly = inspectedOnly.size;
  return { rows: [...rows.values()], counts };
}

/** Every input that got no key, whatever its source, by reason. */
export function unmatchedTotals(counts: JoinCounts): ReasonCounts {
  const totals: ReasonCounts = {};
  for (const bySource of Object.values(counts.unmatched)) {
    for (const [reason, n] of Object.entries(bySource) as [keyof ReasonCounts, number][]) {
      totals[reason] = (totals[reason] ?? 0) + n;
    }
  }
  return totals;
}
