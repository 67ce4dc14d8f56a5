"use client";

import { useEffect, useMemo, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { useProjectsQuery } from "@/hooks/queries/use-projects-query";
import { useFilterContext } from "@/hooks/use-filter-context";
import { parseFilterParams } from "@/lib/filters/filter-context";
import { pageConfigFor } from "@/lib/filters/page-config";
import { resolveViewScope, type ViewScope } from "@/lib/filters/view-scope";
import type { DataSourceType } from "@/lib/projects/schemas";

export type ViewScopeState =
  { status: "loading" } | { status: "error"; error: unknown; retry: () => void } | ViewScope;

/**
 * The project, property and range a view reads (loading / no project / no source / ready),
 * resolved from the URL as the server page resolved it. A default project is written to the URL,
 * so the filter bar names it; the default property stays out of it.
 */
export function useViewScope(source: DataSourceType | null): ViewScopeState {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const projects = useProjectsQuery();
  const { setProject } = useFilterContext();
  const { defaultRangeDays } = pageConfigFor(pathname);
  const scope = useMemo(
    () =>
      projects.data
        ? resolveViewScope({
            params: parseFilterParams(searchParams),
            projects: projects.data,
            source,
            today: new Date(),
            defaultRangeDays,
          })
        : null,
    [projects.data, searchParams, source, defaultRangeDays],
  );
  const defaultId =
    scope && scope.status !== "no-project" && !searchParams.get("project")
      ? scope.project.id
      : null;

  // The filter context's setters change with every URL; only a new default is written.
  const setProjectRef = useRef(setProject);
  useEffect(() => {
    setProjectRef.current = setProject;
  });
  useEffect(() => {
    if (defaultId) setProjectRef.current(defaultId);
  }, [defaultId]);

  if (projects.isError && !projects.data)
    return { status: "error", error: projects.error, retry: () => void projects.refetch() };
  return scope ?? { status: "loading" };
}
