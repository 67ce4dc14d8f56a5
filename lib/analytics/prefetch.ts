import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import { ga4Report } from "@/lib/data-api/ga4";
import type { Ga4DataRequest } from "@/lib/data-api/schemas/ga4";
import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { propertyScopeFor } from "@/lib/filters/page-scope";
import { primarySource } from "@/lib/filters/selectors";
import { ga4Keys } from "@/lib/query/keys";
import { analyticsBreakdown } from "./breakdown";
import { analyticsBreakdownRequestSchema } from "./breakdown-schema";
import { analyticsKeys } from "@/lib/query/keys";
import { analyticsRequests } from "./requests";
import { parseAnalyticsState } from "./url-state";

export const ANALYTICS_PATH = "/app/analytics/";

/**
 * The Analytics view's first screen: the cards, the trend and the first page of the breakdown,
 * with its comparison and, on landing pages, its Search Console clicks.
 */
export async function prefetchAnalytics(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const scope = await propertyScopeFor(userId, search, ANALYTICS_PATH, "ga4");
  if (!scope) return;
  const { property, project } = scope;
  const { kpis, daily, trend, previousTrend, breakdownPage } = analyticsRequests(
    { projectId: project.id, propertyId: property.id },
    scope.range,
    scope.compare,
    parseAnalyticsState(search),
  );
  const unique = new Map<string, Ga4DataRequest>();
  for (const request of [kpis, daily, trend, previousTrend])
    unique.set(JSON.stringify(request), request);
  const gsc = primarySource(project.dataSources, "gsc");
  await Promise.all([
    ...[...unique.values()].map((request) =>
      queryClient.prefetchQuery({
        queryKey: ga4Keys.report(request),
        queryFn: () => ga4Report(userId, property.property_uri, request.request),
      }),
    ),
    queryClient.prefetchQuery({
      queryKey: analyticsKeys.breakdown(breakdownPage),
      queryFn: () =>
        analyticsBreakdown(
          userId,
          { ga4: property.property_uri, gsc: gsc?.property_uri ?? null },
          parseInput(breakdownPage, analyticsBreakdownRequestSchema),
        ),
    }),
  ]);
}
