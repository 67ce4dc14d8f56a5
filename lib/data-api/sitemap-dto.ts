import type { SitemapDto } from "./types";

/** A sitemap as the Search Console client reads it. */
export type SitemapWire = {
  path: string;
  lastSubmitted?: string;
  isPending: boolean;
  isSitemapsIndex: boolean;
  type?: string;
  lastDownloaded?: string;
  warnings: number;
  errors: number;
  contents: { type: string; submitted: number; indexed?: number }[];
};

/**
 * A sitemap for the browser. Google's per-type `indexed` count is deprecated and no longer
 * reflects indexing (google-apis.md §2.3), so it is never passed on as if it were true.
 */
export function toSitemapDto(sitemap: SitemapWire): SitemapDto {
  return {
    path: sitemap.path,
    type: sitemap.type ?? null,
    isPending: sitemap.isPending,
    isSitemapsIndex: sitemap.isSitemapsIndex,
    lastSubmitted: sitemap.lastSubmitted ?? null,
    lastDownloaded: sitemap.lastDownloaded ?? null,
    warnings: sitemap.warnings,
    errors: sitemap.errors,
    contents: sitemap.contents.map((c) => ({ type: c.type, submitted: c.submitted })),
  };
}
