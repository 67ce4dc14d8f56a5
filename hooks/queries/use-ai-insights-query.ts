import { useQuery } from "@tanstack/react-query";
import type { AiInsightsRequest } from "@/lib/ai-insights/schemas";
import { fetchAiInsights } from "@/lib/query/ai-insights";
import { aiInsightsKeys } from "@/lib/query/keys";

/** The period's summary and action list; `null` (no property yet) sends nothing. */
export function useAiInsightsQuery(request: AiInsightsRequest | null) {
  return useQuery({
    queryKey: request ? aiInsightsKeys.report(request) : aiInsightsKeys.all,
    queryFn: () => fetchAiInsights(request!),
    enabled: request !== null,
  });
}
