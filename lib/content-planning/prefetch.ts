import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import { contentBoardSchema, contentListSchema } from "@/lib/content/schemas";
import { CONTENT_PLANNING_PATH } from "@/lib/content/prefill";
import { contentBoard, getContentItem, listContentItems } from "@/lib/content/store";
import { getDb } from "@/lib/db/client";
import { googleToday } from "@/lib/dates/google-day";
import { parseFilterParams, type SearchParamsLike } from "@/lib/filters/filter-context";
import { pageConfigFor } from "@/lib/filters/page-config";
import { resolveViewScope } from "@/lib/filters/view-scope";
import { getUserProjects } from "@/lib/projects/prefetch";
import { contentKeys } from "@/lib/query/keys";
import { boardParams, listParams, parsePlanningState } from "./url-state";

/** The params as the routes read them from a query string. */
const asQuery = (params: Record<string, string | number | boolean | undefined>) =>
  Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );

/**
 * Content Planning's first screen for the project the filter bar names (else the default one):
 * the board, or the table's page, and the item whose sheet the URL opens, with the hooks' keys.
 */
export async function prefetchContentPlanning(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const projects = await getUserProjects(userId);
  if (!projects) return;
  const now = Date.now();
  const scope = resolveViewScope({
    params: parseFilterParams(search),
    projects,
    source: null,
    today: googleToday(now),
    now,
    defaultRangeDays: pageConfigFor(CONTENT_PLANNING_PATH).defaultRangeDays,
  });
  if (scope.status === "no-project") return;
  const projectId = scope.project.id;
  const state = parsePlanningState(search);
  const db = await getDb();
  const work: Promise<void>[] = [];
  if (state.view === "board") {
    const params = boardParams(projectId, state);
    work.push(
      queryClient.prefetchQuery({
        queryKey: contentKeys.board(params),
        queryFn: () => contentBoard(db, userId, parseInput(asQuery(params), contentBoardSchema)),
      }),
    );
  } else {
    const params = listParams(projectId, state);
    work.push(
      queryClient.prefetchQuery({
        queryKey: contentKeys.list(params),
        queryFn: () => listContentItems(db, userId, parseInput(asQuery(params), contentListSchema)),
      }),
    );
  }
  const { item } = state;
  if (item)
    work.push(
      queryClient.prefetchQuery({
        queryKey: contentKeys.item(projectId, item),
        queryFn: () => getContentItem(db, userId, projectId, item),
      }),
    );
  await Promise.all(work);
}
