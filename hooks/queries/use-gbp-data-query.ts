import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { GbpMetricsQuery } from "@/lib/data-api/schemas/gbp";
import { fetchGbpMetrics } from "@/lib/query/google-data";
import { gbpMetricsKeys } from "@/lib/query/keys";

/** Daily Business Profile metrics of one location; `null` (no location yet) sends nothing. */
export function useGbpMetrics(params: GbpMetricsQuery | null) {
  return useQuery({
    queryKey: params ? gbpMetricsKeys.metrics(params) : gbpMetricsKeys.all,
    queryFn: () => fetchGbpMetrics(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
