import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { getDb } from "@/lib/db/client";
import { withUser } from "@/lib/db/user-scope";
import { comparisonRange } from "@/lib/dates/compare";
import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { propertyScopeFor } from "@/lib/filters/page-scope";
import { exploreKeys } from "@/lib/query/keys";
import { explorationDefinitionSchema } from "./definition";
import { runExploration } from "./run";
import { listExplorations } from "./store";
import { EXPLORE_PATH, explorationOf, parseExploreState } from "./url-state";

/** GA4 Explore's first screen: the exploration's first page, its chart, and the saved list. */
export async function prefetchExplore(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const scope = await propertyScopeFor(userId, search, EXPLORE_PATH, "ga4");
  if (!scope) return;
  const { project, property } = scope;
  const state = parseExploreState(search);
  const definition = explorationOf(
    state.definition,
    scope.range,
    comparisonRange(scope.range, scope.compare),
  );
  const request = {
    projectId: project.id,
    propertyId: property.id,
    definition,
    table: { pageIndex: state.pageIndex, pageSize: state.pageSize },
  };
  const db = await getDb();
  const checked = explorationDefinitionSchema.safeParse(definition);
  await Promise.all([
    // A definition the schema refuses (an edited link) is the route's to explain, in the browser.
    checked.success
      ? queryClient.prefetchQuery({
          queryKey: exploreKeys.result(request),
          queryFn: () =>
            runExploration(
              { userId, propertyUri: property.property_uri },
              checked.data,
              request.table,
            ),
        })
      : undefined,
    queryClient.prefetchQuery({
      queryKey: exploreKeys.saved(project.id),
      queryFn: () => withUser(userId, (tx) => listExplorations(tx, project.id), db),
    }),
  ]);
}
