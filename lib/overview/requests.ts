import { comparisonRange, previousPeriod, type CompareMode } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { Ga4DataRequest } from "@/lib/data-api/schemas/ga4";
import type { GbpDailyMetric, GbpMetricsQuery } from "@/lib/data-api/schemas/gbp";
import type { SearchConsoleDataRequest } from "@/lib/data-api/schemas/search-console";

/**
 * The period the overview's changes are measured against: the comparison's when one is on, else the
 * weekday-aligned period before, since its tables show change even without compare mode.
 */
export function changePeriod(range: DateRange, compare: CompareMode | null): DateRange {
  return comparisonRange(range, compare) ?? previousPeriod(range);
}

type Dimension = SearchConsoleDataRequest["dimensions"][number];

/**
 * A Search Console request of the overview. Data state "all" takes in the fresh days, so the
 * figures reach the end of the range and the chart can mark what may still change.
 */
export function searchRequest(
  ref: PropertyRef,
  range: DateRange,
  dimensions: Dimension[],
): SearchConsoleDataRequest {
  return { ...ref, ...range, dimensions, dataState: "all" };
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
