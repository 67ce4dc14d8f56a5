import type { CompareMode } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { changePeriod, dataStateOf } from "@/lib/overview/requests";
import type { GscInsightsDimension, GscInsightsRequest } from "./schemas";

// The request of the GSC Insights view, built from its scope. Pure: the server page prefetches with
// this same builder, so its cache key is the one the client's hook reads.

/**
 * The view always compares: with the comparison the filter bar names, else with the
 * weekday-aligned period before, as the Overview's changes do.
 */
export function gscInsightsRequest(
  { projectId, propertyId }: PropertyRef,
  range: DateRange,
  compare: CompareMode | null,
  fresh: boolean,
): GscInsightsRequest {
  return {
    projectId,
    propertyId,
    startDate: range.startDate,
    endDate: range.endDate,
    compareWith: changePeriod(range, compare),
    dataState: dataStateOf(fresh),
  };
}

export const GSC_INSIGHTS_EXPORT_PATH = "/api/data/gsc-insights/export/";

/**
 * The download link of every key of one dimension beside the comparison period, largest change
 * first: the server streams the file, so the browser never holds the keys.
 */
export function gscInsightsExportHref(
  request: GscInsightsRequest,
  dimension: GscInsightsDimension,
  filename: string,
): string {
  const params = new URLSearchParams({ request: JSON.stringify(request), dimension, filename });
  return `${GSC_INSIGHTS_EXPORT_PATH}?${params}`;
}
