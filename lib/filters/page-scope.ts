import "server-only";
import { googleToday } from "@/lib/dates/google-day";
import { parseFilterParams, type SearchParamsLike } from "@/lib/filters/filter-context";
import { pageConfigFor } from "@/lib/filters/page-config";
import { resolveViewScope, type ReadyScope } from "@/lib/filters/view-scope";
import type { DataSourceType } from "@/lib/projects/limits";
import { getUserProjects } from "@/lib/projects/prefetch";
import type { DataSourceDto } from "@/lib/projects/types";

/**
 * The scope a view's server prefetch reads, resolved from the URL as the client's `useViewScope`
 * resolves it (the same parser, the page's default range, Google's day); null when the user has no
 * property of the source, which the client's empty state then explains.
 */
export async function propertyScopeFor(
  userId: string,
  search: SearchParamsLike,
  path: string,
  source: DataSourceType,
): Promise<(ReadyScope & { property: DataSourceDto }) | null> {
  const projects = await getUserProjects(userId);
  if (!projects) return null;
  const scope = resolveViewScope({
    params: parseFilterParams(search),
    projects,
    source,
    today: googleToday(),
    defaultRangeDays: pageConfigFor(path).defaultRangeDays,
  });
  return scope.status === "ready" && scope.property ? { ...scope, property: scope.property } : null;
}
