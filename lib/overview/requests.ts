import { reportRequest, viewBrandTerms } from "@/lib/cannibalization/requests";
import { FIRST_ISSUES_PAGE } from "@/lib/cannibalization/issues-page";
import type { CannibalizationRequest } from "@/lib/cannibalization/schemas";
import { DEFAULT_VIEW_PARAMS } from "@/lib/cannibalization/view-params";
import { comparisonRange, previousPeriod, type CompareMode } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { Ga4DataRequest } from "@/lib/data-api/schemas/ga4";
import type { GbpDailyMetric, GbpMetricsQuery } from "@/lib/data-api/schemas/gbp";
import type { SearchConsoleDataRequest } from "@/lib/data-api/schemas/search-console";
import { TABLE_DEFAULT_PAGE_SIZE, type SearchConsoleSort } from "@/lib/data-api/table-page";
import { SERIES_PAGE } from "@/lib/search-performance/requests";
import type { TablePageQuery } from "@/lib/tables/table-page";
import type { MoversRequest, OpportunitiesRequest } from "./schemas";
import type { OverviewScope } from "./scope";

// The requests of the overview's widgets, built from its scope. Pure: the server page prefetches
// with these same builders, so its cache keys are the ones the client's hooks read.

/**
 * The period the overview's changes are measured against: the comparison's when one is on, else the
 * weekday-aligned period before, since its tables show change even without compare mode.
 */
export function changePeriod(range: DateRange, compare: CompareMode | null): DateRange {
  return comparisonRange(range, compare) ?? previousPeriod(range);
}

type Dimension = SearchConsoleDataRequest["dimensions"][number];

/** The data state of a view's requests: fresh days only when the view includes them. */
export const dataStateOf = (fresh: boolean) => (fresh ? "all" : "final");

/**
 * A Search Console request of the overview. Final data by default; with fresh days on (`fresh=1`)
 * data state "all" takes them in, for every widget alike, and the chart marks them.
 */
export function searchRequest(
  { projectId, propertyId }: PropertyRef,
  range: DateRange,
  dimensions: Dimension[],
  fresh: boolean,
): SearchConsoleDataRequest {
  return {
    projectId,
    propertyId,
    startDate: range.startDate,
    endDate: range.endDate,
    dimensions,
    dataState: dataStateOf(fresh),
  };
}

export type TablePage = TablePageQuery<SearchConsoleSort>;

/** A top table as the overview opens it: most clicks first. */
export const TOP_TABLE_PAGE: TablePage = {
  sort: "clicks",
  desc: true,
  pageIndex: 0,
  pageSize: TABLE_DEFAULT_PAGE_SIZE,
};

export type OverviewDimension = "query" | "page";

/** The property's days of a period, with its totals: every day fits one page. */
export const daysRequest = (
  ref: PropertyRef,
  period: DateRange,
  fresh: boolean,
  compareWith?: DateRange,
): SearchConsoleDataRequest => ({
  ...searchRequest(ref, period, ["date"], fresh),
  ...(compareWith ? { compareWith } : {}),
  table: SERIES_PAGE,
});

/**
 * The KPI totals and the chart: the range's days, and in compare mode the comparison's. The
 * range's request names the comparison too, so the server answers the totals a change is measured
 * against, over the days it may be (`previousTotals`, `comparison`).
 */
export function dailyRequests({ gsc, range, comparison, compare, fresh }: OverviewScope) {
  return {
    current: gsc ? daysRequest(gsc, range, fresh, compare ? comparison : undefined) : null,
    previous: gsc && compare ? daysRequest(gsc, comparison, fresh) : null,
  };
}

/** A page of the top queries or pages, each row beside the period changes are measured against. */
export function topTableRequest(
  { gsc, range, comparison, fresh }: OverviewScope,
  dimension: OverviewDimension,
  table: TablePage = TOP_TABLE_PAGE,
): SearchConsoleDataRequest | null {
  return gsc
    ? { ...searchRequest(gsc, range, [dimension], fresh), compareWith: comparison, table }
    : null;
}

export function moversRequest(
  { gsc, range, comparison, fresh }: OverviewScope,
  dimension: OverviewDimension,
): MoversRequest | null {
  return gsc
    ? { ...gsc, ...range, compareWith: comparison, dimension, dataState: dataStateOf(fresh) }
    : null;
}

export function opportunitiesRequest({
  gsc,
  range,
  fresh,
}: OverviewScope): OpportunitiesRequest | null {
  return gsc ? { ...gsc, ...range, dataState: dataStateOf(fresh) } : null;
}

/** The cannibalization card: the view's default detection, its summary and its worst few issues. */
export function cannibalizationRequest(
  { gsc, gscSource, project, range, fresh }: OverviewScope,
  shown: number,
): CannibalizationRequest | null {
  if (!gsc || !gscSource) return null;
  const brandTerms = viewBrandTerms(project.brand_terms, gscSource.property_uri);
  const scope = { ref: gsc, range, params: DEFAULT_VIEW_PARAMS, brandTerms, fresh };
  return reportRequest(scope, null, { ...FIRST_ISSUES_PAGE, pageSize: shown });
}

/** GA4 sessions per day that came from organic search (the default channel group's "Organic Search"). */
export function organicSessionsRequest(ref: PropertyRef, range: DateRange): Ga4DataRequest {
  return {
    ...ref,
    request: {
      dateRanges: [range],
      dimensions: [{ name: "date" }],
      metrics: [{ name: "sessions" }],
      dimensionFilter: {
        filter: {
          fieldName: "sessionDefaultChannelGroup",
          stringFilter: { matchType: "EXACT", value: "Organic Search" },
        },
      },
      orderBys: [{ dimension: { dimensionName: "date" } }],
    },
  };
}

/** What a person does on a Business Profile that brings business: calls, site visits, directions. */
export const PROFILE_ACTION_METRICS: GbpDailyMetric[] = [
  "CALL_CLICKS",
  "WEBSITE_CLICKS",
  "BUSINESS_DIRECTION_REQUESTS",
];

export function profileActionsQuery(locationId: string, range: DateRange): GbpMetricsQuery {
  return { locationId, ...range, metrics: PROFILE_ACTION_METRICS };
}

/**
 * The organic sessions card: the range's, and in compare mode the comparison's, as GA4 counts the
 * property's days (the default range ends on the property's own yesterday).
 */
export function sessionsRequests({ ga4, ga4Range, ga4Comparison, compare }: OverviewScope) {
  return {
    current: ga4 ? organicSessionsRequest(ga4, ga4Range) : null,
    previous: ga4 && compare ? organicSessionsRequest(ga4, ga4Comparison) : null,
  };
}

/** The profile actions card: each location over the range, and in compare mode the comparison. */
export function profileActionsQueries({ locations, range, comparison, compare }: OverviewScope) {
  return {
    current: locations.map((location) => profileActionsQuery(location, range)),
    previous: compare ? locations.map((location) => profileActionsQuery(location, comparison)) : [],
  };
}
