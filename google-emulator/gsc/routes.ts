import { WEBMASTERS_READONLY_SCOPE, WEBMASTERS_SCOPE } from "@/lib/google/scopes";
import type { DataRoute } from "../data/router";
import { querySearchAnalytics } from "./analytics";
import { inspectUrl } from "./inspection";
import { getSite, listSites } from "./sites";
import { deleteSitemap, getSitemap, listSitemaps, submitSitemap } from "./sitemaps";

const READ = [WEBMASTERS_READONLY_SCOPE, WEBMASTERS_SCOPE] as const;
const WRITE = [WEBMASTERS_SCOPE] as const;
const BOTH_HOSTS = ["searchconsole.googleapis.com", "www.googleapis.com"] as const;
const SERVICE = "searchconsole.googleapis.com";
const SITE = "webmasters/v3/sites/([^/]+)";

const route = (
  method: DataRoute["method"],
  pattern: string,
  scopes: readonly string[],
  name: string,
  handle: DataRoute["handle"],
  hosts: DataRoute["hosts"] = BOTH_HOSTS,
): DataRoute => ({
  method,
  hosts,
  pattern: new RegExp(`^${pattern}$`),
  scopes,
  service: SERVICE,
  method_name: `google.searchconsole.v1.${name}`,
  handle,
});

/** Search Console: properties, search analytics, sitemaps and URL inspection. */
export const GSC_ROUTES: readonly DataRoute[] = [
  route("GET", "webmasters/v3/sites", READ, "SitesService.List", listSites),
  route("GET", SITE, READ, "SitesService.Get", getSite),
  route(
    "POST",
    `${SITE}/searchAnalytics/query`,
    READ,
    "SearchAnalyticsService.Query",
    querySearchAnalytics,
  ),
  route("GET", `${SITE}/sitemaps`, READ, "SitemapsService.List", listSitemaps),
  route("GET", `${SITE}/sitemaps/([^/]+)`, READ, "SitemapsService.Get", getSitemap),
  route("PUT", `${SITE}/sitemaps/([^/]+)`, WRITE, "SitemapsService.Submit", submitSitemap),
  route("DELETE", `${SITE}/sitemaps/([^/]+)`, WRITE, "SitemapsService.Delete", deleteSitemap),
  route(
    "POST",
    "v1/urlInspection/index:inspect",
    READ,
    "UrlInspectionService.InspectUrlIndex",
    inspectUrl,
    ["searchconsole.googleapis.com"],
  ),
];
