import "server-only";
import { remembered } from "@/lib/data-api/remembered";
import { listSitemaps } from "@/lib/data-api/search-console-tools";
import { readSitemapUrls, type SitemapUrls } from "./site-urls";

/** The most URLs read from one property's sitemaps. */
export const MAX_SITEMAP_URLS = 100_000;

/**
 * The sitemaps Search Console lists for the property and every URL they hold (the children of
 * indexes included), read through the safe fetcher; kept two minutes, so Coverage and All in One
 * read a site's sitemaps once between them.
 */
export function propertySitemapUrls(
  userId: string,
  siteUrl: string,
): Promise<{ files: string[]; read: SitemapUrls }> {
  return remembered(userId, siteUrl, { analysis: "sitemap-urls" }, async () => {
    const files = (await listSitemaps(userId, siteUrl)).map((s) => s.path);
    return { files, read: await readSitemapUrls(siteUrl, files, { maxUrls: MAX_SITEMAP_URLS }) };
  });
}
