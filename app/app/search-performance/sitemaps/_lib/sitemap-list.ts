import type { SitemapDto } from "@/lib/data-api/types";
import { formatDisplayDay } from "@/lib/dates/format";

// What the sitemaps view shows of the Search Console list, kept apart from React so it is tested.

export type SitemapSummary = {
  sitemaps: number;
  /** Web pages submitted, as Search Console counts them for the listed sitemaps. */
  submittedPages: number;
  submittedImages: number;
  errors: number;
  warnings: number;
  pending: number;
};

export const submittedOf = (sitemap: SitemapDto, type: string) =>
  sitemap.contents.find((c) => c.type === type)?.submitted ?? null;

// google-apis.md §2.3 counts errors and warnings per sitemap file, and an index does not add up its
// children's (the emulator's indexes read 0): so the children's are added, each path once and not if
// it is also listed on its own. Their URLs are not: an index's `contents` already count them.
/** The listed sitemaps in figures; `children` are those Search Console lists inside the indexes. */
export function sitemapSummary(
  sitemaps: readonly SitemapDto[],
  children: readonly SitemapDto[] = [],
): SitemapSummary {
  const listed = new Set(sitemaps.map((s) => s.path));
  const nested = [...new Map(children.map((c) => [c.path, c])).values()].filter(
    (c) => !listed.has(c.path),
  );
  const files = [...sitemaps, ...nested];
  const sum = (list: readonly SitemapDto[], pick: (s: SitemapDto) => number) =>
    list.reduce((t, s) => t + pick(s), 0);
  return {
    sitemaps: sitemaps.length,
    submittedPages: sum(sitemaps, (s) => submittedOf(s, "web") ?? 0),
    submittedImages: sum(sitemaps, (s) => submittedOf(s, "image") ?? 0),
    errors: sum(files, (s) => s.errors),
    warnings: sum(files, (s) => s.warnings),
    pending: sitemaps.filter((s) => s.isPending).length,
  };
}

// Search Console's sitemap types (google-apis.md §2.3), in the words of its own report.
const TYPE_LABELS: Record<string, string> = {
  sitemap: "Sitemap",
  rssFeed: "RSS feed",
  atomFeed: "Atom feed",
  urlList: "URL list",
  patternSitemap: "Pattern sitemap",
  notSitemap: "Not a sitemap",
};

export function sitemapTypeLabel(sitemap: SitemapDto): string {
  if (sitemap.isSitemapsIndex) return "Sitemap index";
  if (sitemap.type) return TYPE_LABELS[sitemap.type] ?? sitemap.type;
  return sitemap.isPending ? "Not read yet" : "Unknown";
}

/** A timestamp as the date pickers write days: "Nov 20, 2026"; null for none. */
export function formatTimestamp(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDisplayDay(date);
}

const UNITS = ["bytes", "KB", "MB", "GB"];

/** Bytes for people: 950 → "950 bytes", 12_345 → "12.3 KB" (1 KB = 1,000 bytes, as file managers show). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : value.toFixed(value < 10 ? 2 : 1);
  return `${shown} ${UNITS[unit]}`;
}

/** The address a new sitemap most often has in a property, to start the form from. */
export function suggestedSitemapUrl(propertyUri: string): string {
  if (propertyUri.startsWith("sc-domain:"))
    return `https://${propertyUri.slice("sc-domain:".length)}/sitemap.xml`;
  return `${propertyUri.endsWith("/") ? propertyUri : `${propertyUri}/`}sitemap.xml`;
}

/** A file name for the CSV of a property's sitemaps. */
export function sitemapsCsvName(propertyUri: string): string {
  const slug = propertyUri
    .replace(/^sc-domain:|^https?:\/\//, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
  return `sitemaps-${slug}.csv`;
}
