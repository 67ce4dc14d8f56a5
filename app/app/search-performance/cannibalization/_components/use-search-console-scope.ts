"use client";

import { useEffect } from "react";
import { useProjectsQuery } from "@/hooks/queries/use-projects-query";
import { useFilterContext } from "@/hooks/use-filter-context";
import { defaultProject, primarySource } from "@/lib/overview/sources";
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
 * The project and Search Console property a view reads: the URL's, else the newest project with a
 * Search Console source and its domain property (written to the URL, so the filter bar shows them).
 */
export function useSearchConsoleScope(): SearchConsoleScope {
  const filters = useFilterContext();
  const projects = useProjectsQuery();
  const { selectedProjectId, selectedProperty, availableProperties, propertiesLoading } = filters;
  const withSearchConsole = projects.data?.filter((p) =>
    p.dataSources.some((s) => s.type === "gsc"),
  );
  const fallbackProject = withSearchConsole ? defaultProject(withSearchConsole) : null;
  const fallbackProperty = primarySource(availableProperties, "gsc");
  const { setProject, setProperty } = filters;

  useEffect(() => {
    if (!selectedProjectId && fallbackProject) setProject(fallbackProject.id);
  }, [selectedProjectId, fallbackProject, setProject]);
  useEffect(() => {
    if (selectedProjectId && !selectedProperty && fallbackProperty)
      setProperty(fallbackProperty.id);
  }, [selectedProjectId, selectedProperty, fallbackProperty, setProperty]);

  const project = projects.data?.find((p) => p.id === selectedProjectId) ?? null;
  const property = selectedProperty ?? fallbackProperty;
  if (
    projects.isPending ||
    (selectedProjectId && propertiesLoading) ||
    (!project && fallbackProject)
  )
    return { status: "loading", project, propertyUri: null, ref: null };
  if (!project || !property) return { status: "none", project, propertyUri: null, ref: null };
  return {
    status: "ready",
    project,
    propertyUri: property.property_uri,
    ref: { projectId: project.id, propertyId: property.id },
  };
}
