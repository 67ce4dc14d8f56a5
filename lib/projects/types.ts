import type { DataSourceType } from "./limits";

// The JSON shapes of the projects API: what the route handlers answer and the query hooks read.

export type DataSourceDto = {
  id: string;
  project_id: string;
  type: DataSourceType;
  property_uri: string;
  property_name: string | null;
  created_at: string;
  /** From the matching google_properties row (same property_uri and type); true only if exactly true. */
  verified: boolean;
  permission_level: string | null;
  site_url: string | null;
  /** A GA4 property's reporting time zone (its days are counted in it); null otherwise. */
  time_zone: string | null;
};

export type ProjectDto = {
  id: string;
  user_id: string;
  name: string;
  brand_terms: string[];
  created_at: string;
  dataSources: DataSourceDto[];
  dataSourceCount: number;
  hasDataSources: boolean;
};

export type GooglePropertyDto = {
  id: string;
  property_type: DataSourceType;
  property_uri: string;
  property_name: string;
  verified: boolean | null;
  permission_level: string | null;
  site_url: string | null;
  time_zone: string | null;
  synced_at: string;
};

export type ProjectsResponse = { projects: ProjectDto[] };
export type ProjectResponse = { project: ProjectDto };
export type DataSourcesResponse = { dataSources: DataSourceDto[] };
export type DataSourceResponse = { dataSource: DataSourceDto };
export type GooglePropertiesResponse = { properties: GooglePropertyDto[] };
