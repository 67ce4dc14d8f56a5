import type { AllInOneFilter, AllInOneRow, AllInOneSort } from "./view-types";
import type { PageRow } from "./types";
import type { TableSpec } from "@/lib/tables/table-page";

// The join's rows as the table shows them, the filters' questions, and the table's sort keys.

type Previous = { clicks: number | null; sessions: number | null; keyEvents: number | null };

/** A joined page as one flat row, with the comparison period's figures of the same page. */
export function toViewRow(row: PageRow, previous: PageRow | undefined | null): AllInOneRow {
  const gsc = row.gsc;
  const ga4 = row.ga4;
  const gbp = row.gbp;
  const before: Previous | null =
    previous === null
      ? null
      : {
          clicks: previous?.gsc?.clicks ?? null,
          sessions: previous?.ga4?.all.sessions ?? null,
          keyEvents: previous?.ga4?.all.keyEvents ?? null,
        };
  return {
    key: row.key,
    sources: row.sources,
    clicks: gsc?.clicks ?? null,
    impressions: gsc?.impressions ?? null,
    ctr: gsc ? gsc.ctr : null,
    position: gsc ? gsc.position : null,
    topQuery: gsc?.topQuery ?? null,
    queries: gsc?.queries ?? null,
    sessions: ga4?.all.sessions ?? null,
    engagedSessions: ga4?.all.engagedSessions ?? null,
    engagementRate: ga4 ? ga4.all.engagementRate : null,
    keyEvents: ga4?.all.keyEvents ?? null,
    revenue: ga4?.all.revenue ?? null,
    organicSessions: ga4?.organic.sessions ?? null,
    organicKeyEvents: ga4?.organic.keyEvents ?? null,
    organicRevenue: ga4?.organic.revenue ?? null,
    websiteClicks: gbp?.websiteClicks ?? null,
    calls: gbp?.calls ?? null,
    directions: gbp?.directions ?? null,
    index: row.index
      ? {
          verdict: row.index.verdict,
          issue: row.index.coverageState,
          inspectedAt: row.index.inspectedAt,
        }
      : null,
    inSitemap: row.inSitemap,
    previous: before,
  };
}

/** Whether a row answers the filter's question. */
export const FILTER_TESTS: Record<AllInOneFilter, (row: AllInOneRow) => boolean> = {
  all: () => true,
  "clicks-no-key-events": (r) => (r.clicks ?? 0) > 0 && (r.keyEvents ?? 0) === 0,
  "sessions-no-clicks": (r) => (r.sessions ?? 0) > 0 && (r.clicks ?? 0) === 0,
  "search-only": (r) => r.sources.gsc && !r.sources.ga4,
  "analytics-only": (r) => r.sources.ga4 && !r.sources.gsc,
  local: (r) => r.sources.gbp,
  "not-indexed": (r) => r.index !== null && r.index.verdict !== "PASS",
  "not-in-sitemap": (r) => r.inSitemap === false,
};

const change = (now: number | null, then: number | null | undefined) =>
  now === null || then === null || then === undefined ? null : now - then;

export const ALL_IN_ONE_TABLE: TableSpec<AllInOneRow, AllInOneSort> = {
  columns: {
    key: (r) => r.key,
    clicks: (r) => r.clicks,
    impressions: (r) => r.impressions,
    ctr: (r) => r.ctr,
    position: (r) => r.position,
    queries: (r) => r.queries,
    sessions: (r) => r.sessions,
    engagementRate: (r) => r.engagementRate,
    keyEvents: (r) => r.keyEvents,
    revenue: (r) => r.revenue,
    organicSessions: (r) => r.organicSessions,
    organicKeyEvents: (r) => r.organicKeyEvents,
    websiteClicks: (r) => r.websiteClicks,
    calls: (r) => r.calls,
    directions: (r) => r.directions,
    clicksChange: (r) => change(r.clicks, r.previous?.clicks),
    sessionsChange: (r) => change(r.sessions, r.previous?.sessions),
  },
  key: (r) => r.key,
  searchText: (r) => `${r.key} ${r.topQuery ?? ""}`,
};
