"use client";

import { useEffect } from "react";
import { useProjectsQuery } from "@/hooks/queries/use-projects-query";
import { useFilterContext } from "@/hooks/use-filter-context";
import { defaultProject } from "@/lib/overview/sources";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { ProjectDto } from "@/lib/projects/types";

export type SearchConsoleScope = {
  /** "loading" until the projects and the project's sources are known; "none" without a Search Console source. */
  status: "loading" | "none" | "ready";
  project: ProjectDto | null;
  propertyUri: string | null;
  ref: PropertyRef | null;
};

/**
 * The project and Search Console property the view reads: the filter context's (the URL's property,
 * else the project's default one). Without a project in the URL, the newest project with a Search
 * Console source is written there, so the filter bar names it.
 */
export function useSearchConsoleScope(): SearchConsoleScope {
  const { selectedProjectId, selectedProperty, propertiesLoading, setProject } = useFilterContext();
  const projects = useProjectsQuery();
  const withSearchConsole = projects.data?.filter((p) =>
    p.dataSources.some((s) => s.type === "gsc"),
  );
  const fallbackProject = withSearchConsole ? defaultProject(withSearchConsole) : null;

  useEffect(() => {
    if (!selectedProjectId && fallbackProject) setProject(fallbackProject.id);
  }, [selectedProjectId, fallbackProject, setProject]);

  const project = projects.data?.find((p) => p.id === selectedProjectId) ?? null;
  const waiting =
    projects.isPending || (selectedProjectId && propertiesLoading) || (!project && fallbackProject);
  if (waiting) return { status: "loading", project, propertyUri: null, ref: null };
  if (!project || !selectedProperty)
    return { status: "none", project, propertyUri: null, ref: null };
  return {
    status: "ready",
    project,
    propertyUri: selectedProperty.property_uri,
    ref: { projectId: project.id, propertyId: selectedProperty.id },
  };
}
