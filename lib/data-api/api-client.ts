import {
  gbpKeywordsSearchParams,
  type GbpKeywordsQuery,
  type GbpKeywordsResponse,
} from "@/lib/business-profile/keywords";
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from "@/lib/projects/api-client";
import type { Ga4DataRequest } from "./schemas/ga4";
import { gbpSearchParams, type GbpMetricsQuery } from "./schemas/gbp";
import type { SearchConsoleDataRequest } from "./schemas/search-console";
import type { SitemapBody, SitemapsQuery } from "./schemas/search-console-tools";
import type {
  ConnectPropertiesResponse,
  Ga4ReportResponse,
  GbpMetricsResponse,
  GmbLocationsResponse,
  SearchConsoleDataResponse,
  SitemapsResponse,
  SyncGmbResponse,
  SyncPropertiesResponse,
} from "./types";

// The browser's side of the data routes and the Google functions. A failure throws ApiRequestError
// with the server's status and code, so retries skip 401/403 and the toast catalogue can choose.

async function request<T>(path: string, method = "GET", body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    });
  } catch {
    throw new ApiRequestError(undefined, "network_error", NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (response.ok && data !== null) return data as T;
  const error = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  throw new ApiRequestError(
    response.status,
    typeof error?.code === "string" ? error.code : "http_error",
    typeof error?.message === "string" ? error.message : `The request failed (${response.status}).`,
  );
}

export const fetchSearchConsoleData = (input: SearchConsoleDataRequest) =>
  request<SearchConsoleDataResponse>("/api/data/search-console/", "POST", input);

export const fetchGa4Report = (input: Ga4DataRequest) =>
  request<Ga4ReportResponse>("/api/data/ga4/", "POST", input);

export const fetchGbpMetrics = (query: GbpMetricsQuery) =>
  request<GbpMetricsResponse>(`/api/data/gbp/?${gbpSearchParams(query)}`);

export const fetchGbpKeywords = (query: GbpKeywordsQuery) =>
  request<GbpKeywordsResponse>(`/api/data/gbp/keywords/?${gbpKeywordsSearchParams(query)}`);

export const fetchGmbLocations = async () =>
  (await request<GmbLocationsResponse>("/api/gmb-locations/")).locations;

export const fetchSitemaps = ({ projectId, propertyId, sitemapIndex }: SitemapsQuery) =>
  request<SitemapsResponse>(
    `/api/data/sitemaps/?${new URLSearchParams({
      projectId,
      propertyId,
      ...(sitemapIndex ? { sitemapIndex } : {}),
    })}`,
  );

export const submitSitemap = (body: SitemapBody) =>
  request<void>("/api/data/sitemaps/", "POST", body);

export const deleteSitemap = (body: SitemapBody) =>
  request<void>("/api/data/sitemaps/", "DELETE", body);

export const syncGoogleProperties = () =>
  request<SyncPropertiesResponse>("/api/functions/sync-google-properties/", "POST");

export const syncGmbAccounts = () =>
  request<SyncGmbResponse>("/api/functions/sync-gmb-accounts/", "POST");

export const connectPropertiesGmb = () =>
  request<ConnectPropertiesResponse>("/api/functions/connect-properties-gmb/", "POST");
