import type { CompareMode } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { Ga4DataRequest, Ga4FilterExpression } from "@/lib/data-api/schemas/ga4";
import { changePeriod } from "@/lib/overview/requests";
import type { AnalyticsBreakdownRequest } from "./breakdown-types";
import {
  BREAKDOWN_METRICS,
  BREAKDOWNS,
  KPI_API_NAMES,
  ORGANIC_CHANNEL,
  OTHER_ROW,
  type BreakdownId,
  type BreakdownMetricId,
} from "./metrics";
import type { AnalyticsGrain } from "./url-state";

// The Analytics view's GA4 requests, pure: the server page prefetches with these same builders.
// Every one goes through POST /api/data/ga4/, which runs it on the project's property: Google
// computes the totals, the buckets, the order and the page, and the browser gets what it shows.

/** The comparison period of the view: the one picked, or the previous period (weekday-aligned). */
export const analyticsComparison = (range: DateRange, compare: CompareMode | null) =>
  changePeriod(range, compare);

const ORGANIC_FILTER: Ga4FilterExpression = {
  filter: {
    fieldName: "sessionDefaultChannelGroup",
    stringFilter: { matchType: "EXACT", value: ORGANIC_CHANNEL },
  },
};

/** The organic filter and a search, joined; undefined when there is neither. */
function filterOf(organic: boolean, search?: { field: string; text: string }) {
  const parts: Ga4FilterExpression[] = [];
  if (organic) parts.push(ORGANIC_FILTER);
  if (search && search.text.trim())
    parts.push({
      filter: {
        fieldName: search.field,
        stringFilter: { matchType: "CONTAINS", value: search.text.trim(), caseSensitive: false },
      },
    });
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { andGroup: { expressions: parts } };
}

/** The headline totals of the range and of the comparison period: one totals row each. */
export function kpiRequest(
  ref: PropertyRef,
  range: DateRange,
  comparison: DateRange,
  organic: boolean,
): Ga4DataRequest {
  const dimensionFilter = filterOf(organic);
  return {
    ...ref,
    request: {
      dateRanges: [range, comparison],
      metrics: KPI_API_NAMES.map((name) => ({ name })),
      // The view says when the property's hourly or daily tokens run low.
      returnPropertyQuota: true,
      ...(dimensionFilter ? { dimensionFilter } : {}),
    },
  };
}

/** GA4's bucket dimension for a grain: it counts users per bucket itself (users do not add up). */
export const GRAIN_DIMENSIONS: Record<AnalyticsGrain, string> = {
  day: "date",
  week: "isoYearIsoWeek",
  month: "yearMonth",
};

/** Every KPI's figure per bucket of one period: the trend and the cards' sparklines. */
export function seriesRequest(
  ref: PropertyRef,
  range: DateRange,
  grain: AnalyticsGrain,
  organic: boolean,
): Ga4DataRequest {
  const dimensionFilter = filterOf(organic);
  const dimension = GRAIN_DIMENSIONS[grain];
  return {
    ...ref,
    request: {
      dateRanges: [range],
      dimensions: [{ name: dimension }],
      metrics: KPI_API_NAMES.map((name) => ({ name })),
      orderBys: [{ dimension: { dimensionName: dimension } }],
      limit: 1000,
      ...(dimensionFilter ? { dimensionFilter } : {}),
    },
  };
}

export type BreakdownTable = {
  sort: BreakdownMetricId | "key";
  desc: boolean;
  search?: string;
  pageIndex: number;
  pageSize: number;
};

export const DEFAULT_BREAKDOWN_TABLE: BreakdownTable = {
  sort: "sessions",
  desc: true,
  pageIndex: 0,
  pageSize: 25,
};

export const breakdownDimension = (tab: BreakdownId) =>
  BREAKDOWNS.find((b) => b.id === tab)!.dimension;

/** One page of a breakdown, sorted and searched by Google; `rowCount` is every row's count. */
export function breakdownRequest(
  ref: PropertyRef,
  range: DateRange,
  tab: BreakdownId,
  organic: boolean,
  table: BreakdownTable,
): Ga4DataRequest {
  const dimension = breakdownDimension(tab);
  const dimensionFilter = filterOf(organic, { field: dimension, text: table.search ?? "" });
  const order =
    table.sort === "key"
      ? { dimension: { dimensionName: dimension }, desc: table.desc }
      : { metric: { metricName: table.sort }, desc: table.desc };
  return {
    ...ref,
    request: {
      dateRanges: [range],
      dimensions: [{ name: dimension }],
      metrics: BREAKDOWN_METRICS.map((m) => ({ name: m.id })),
      orderBys: [order],
      limit: table.pageSize,
      offset: table.pageIndex * table.pageSize,
      ...(dimensionFilter ? { dimensionFilter } : {}),
    },
  };
}

/** The figures each breakdown row is compared on, in this order. */
export const COMPARED_METRICS = ["sessions", "totalUsers"] as const;

/**
 * The comparison period's figures of the keys on one page of a breakdown, or null for none.
 *
 * Why a second request and not one report over both ranges: with two date ranges GA4 answers a
 * row per key *and* range (its `dateRange` dimension), so `limit`/`offset` and `rowCount` would
 * count those pairs, and an order by sessions would mix both periods' figures. Paging the range's
 * own report and asking for its keys alone keeps GA4's order, page and count exactly those of
 * the table; the price is that the change columns cannot be sorted by.
 */
export function breakdownComparisonRequest(
  ref: PropertyRef,
  comparison: DateRange,
  tab: BreakdownId,
  organic: boolean,
  keys: readonly string[],
): Ga4DataRequest | null {
  // GA4's "(other)" row gathers different keys in each period: it has no counterpart.
  const values = [...new Set(keys)].filter((key) => key !== OTHER_ROW);
  if (values.length === 0) return null;
  const dimension = breakdownDimension(tab);
  const keysFilter: Ga4FilterExpression = {
    filter: { fieldName: dimension, inListFilter: { values, caseSensitive: true } },
  };
  const organicFilter = filterOf(organic);
  return {
    ...ref,
    request: {
      dateRanges: [comparison],
      dimensions: [{ name: dimension }],
      metrics: COMPARED_METRICS.map((name) => ({ name })),
      limit: values.length,
      dimensionFilter: organicFilter
        ? { andGroup: { expressions: [organicFilter, keysFilter] } }
        : keysFilter,
    },
  };
}

/** The body of POST /api/data/analytics/breakdown/: one page of a tab, beside its comparison. */
export function breakdownPageRequest(
  ref: PropertyRef,
  range: DateRange,
  comparison: DateRange,
  tab: BreakdownId,
  organic: boolean,
  table: BreakdownTable,
): AnalyticsBreakdownRequest {
  return { ...ref, ...range, compareWith: comparison, tab, organic, table };
}

/** Every request of the view's first screen, as the view and its prefetch build them. */
export function analyticsRequests(
  ref: PropertyRef,
  range: DateRange,
  compare: CompareMode | null,
  state: { grain: AnalyticsGrain; tab: BreakdownId; organic: boolean },
  table: BreakdownTable = DEFAULT_BREAKDOWN_TABLE,
) {
  const comparison = analyticsComparison(range, compare);
  return {
    kpis: kpiRequest(ref, range, comparison, state.organic),
    daily: seriesRequest(ref, range, "day", state.organic),
    trend: seriesRequest(ref, range, state.grain, state.organic),
    previousTrend: seriesRequest(ref, comparison, state.grain, state.organic),
    /** The GA4 report of the breakdown's page; its export is every row of it. */
    breakdown: breakdownRequest(ref, range, state.tab, state.organic, table),
    /** The page the table shows, with the comparison and the search clicks joined on the server. */
    breakdownPage: breakdownPageRequest(ref, range, comparison, state.tab, state.organic, table),
  };
}
