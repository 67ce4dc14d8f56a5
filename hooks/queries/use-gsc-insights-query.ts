import { useQuery } from "@tanstack/react-query";
import type { GscInsightsRequest } from "@/lib/gsc-insights/schemas";
import { fetchGscInsights } from "@/lib/query/gsc-insights";
import { gscInsightsKeys } from "@/lib/query/keys";

/** Why clicks changed over the request's periods; `null` (no property yet) sends nothing. */
export function useGscInsightsQuery(request: GscInsightsRequest | null) {
  return useQuery({
    queryKey: request ? gscInsightsKeys.report(request) : gscInsightsKeys.all,
    queryFn: () => fetchGscInsights(request!),
    enabled: request !== null,
  });
}
