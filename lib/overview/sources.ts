import type { DataSourceType } from "@/lib/projects/schemas";
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

/**
 * The data source of a type that a project-wide view reads. For Search Console a domain property
 * comes first: it covers every host and protocol of the site, where a URL-prefix one sees a part.
 */
export function primarySource<S extends Pick<DataSourceDto, "type" | "property_uri">>(
  sources: readonly S[],
  type: DataSourceType,
): S | null {
  const ofType = sources.filter((s) => s.type === type);
  if (type === "gsc")
    return ofType.find((s) => s.property_uri.startsWith("sc-domain:")) ?? ofType[0] ?? null;
  return ofType[0] ?? null;
}

/** Business Profile numbers of a project's gmb data sources, which point at `locations/{number}`. */
export function locationNumbers(sources: readonly Pick<DataSourceDto, "type" | "property_uri">[]) {
  return sources
    .filter((s) => s.type === "gmb")
    .map((s) => s.property_uri.slice(s.property_uri.lastIndexOf("/") + 1))
    .filter((id) => /^\d{1,40}$/.test(id));
}
