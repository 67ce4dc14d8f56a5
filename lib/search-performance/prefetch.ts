import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import { prefetchAnnotations } from "@/lib/content/annotations-prefetch";
import {
  searchConsoleDataRequestSchema,
  type SearchConsoleDataRequest,
} from "@/lib/data-api/schemas/search-console";
import { searchConsoleData } from "@/lib/data-api/search-console";
import { googleToday } from "@/lib/dates/google-day";
import { parseFilterParams, type SearchParamsLike } from "@/lib/filters/filter-context";
import { pageConfigFor } from "@/lib/filters/page-config";
import { resolveViewScope } from "@/lib/filters/view-scope";
import { getUserProjects } from "@/lib/projects/prefetch";
import { searchConsoleKeys } from "@/lib/query/keys";
import { resolveBrandTerms } from "./brand";
import { brandedSplitRequest, tabRequest, trendRequest } from "./requests";
import { parseViewState } from "./url-state";

export const SEARCH_PERFORMANCE_PATH = "/app/search-performance/";

/**
 * The first screen of Search Performance, built from the URL with the same parsers and request
 * builders as the client's widgets: the totals and trend (and the comparison's), the open tab's
 * first page and the branded split. Each is loaded from the cached Google answer, not over HTTP.
 */
export async function prefetchSearchPerformance(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const projects = await getUserProjects(userId);
  if (!projects) return;
  const scope = resolveViewScope({
    params: parseFilterParams(search),
    projects,
    source: "gsc",
    today: googleToday(),
    defaultRangeDays: pageConfigFor(SEARCH_PERFORMANCE_PATH).defaultRangeDays,
  });
  if (scope.status !== "ready" || !scope.property) return;
  const { project, property, range, previousRange, fresh } = scope;
  const state = parseViewState(search);
  const ref = { projectId: project.id, propertyId: property.id, fresh };
  const { terms } = resolveBrandTerms(project.brand_terms, state.brandTerms, property.property_uri);

  const requests: (SearchConsoleDataRequest | null)[] = [
    trendRequest(ref, range, state, terms, previousRange),
    previousRange ? trendRequest(ref, previousRange, state, terms) : null,
    tabRequest(ref, range, state, terms, state.tab, { compareWith: previousRange }),
    // The completeness badges read the Queries tab's first page whichever tab is open.
    tabRequest(ref, range, state, terms, "queries", { compareWith: previousRange }),
    brandedSplitRequest(ref, range, state, terms),
  ];
  await Promise.all([
    // The trend's notes, so the chart's first HTML holds them.
    prefetchAnnotations(queryClient, userId, { projectId: project.id, ...range }),
    ...requests.map((request) =>
      request
        ? queryClient.prefetchQuery({
            queryKey: searchConsoleKeys.data(request),
            queryFn: () =>
              searchConsoleData(
                userId,
                property.property_uri,
                parseInput(request, searchConsoleDataRequestSchema),
              ),
          })
        : null,
    ),
  ]);
}
