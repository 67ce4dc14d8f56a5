import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Ga4DataRequest } from "@/lib/data-api/schemas/ga4";
import { REALTIME_REFRESH_MS } from "@/lib/analytics/realtime-types";
import { fetchGa4Realtime, fetchGa4Report } from "@/lib/query/google-data";
import { ga4Keys } from "@/lib/query/keys";

/** A GA4 report of a project's Analytics data source; `null` sends nothing. */
export function useGa4Report(params: Ga4DataRequest | null) {
  return useQuery({
    queryKey: params ? ga4Keys.report(params) : ga4Keys.all,
    queryFn: () => fetchGa4Report(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Active users now, asked again every minute while the page is visible (TanStack Query stops the
 * interval while the tab is hidden); `null` sends nothing.
 */
export function useGa4Realtime(ref: { projectId: string; propertyId: string } | null) {
  return useQuery({
    queryKey: ref ? ga4Keys.realtime(ref) : ga4Keys.all,
    queryFn: () => fetchGa4Realtime(ref!),
    enabled: ref !== null,
    refetchInterval: REALTIME_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: REALTIME_REFRESH_MS / 2,
  });
}
