import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  AnalyticsBreakdownRequest,
  AnalyticsBreakdownResponse,
} from "@/lib/analytics/breakdown-types";
import { analyticsKeys } from "@/lib/query/keys";
import { request } from "@/lib/query/request";

/** One page of a breakdown with its comparison and search clicks, joined on the server. */
export function useBreakdownQuery(body: AnalyticsBreakdownRequest) {
  return useQuery({
    queryKey: analyticsKeys.breakdown(body),
    queryFn: () =>
      request<AnalyticsBreakdownResponse>("/api/data/analytics/breakdown/", {
        method: "POST",
        body,
      }),
    placeholderData: keepPreviousData,
  });
}
