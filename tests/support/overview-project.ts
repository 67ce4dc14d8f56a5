import type { DataSourceDto, ProjectDto } from "@/lib/projects/types";

// A project with every kind of source, for the overview's tests.

export const PROJECT_ID = "6f1c1f3e-2b7a-4c55-9b1e-3f7e0d0c9a11";

export const source = (
  id: string,
  type: DataSourceDto["type"],
  uri: string,
  timeZone: string | null = null,
): DataSourceDto => ({
  id,
  project_id: PROJECT_ID,
  type,
  property_uri: uri,
  property_name: null,
  created_at: "2026-01-01T00:00:00.000Z",
  verified: true,
  permission_level: "siteOwner",
  site_url: null,
  time_zone: timeZone,
});

export const SOURCES = {
  blog: source("0b3c5d7e-1a2b-4c3d-8e9f-a0b1c2d3e4f5", "gsc", "https://blog.greenleaf.example/"),
  domain: source("1c4d6e8f-2b3c-4d5e-9f0a-b1c2d3e4f5a6", "gsc", "sc-domain:greenleaf.example"),
  ga4: source("2d5e7f9a-3c4d-4e6f-8a1b-c2d3e4f5a6b7", "ga4", "properties/312845067"),
  gmb: source("3e6f8a0b-4d5e-4f7a-9b2c-d3e4f5a6b7c8", "gmb", "locations/4527103946251903846"),
};

export const greenleaf = (dataSources: DataSourceDto[] = Object.values(SOURCES)): ProjectDto => ({
  id: PROJECT_ID,
  user_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  name: "Greenleaf",
  brand_terms: [],
  created_at: "2026-01-01T00:00:00.000Z",
  dataSources,
  dataSourceCount: dataSources.length,
  hasDataSources: dataSources.length > 0,
});
