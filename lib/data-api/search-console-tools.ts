import "server-only";
import { googleCallContext } from "@/lib/google/call-context";
import { GoogleApiError } from "@/lib/google/errors";
import { searchConsole } from "@/lib/google/search-console";
import { ApiError } from "@/lib/api/errors";
import { toSitemapDto } from "./sitemap-dto";
import type { SitemapDto, UrlInspectionResponse } from "./types";

const client = (userId: string) => searchConsole(googleCallContext(userId));

/** The property's top-level sitemaps, or with `sitemapIndex` the children Google lists for that index. */
export async function listSitemaps(
  userId: string,
  siteUrl: string,
  sitemapIndex?: string,
): Promise<SitemapDto[]> {
  return (await client(userId).listSitemaps(siteUrl, sitemapIndex)).map(toSitemapDto);
}

// Sign-in asks for read-only Search Console access; changing sitemaps needs the `webmasters`
// scope, which the browser asks for only when this code comes back.
const scopeRequired = (action: string) =>
  new ApiError(
    403,
    "google_scope_required",
    `${action} sitemaps needs permission to manage Search Console. Allow Rankwell to manage your Search Console sitemaps and try again.`,
  );

async function changeSitemap(action: string, change: () => Promise<void>): Promise<void> {
  try {
    await change();
  } catch (error) {
    if (error instanceof GoogleApiError && error.kind === "insufficient_scope") {
      throw scopeRequired(action);
    }
    throw error;
  }
}

export function submitSitemap(userId: string, siteUrl: string, feedpath: string) {
  return changeSitemap("Submitting", () => client(userId).submitSitemap(siteUrl, feedpath));
}

export function deleteSitemap(userId: string, siteUrl: string, feedpath: string) {
  return changeSitemap("Removing", () => client(userId).deleteSitemap(siteUrl, feedpath));
}

/** The indexed version of one URL, and what is left of the property's inspection quota. */
export async function inspectUrl(
  userId: string,
  siteUrl: string,
  url: string,
): Promise<UrlInspectionResponse> {
  const { result, quota } = await client(userId).inspectUrl(siteUrl, url);
  return { result, quota };
}
