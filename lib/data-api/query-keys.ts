import type { Ga4DataRequest } from "./schemas/ga4";
import type { GbpMetricsQuery } from "./schemas/gbp";
import type { SearchConsoleDataRequest } from "./schemas/search-console";
import type { PropertyRef } from "./schemas/common";

// One key per resource holding every input of the request, shared by the hooks and any prefetch.

export const searchConsoleKeys = {
  all: ["search-console"] as const,
  data: ({ projectId, propertyId, ...request }: SearchConsoleDataRequest) =>
    ["search-console", projectId, propertyId, request] as const,
};

export const ga4Keys = {
  all: ["ga4"] as const,
  report: ({ projectId, propertyId, request }: Ga4DataRequest) =>
    ["ga4", projectId, propertyId, request] as const,
};

export const gbpMetricsKeys = {
  all: ["gbp-metrics"] as const,
  metrics: ({ locationId, startDate, endDate, metrics }: GbpMetricsQuery) =>
    ["gbp-metrics", locationId, startDate, endDate, metrics ?? "all"] as const,
};

export const sitemapKeys = {
  all: ["sitemaps"] as const,
  property: ({ projectId, propertyId }: PropertyRef) =>
    ["sitemaps", projectId, propertyId] as const,
  /** Under the property's key, so a sitemap change refreshes the indexes' children too. */
  children: ({ projectId, propertyId, sitemapIndex }: PropertyRef & { sitemapIndex: string }) =>
    ["sitemaps", projectId, propertyId, "children", sitemapIndex] as const,
};

export const gmbAccountKeys = { all: ["gmb-accounts"] as const };
export const propertyGmbConnectionKeys = { all: ["property-gmb-connections"] as const };
