// The sitemaps a property shows before anyone submits one: an index with a child per section,
// a feed for the blog, and one sitemap still pending. Counts come from the search world's pages.
import type { SiteEntry } from "../world/catalog";
import { dayString } from "../world/search-dates";
import { unit } from "../world/search-random";
import { buildSite } from "../world/search-site";

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

const contents = (web: number, images = 0) => [
  { type: "web", submitted: String(web), indexed: "0" },
  ...(images > 0 ? [{ type: "image", submitted: String(images), indexed: "0" }] : []),
];

/** Every sitemap the property knows about (children of indexes carry their `parent`). */
export function catalogSitemaps(site: SiteEntry, today: number): CatalogSitemap[] {
  const dataset = site.dataset;
  const model = sites.get(dataset.id) ?? buildSite(dataset);
  sites.set(dataset.id, model);
  const seed = dataset.seed;
  const out: CatalogSitemap[] = [];
  dataset.hosts.forEach((host, h) => {
    const origin = `https://${host}/`;
    if (site.prefix && !origin.startsWith(site.prefix)) return;
    const pages = model.pages.filter((p) => p.host === h);
    const groups = [...new Set(pages.map((p) => p.sitemap))].sort();
    const index = `${origin}sitemap_index.xml`;
    out.push({
      path: index,
      lastSubmitted: stamp(today, 180 + h * 40, seed),
      isPending: false,
      isSitemapsIndex: true,
      type: "sitemap",
      lastDownloaded: stamp(today, 1 + h, seed),
      warnings: "0",
      errors: "0",
      contents: contents(pages.length, Math.round(pages.length * 1.6)),
    });
    groups.forEach((group, g) => {
      const listed = pages.filter((p) => p.sitemap === group);
      const warnings = unit(seed, h, g, 62) < 0.3 ? 1 + Math.floor(unit(seed, h, g, 63) * 6) : 0;
      const errors = g === groups.length - 1 && h === 0 ? 2 : 0;
      out.push({
        path: `${origin}${group}`,
        parent: index,
        lastSubmitted: stamp(today, 180 + h * 40, seed),
        isPending: false,
        isSitemapsIndex: false,
        type: "sitemap",
        lastDownloaded: stamp(today, 1 + ((h + g) % 3), seed),
        warnings: String(warnings),
        errors: String(errors),
        contents: contents(listed.length, Math.round(listed.length * 1.6)),
      });
    });
    const posts = pages.filter((p) => p.kind === "post");
    if (posts.length > 0) {
      const section = new URL(posts[0]!.url).pathname.split("/")[1] ?? "";
      const feed =
        h === 0 && !/^\d{4}$/.test(section) ? `${origin}${section}/feed.xml` : `${origin}feed.xml`;
      out.push({
        path: feed,
        lastSubmitted: stamp(today, 400, seed),
        isPending: false,
        isSitemapsIndex: false,
        type: "rssFeed",
        lastDownloaded: stamp(today, 0, seed),
        warnings: "2",
        errors: "0",
        contents: contents(Math.min(50, posts.length)),
      });
    }
    if (h === 0) {
      out.push({
        path: `${origin}sitemap-new-pages.xml`,
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
  const host = new URL(url).hostname;
  return model.pages.filter((p) => new URL(p.url).hostname === host).length;
}
