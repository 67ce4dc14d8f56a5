import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { ga4Report } from "@/lib/data-api/ga4";
import type { Ga4DataRequest } from "@/lib/data-api/schemas/ga4";
import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { propertyScopeFor } from "@/lib/filters/page-scope";
import { ga4Keys } from "@/lib/query/keys";
import { analyticsRequests } from "./requests";
import { parseAnalyticsState } from "./url-state";

export const ANALYTICS_PATH = "/app/analytics/";

/** The Analytics view's first screen: the cards, the trend and the first page of the breakdown. */
export async function prefetchAnalytics(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const scope = await propertyScopeFor(userId, search, ANALYTICS_PATH, "ga4");
  if (!scope) return;
  const { property } = scope;
  const requests = analyticsRequests(
    { projectId: scope.project.id, propertyId: property.id },
    scope.range,
    scope.compare,
    parseAnalyticsState(search),
  );
  const unique = new Map<string, Ga4DataRequest>();
  for (const request of Object.values(requests)) unique.set(JSON.stringify(request), request);
  await Promise.all(
    [...unique.values()].map((request) =>
      queryClient.prefetchQuery({
        queryKey: ga4Keys.report(request),
        queryFn: () => ga4Report(userId, property.property_uri, request.request),
      }),
    ),
  );
}
