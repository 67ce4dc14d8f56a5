"use client";

import { useEffect, useMemo, useSyncExternalStore } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { useSessionUser } from "@/hooks/use-auth";
import { useProjectsQuery } from "@/hooks/queries/use-projects-query";
import { useReplaceSearch } from "@/hooks/use-replace-search";
import { googleToday } from "@/lib/dates/google-day";
import {
  hasFilterParams,
  parseFilterParams,
  withFilterParams,
  type FilterParams,
} from "@/lib/filters/filter-context";
import { pageConfigFor } from "@/lib/filters/page-config";
import { FILTER_CONTEXT_KEY, readStoredFilters } from "@/lib/filters/stored-filters";
import { resolveViewScope, type ViewScope } from "@/lib/filters/view-scope";
import type { DataSourceType } from "@/lib/projects/limits";

export type ViewScopeState =
  { status: "loading" } | { status: "error"; error: unknown; retry: () => void } | ViewScope;

const noSubscription = () => () => {};
function storedFiltersText(): string | null {
  try {
    return window.localStorage.getItem(FILTER_CONTEXT_KEY);
  } catch {
    return null;
  }
}
const storage = () => ({ getItem: storedFiltersText });

/**
 * The user's remembered filters, read after hydration (the server has no storage, so the first
 * render agrees with the server's HTML).
 */
function useStoredFilters(userId: string | null): FilterParams | null {
  const text = useSyncExternalStore(noSubscription, storedFiltersText, () => null);
  return useMemo(
    () => (userId && text ? readStoredFilters({ getItem: () => text }, userId) : null),
    [userId, text],
  );
}

/**
 * The project, property and range a view reads (loading / no project / no source / ready),
 * resolved as the server page resolved it: from the URL's filters, else the remembered ones, else
 * the defaults. The project shown is written to the URL so the filter bar names it; the write is
 * not remembered as the user's choice, and the default property stays out of the URL.
 */
export function useViewScope(source: DataSourceType | null): ViewScopeState {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const replaceSearch = useReplaceSearch();
  const user = useSessionUser();
  const projects = useProjectsQuery();
  const stored = useStoredFilters(user?.id ?? null);
  const { defaultRangeDays } = pageConfigFor(pathname);
  const fromUrl = hasFilterParams(searchParams);
  const params = useMemo(
    () => (fromUrl ? parseFilterParams(searchParams) : (stored ?? {})),
    [fromUrl, searchParams, stored],
  );
  const scope = useMemo(
    () =>
      projects.data
        ? resolveViewScope({
            params,
            projects: projects.data,
            source,
            today: googleToday(),
            defaultRangeDays,
          })
        : null,
    [projects.data, params, source, defaultRangeDays],
  );
  const shownProject = scope && scope.status !== "no-project" ? scope.project.id : null;
  const write =
    shownProject && (!fromUrl || !params.project) ? { ...params, project: shownProject } : null;
  const writeKey = write ? JSON.stringify(write) : null;

  const userId = user?.id ?? null;
  useEffect(() => {
    if (!writeKey) return;
    // Right after hydration the remembered filters are not read yet (the server has no storage):
    // the shell's restore writes them, and the render that reads them names the project. Checked
    // here rather than with a "hydrated" flag in render, which would render the view once more,
    // synchronously, on every page load.
    if (!fromUrl && stored === null && userId && readStoredFilters(storage(), userId)) return;
    const next = JSON.parse(writeKey) as FilterParams;
    // Built on the newest query string: a project written meanwhile (a choice, a restore) wins.
    replaceSearch((current) =>
      parseFilterParams(current).project
        ? null
        : withFilterParams(current, { ...parseFilterParams(current), ...next }),
    );
  }, [writeKey, fromUrl, stored, userId, replaceSearch]);

  if (projects.isError && !projects.data)
    return { status: "error", error: projects.error, retry: () => void projects.refetch() };
  return scope ?? { status: "loading" };
}
