// The sitemaps a property shows before anyone submits one: an index with a child per section,
// a feed for the blog, and one sitemap still pending. Counts are what the site's files list
// (site-sitemaps.ts), as served under `sites/{host}/`.
import type { SiteEntry } from "../world/catalog";
import { dayString } from "../world/search-dates";
import { unit } from "../world/search-random";
import { buildSite } from "../world/search-site";
import { hostSitemaps, type SitemapFile } from "./site-sitemaps";

export type WireSitemap = {
  path: string;
  lastSubmitted?: string;
  isPending: boolean;
  isSitemapsIndex: boolean;
  type?: string;
  lastDownloaded?: string;
  warnings: string;
  errors: string;
  contents?: { type: string; submitted: string; indexed: string }[];
};

export type CatalogSitemap = WireSitemap & { parent?: string };

const MS_PER_DAY = 86_400_000;
const sites = new Map<string, ReturnType<typeof buildSite>>();

function stamp(today: number, daysAgo: number, seed: number): string {
  const ms = (today - daysAgo) * MS_PER_DAY + Math.floor(unit(seed, daysAgo, 61) * MS_PER_DAY);
  return new Date(ms).toISOString();
}

const contents = (files: SitemapFile[]) => {
  const web = files.reduce((n, f) => n + f.entries.length, 0);
  const images = files.reduce((n, f) => n + f.entries.reduce((k, e) => k + e.images.length, 0), 0);
  return [
    { type: "web", submitted: String(web), indexed: "0" },
    ...(images > 0 ? [{ type: "image", submitted: String(images), indexed: "0" }] : []),
  ];
};

/** Every sitemap the property knows about (children of indexes carry their `parent`). */
export function catalogSitemaps(site: SiteEntry, today: number): CatalogSitemap[] {
  const dataset = site.dataset;
  const seed = dataset.seed;
  const out: CatalogSitemap[] = [];
  dataset.hosts.forEach((host, h) => {
    const origin = `https://${host}/`;
    if (site.prefix && !origin.startsWith(site.prefix)) return;
    const files = hostSitemaps(dataset, h, today);
    const index = files.index;
    out.push({
      path: index,
      lastSubmitted: stamp(today, 180 + h * 40, seed),
      isPending: false,
      isSitemapsIndex: true,
      type: "sitemap",
      lastDownloaded: stamp(today, 1 + h, seed),
      warnings: "0",
      errors: "0",
      contents: contents(files.children),
    });
    files.children.forEach((child, g) => {
      const warnings = unit(seed, h, g, 62) < 0.3 ? 1 + Math.floor(unit(seed, h, g, 63) * 6) : 0;
      const errors = g === files.children.length - 1 && h === 0 ? 2 : 0;
      out.push({
        path: child.path,
        parent: index,
        lastSubmitted: stamp(today, 180 + h * 40, seed),
        isPending: false,
        isSitemapsIndex: false,
        type: "sitemap",
        lastDownloaded: stamp(today, 1 + ((h + g) % 3), seed),
        warnings: String(warnings),
        errors: String(errors),
        contents: contents([child]),
      });
    });
    if (files.feed) {
      out.push({
        path: files.feed.path,
        lastSubmitted: stamp(today, 400, seed),
        isPending: false,
        isSitemapsIndex: false,
        type: "rssFeed",
        lastDownloaded: stamp(today, 0, seed),
        warnings: "2",
        errors: "0",
        contents: [{ type: "web", submitted: String(files.feed.items.length), indexed: "0" }],
      });
    }
    if (files.pending) {
      out.push({
        path: files.pending.path,
        lastSubmitted: `${dayString(today - 1)}T08:30:00.000Z`,
        isPending: true,
        isSitemapsIndex: false,
        warnings: "0",
        errors: "0",
      });
    }
  });
  return out;
}

/** Pages of the property a freshly submitted sitemap on `host` is taken to list. */
export function pagesOnHost(site: SiteEntry, url: string): number {
  const model = sites.get(site.dataset.id) ?? buildSite(site.dataset);
  sites.set(site.dataset.id, model);
  const host = new URL(url).hostname;
  return model.pages.filter((p) => new URL(p.url).hostname === host).length;
}
