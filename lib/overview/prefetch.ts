import "server-only";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import { prefetchAnnotations } from "@/lib/content/annotations-prefetch";
import { getDb } from "@/lib/db/client";
import { ga4Report } from "@/lib/data-api/ga4";
import { gbpMetrics } from "@/lib/data-api/gbp";
import { findUserLocation } from "@/lib/data-api/ownership";
import { gbpMetricsQuerySchema } from "@/lib/data-api/schemas/gbp";
import { searchConsoleDataRequestSchema } from "@/lib/data-api/schemas/search-console";
import { searchConsoleData } from "@/lib/data-api/search-console";
import { googleToday } from "@/lib/dates/google-day";
import { parseFilterParams, type SearchParamsLike } from "@/lib/filters/filter-context";
import { OVERVIEW_PATH, pageConfigFor } from "@/lib/filters/page-config";
import { resolveViewScope } from "@/lib/filters/view-scope";
import { getUserProjects } from "@/lib/projects/prefetch";
import { ga4Keys, gbpMetricsKeys, searchConsoleKeys } from "@/lib/query/keys";
import { dailyRequests, profileActionsQueries, sessionsRequests } from "./requests";
import { overviewScope } from "./scope";

/**
 * The overview's first screen, built from the URL with the same resolver and request builders as
 * the client's widgets: the KPIs (Search Console, GA4, Business Profile) and the trend. Each is
 * loaded from the cached Google answers, not over HTTP; a failure is left out, so the widget asks
 * again itself.
 */
export async function prefetchOverview(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const projects = await getUserProjects(userId);
  if (!projects) return;
  const now = Date.now();
  const today = googleToday(now);
  const view = resolveViewScope({
    params: parseFilterParams(search),
    projects,
    source: null,
    today,
    now,
    defaultRangeDays: pageConfigFor(OVERVIEW_PATH).defaultRangeDays,
  });
  if (view.status !== "ready") return;
  const scope = overviewScope(view, today, now);
  const sourceUri = (id: string | undefined) =>
    scope.project.dataSources.find((s) => s.id === id)?.property_uri;
  const gscUri = sourceUri(scope.gsc?.propertyId);
  const ga4Uri = sourceUri(scope.ga4?.propertyId);

  const loads: Promise<void>[] = [];
  const prefetch = (queryKey: QueryKey, queryFn: () => Promise<unknown>) =>
    loads.push(queryClient.prefetchQuery({ queryKey, queryFn }));

  // The first screen only: the KPIs and the trend read one row a day. The tables, movers and
  // opportunities below the fold read every query and page of two periods, so they load when the
  // person scrolls near them instead of holding up the first HTML and the server.
  if (gscUri) {
    // The trend's notes, so the chart's first HTML holds them.
    loads.push(
      prefetchAnnotations(queryClient, userId, { projectId: scope.project.id, ...scope.range }),
    );
    const daily = dailyRequests(scope);
    for (const request of [daily.current, daily.previous]) {
      if (!request) continue;
      prefetch(searchConsoleKeys.data(request), () =>
        searchConsoleData(userId, gscUri, parseInput(request, searchConsoleDataRequestSchema)),
      );
    }
  }

  const sessions = sessionsRequests(scope);
  for (const request of [sessions.current, sessions.previous]) {
    if (request && ga4Uri)
      prefetch(ga4Keys.report(request), () => ga4Report(userId, ga4Uri, request.request));
  }

  const actions = profileActionsQueries(scope);
  for (const query of [...actions.current, ...actions.previous]) {
    prefetch(gbpMetricsKeys.metrics(query), async () => {
      const location = await findUserLocation(await getDb(), userId, query.locationId);
      return gbpMetrics(userId, location, parseInput(query, gbpMetricsQuerySchema));
    });
  }
  await Promise.all(loads);
}
