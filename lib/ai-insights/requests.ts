import type { CompareMode } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { changePeriod, dataStateOf } from "@/lib/overview/requests";
import type { AiInsightsRequest } from "./schemas";

// The request of the AI Insights view. Pure: the server page prefetches with this same builder.

export function aiInsightsRequest(
  { projectId, propertyId }: PropertyRef,
  range: DateRange,
  compare: CompareMode | null,
  fresh: boolean,
  brandTerms: readonly string[],
): AiInsightsRequest {
  return {
    projectId,
    propertyId,
    startDate: range.startDate,
    endDate: range.endDate,
    compareWith: changePeriod(range, compare),
    dataState: dataStateOf(fresh),
    brandTerms: [...brandTerms],
  };
}
