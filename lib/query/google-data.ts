import type { GbpKeywordsQuery, GbpKeywordsResponse } from "@/lib/business-profile/keywords";
import type { RealtimeResponse } from "@/lib/analytics/realtime-types";
import type { Ga4DataRequest } from "@/lib/data-api/schemas/ga4";
import type { GbpMetricsQuery } from "@/lib/data-api/schemas/gbp";
import { gbpKeywordsSearchParams, gbpSearchParams } from "@/lib/data-api/gbp-search-params";
import type { SearchConsoleDataRequest } from "@/lib/data-api/schemas/search-console";
import type { SitemapBody, SitemapsQuery } from "@/lib/data-api/schemas/search-console-tools";
import type {
  ConnectPropertiesResponse,
  Ga4ReportResponse,
  GbpMetricsResponse,
  GmbLocationsResponse,
  SearchConsoleDataResponse,
  SitemapsResponse,
  SyncGmbResponse,
  SyncPropertiesResponse,
} from "@/lib/data-api/types";
import { request } from "./request";

// The browser's side of the Google data routes and the Google functions.

export const fetchSearchConsoleData = (input: SearchConsoleDataRequest) =>
  request<SearchConsoleDataResponse>("/api/data/search-console/", { method: "POST", body: input });

export const fetchGa4Report = (input: Ga4DataRequest) =>
  request<Ga4ReportResponse>("/api/data/ga4/", { method: "POST", body: input });

// The query strings come from the same modules that the routes parse them with.
export const fetchGbpMetrics = (query: GbpMetricsQuery) =>
  request<GbpMetricsResponse>(`/api/data/gbp/?${gbpSearchParams(query)}`);

export const fetchGbpKeywords = (query: GbpKeywordsQuery) =>
  request<GbpKeywordsResponse>(`/api/data/gbp/keywords/?${gbpKeywordsSearchParams(query)}`);

export const fetchGmbLocations = async () =>
  (await request<GmbLocationsResponse>("/api/gmb-locations/")).locations;

export const fetchSitemaps = ({ projectId, propertyId, sitemapIndex }: SitemapsQuery) =>
  request<SitemapsResponse>("/api/data/sitemaps/", {
    searchParams: { projectId, propertyId, sitemapIndex: sitemapIndex || undefined },
  });

export const submitSitemap = (body: SitemapBody) =>
  request<void>("/api/data/sitemaps/", { method: "POST", body });

export const deleteSitemap = (body: SitemapBody) =>
  request<void>("/api/data/sitemaps/", { method: "DELETE", body });

export const syncGoogleProperties = () =>
  request<SyncPropertiesResponse>("/api/functions/sync-google-properties/", { method: "POST" });

export const syncGmbAccounts = () =>
  request<SyncGmbResponse>("/api/functions/sync-gmb-accounts/", { method: "POST" });

export const connectPropertiesGmb = () =>
  request<ConnectPropertiesResponse>("/api/functions/connect-properties-gmb/", { method: "POST" });

/** The link of the CSV of every row of a GA4 report (GET /api/data/ga4/export/). */
export function ga4ExportHref(request: Ga4DataRequest, filename: string): string {
  const params = new URLSearchParams({ request: JSON.stringify(request), filename });
  return `/api/data/ga4/export/?${params}`;
}

/** Active users of a project's GA4 property in the last 30 minutes. */
export const fetchGa4Realtime = (ref: { projectId: string; propertyId: string }) =>
  request<RealtimeResponse>("/api/data/ga4/realtime/", { searchParams: ref });
