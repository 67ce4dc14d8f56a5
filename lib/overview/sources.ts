import type { DataSourceDto, ProjectDto } from "@/lib/projects/types";

/**
 * The project a view shows when the URL names none: the newest one with a data source, else the
 * newest one. `projects` come newest first, as the projects API lists them.
 */
export function defaultProject<P extends Pick<ProjectDto, "id" | "dataSourceCount">>(
  projects: readonly P[],
): P | null {
  return projects.find((p) => p.dataSourceCount > 0) ?? projects[0] ?? null;
}

/** Business Profile numbers of a project's gmb data sources, which point at `locations/{number}`. */
export function locationNumbers(sources: readonly Pick<DataSourceDto, "type" | "property_uri">[]) {
  return sources
    .filter((s) => s.type === "gmb")
    .map((s) => s.property_uri.slice(s.property_uri.lastIndexOf("/") + 1))
    .filter((id) => /^\d{1,40}$/.test(id));
}
