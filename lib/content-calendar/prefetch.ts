import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { parseInput } from "@/lib/api/request";
import { calendarFeedStatus } from "@/lib/content/feeds";
import { getDb } from "@/lib/db/client";
import { googleToday } from "@/lib/dates/google-day";
import { parseFilterParams, type SearchParamsLike } from "@/lib/filters/filter-context";
import { pageConfigFor } from "@/lib/filters/page-config";
import { resolveViewScope } from "@/lib/filters/view-scope";
import { getUserProjects } from "@/lib/projects/prefetch";
import { contentKeys } from "@/lib/query/keys";
import { visibleRange } from "./grid";
import { calendarRangeItems } from "./range";
import { calendarRangeSchema } from "./schemas";
import { calendarToday, CONTENT_CALENDAR_PATH, parseCalendarState } from "./url-state";

/**
 * The calendar's first screen for the project the filter bar names (else the default one): the
 * items of the month or week the URL shows, and whether the project has a feed, with the hooks' keys.
 */
export async function prefetchContentCalendar(
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
    defaultRangeDays: pageConfigFor(CONTENT_CALENDAR_PATH).defaultRangeDays,
  });
  if (scope.status === "no-project") return;
  const projectId = scope.project.id;
  const state = parseCalendarState(search, calendarToday(now));
  const range = { projectId, ...visibleRange(state.view, state.date) };
  const db = await getDb();
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: contentKeys.calendar(range),
      queryFn: () => calendarRangeItems(db, userId, parseInput(range, calendarRangeSchema)),
    }),
    queryClient.prefetchQuery({
      queryKey: contentKeys.feed(projectId),
      queryFn: () => calendarFeedStatus(db, userId, projectId),
    }),
  ]);
}
