import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { propertyScopeFor } from "@/lib/filters/page-scope";
import { gscInsightsKeys } from "@/lib/query/keys";
import { gscInsights } from "./report";
import { gscInsightsRequest } from "./requests";
import { gscInsightsRequestSchema } from "./schemas";

export const GSC_INSIGHTS_PATH = "/app/gsc-insights/";

/**
 * The whole of GSC Insights, built from the URL with the client's own parser and request builder,
 * read from the cached analysis rather than over HTTP.
 */
export async function prefetchGscInsights(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const scope = await propertyScopeFor(userId, search, GSC_INSIGHTS_PATH, "gsc");
  if (!scope) return;
  const { project, property, range, compare, fresh } = scope;
  const request = gscInsightsRequest(
    { projectId: project.id, propertyId: property.id },
    range,
    compare,
    fresh,
  );
  await queryClient.prefetchQuery({
    queryKey: gscInsightsKeys.report(request),
    queryFn: () =>
      gscInsights(userId, property.property_uri, parseInput(request, gscInsightsRequestSchema)),
  });
}
