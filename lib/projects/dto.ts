import "server-only";
import { enrichDataSources } from "@/lib/auth/enrich-data-sources";
import type { DataSource } from "@/lib/db/queries/data-sources";
import type { GoogleProperty } from "@/lib/db/queries/google-properties";
import type { Project } from "@/lib/db/queries/projects";
import type { DataSourceDto, GooglePropertyDto, ProjectDto } from "./types";

/** Data sources in their API shape, enriched from the user's google_properties (spec §3). */
export function toDataSourceDtos(
  sources: readonly DataSource[],
  properties: readonly GoogleProperty[],
): DataSourceDto[] {
  return enrichDataSources(sources, properties).map((s) => ({
    id: s.id,
    project_id: s.project_id,
    type: s.type,
    property_uri: s.property_uri,
    property_name: s.property_name,
    created_at: s.created_at.toISOString(),
    verified: s.verified,
    permission_level: s.permission_level,
    site_url: s.site_url,
    time_zone: s.time_zone,
  }));
}

export function toProjectDto(project: Project, dataSources: DataSourceDto[]): ProjectDto {
  return {
    id: project.id,
    user_id: project.user_id,
    name: project.name,
    brand_terms: project.brand_terms,
    created_at: project.created_at.toISOString(),
    dataSources,
    dataSourceCount: dataSources.length,
    hasDataSources: dataSources.length > 0,
  };
}

export function toGooglePropertyDto(property: GoogleProperty): GooglePropertyDto {
  return {
    id: property.id,
    property_type: property.property_type,
    property_uri: property.property_uri,
    property_name: property.property_name,
    verified: property.verified,
    permission_level: property.permission_level,
    site_url: property.site_url,
    time_zone: property.time_zone,
    synced_at: property.synced_at.toISOString(),
  };
}
