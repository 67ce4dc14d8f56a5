import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { getDb } from "@/lib/db/client";
import { googleToday } from "@/lib/dates/google-day";
import { parseFilterParams, type SearchParamsLike } from "@/lib/filters/filter-context";
import { pageConfigFor } from "@/lib/filters/page-config";
import { resolveViewScope } from "@/lib/filters/view-scope";
import { getUserProjects } from "@/lib/projects/prefetch";
import { reportKeys } from "@/lib/query/keys";
import { findReport, listReports } from "./store";

// The reports views' first screens, with the keys their hooks read.

export const REPORTS_PATH = "/app/reports/";

/** The list of the project the filter bar names (else the default project). */
export async function prefetchReports(
  queryClient: QueryClient,
  userId: string,
  search: SearchParamsLike,
): Promise<void> {
  const projects = await getUserProjects(userId);
  if (!projects) return;
  const now = Date.now();
  const view = resolveViewScope({
    params: parseFilterParams(search),
    projects,
    source: null,
    today: googleToday(now),
    now,
    defaultRangeDays: pageConfigFor(REPORTS_PATH).defaultRangeDays,
  });
  if (view.status === "no-project") return;
  const projectId = view.project.id;
  const db = await getDb();
  await queryClient.prefetchQuery({
    queryKey: reportKeys.list(projectId),
    queryFn: () => listReports(db, userId, projectId),
  });
}

/** The builder's report; its preview is read by the browser, since it reads every source. */
export async function prefetchReport(queryClient: QueryClient, userId: string, reportId: string) {
  const db = await getDb();
  await queryClient.prefetchQuery({
    queryKey: reportKeys.report(reportId),
    queryFn: () => findReport(db, userId, reportId),
  });
}
