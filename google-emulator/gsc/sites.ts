// sites.list / sites.get, and the property check every site-scoped endpoint starts with.
import { sitePermissionDenied } from "../data/api-errors";
import type { DataRequestContext } from "../data/router";
import { jsonResponse } from "../oauth/wire-errors";
import { findSite, worldFor, type SiteEntry } from "../world/catalog";

const wire = (site: SiteEntry) => ({
  siteUrl: site.siteUrl,
  permissionLevel: site.permissionLevel,
});

/** GET webmasters/v3/sites — `{}` when the account has no property. */
export function listSites(c: DataRequestContext): Response {
  const sites = worldFor(c.account).sites;
  return jsonResponse(200, sites.length > 0 ? { siteEntry: sites.map(wire) } : {});
}

/** GET webmasters/v3/sites/{siteUrl} — listed properties, unverified ones included. */
export function getSite(c: DataRequestContext): Response {
  const siteUrl = c.params[0] ?? "";
  const site = findSite(worldFor(c.account), siteUrl);
  return site ? jsonResponse(200, wire(site)) : sitePermissionDenied(siteUrl);
}

/** The property when the account may read its data; else Search Console's 403. */
export function readableSite(c: DataRequestContext, siteUrl: string): SiteEntry | Response {
  const site = findSite(worldFor(c.account), siteUrl);
  if (!site || site.permissionLevel === "siteUnverifiedUser") return sitePermissionDenied(siteUrl);
  return site;
}

/** Whether `url` belongs to the property: under its prefix, or on its domain. */
export function inProperty(site: SiteEntry, url: string): boolean {
  if (site.prefix) return url.startsWith(site.prefix);
  try {
    const host = new URL(url).hostname;
    return host === site.dataset.domain || host.endsWith(`.${site.dataset.domain}`);
  } catch {
    return false;
  }
}
