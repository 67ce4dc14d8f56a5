import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import { viewBrandTerms } from "@/lib/cannibalization/requests";
import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { propertyScopeFor } from "@/lib/filters/page-scope";
import { aiInsightsKeys } from "@/lib/query/keys";
import { aiInsights } from "./report";
import { aiInsightsRequest } from "./requests";
import { aiInsightsRequestSchema } from "./schemas";

export const AI_INSIGHTS_PATH = "/app/ai-insights/";

/** The whole of AI Insights, from the URL with the client's own parser and request builder. */
export async function prefetchAiInsights(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const scope = await propertyScopeFor(userId, search, AI_INSIGHTS_PATH, "gsc");
  if (!scope) return;
  const { project, property, range, compare, fresh } = scope;
  const request = aiInsightsRequest(
    { projectId: project.id, propertyId: property.id },
    range,
    compare,
    fresh,
    viewBrandTerms(project.brand_terms, property.property_uri),
  );
  await queryClient.prefetchQuery({
    queryKey: aiInsightsKeys.report(request),
    queryFn: () =>
      aiInsights(userId, property.property_uri, parseInput(request, aiInsightsRequestSchema)),
  });
}
