"use client";

import { useEffect, useMemo } from "react";
import { useProjectsQuery } from "@/hooks/queries/use-projects-query";
import { useFilterContext } from "@/hooks/use-filter-context";
import type { CompareMode } from "@/lib/filters/filter-context";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { changePeriod } from "@/lib/overview/requests";
import { primarySource } from "@/lib/filters/selectors";
import { defaultProject, locationNumbers } from "@/lib/overview/sources";
import type { DataSourceDto, ProjectDto } from "@/lib/projects/types";

export type OverviewScope = {
  project: ProjectDto;
  /** The Search Console, GA4 and Business Profile sources the overview reads; null when not connected. */
  gsc: PropertyRef | null;
  /** The Search Console property itself, for its name. */
  gscSource: DataSourceDto | null;
  ga4: PropertyRef | null;
  locations: string[];
  range: DateRange;
  /** The period changes are measured against (always set: tables show change even without compare mode). */
  comparison: DateRange;
  compare: CompareMode | null;
};

export type OverviewState =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void }
  /** No project, or the chosen one has no data source: onboarding's turn. */
  | { status: "setup"; project: ProjectDto | null }
  | ({ status: "ready" } & OverviewScope);

/**
 * The project the overview shows (the URL's, else the newest with data, written to the URL so the
 * filter bar names it) and what it reads of it.
 */
export function useOverviewScope(): OverviewState {
  const projects = useProjectsQuery();
  const { selectedProjectId, setProject, dateRange, compare } = useFilterContext();
  const fallback = projects.data ? defaultProject(projects.data) : null;

  useEffect(() => {
    if (!selectedProjectId && fallback) setProject(fallback.id);
  }, [selectedProjectId, fallback, setProject]);

  const project = projects.data?.find((p) => p.id === (selectedProjectId ?? fallback?.id)) ?? null;
  // The filter context builds a new range object each render; the queries and memos below key on its days.
  const { startDate, endDate } = dateRange;
  const range = useMemo(() => ({ startDate, endDate }), [startDate, endDate]);
  const comparison = useMemo(() => changePeriod(range, compare), [range, compare]);
  const scope = useMemo(() => {
    if (!project) return null;
    const ref = (source: DataSourceDto | null) =>
      source ? { projectId: project.id, propertyId: source.id } : null;
    const gsc = primarySource(project.dataSources, "gsc");
    return {
      project,
      gsc: ref(gsc),
      gscSource: gsc,
      ga4: ref(primarySource(project.dataSources, "ga4")),
      locations: locationNumbers(project.dataSources),
    };
  }, [project]);

  if (projects.isPending) return { status: "loading" };
  if (projects.isError)
    return { status: "error", error: projects.error, retry: () => void projects.refetch() };
  if (!scope || scope.project.dataSources.length === 0) return { status: "setup", project };
  return { status: "ready", ...scope, range, comparison, compare };
}
