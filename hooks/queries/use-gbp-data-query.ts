import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchGbpMetrics } from "@/lib/data-api/api-client";
import { gbpMetricsKeys } from "@/lib/data-api/query-keys";
import type { GbpMetricsQuery } from "@/lib/data-api/schemas/gbp";

/** Daily Business Profile metrics of one location; `null` (no location yet) sends nothing. */
export function useGbpMetrics(params: GbpMetricsQuery | null) {
  return useQuery({
    queryKey: params ? gbpMetricsKeys.metrics(params) : gbpMetricsKeys.all,
    queryFn: () => fetchGbpMetrics(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
