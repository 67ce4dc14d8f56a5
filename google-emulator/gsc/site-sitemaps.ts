// What each host's sitemap files list on a given day: the world's launched pages (a few indexed
// ones left out, as sites forget them) and the sitemap-only URLs, per child sitemap; the blog feed;
// the pending sitemap of new pages. The Sitemaps API's counts and the served files both read it.
import type { Dataset } from "../world/catalog";
import { dayString } from "../world/search-dates";
import { mix32, textHash, unit } from "../world/search-random";
import { buildSite, type SitePage } from "../world/search-site";
import { plannedUrls, stateOn, type PlannedUrl } from "./site-url-groups";

export type SitemapEntry = { loc: string; lastmod: string; images: string[] };
export type SitemapFile = { path: string; entries: SitemapEntry[] };
export type FeedItem = { loc: string; title: string; published: string };

export type HostSitemaps = {
  index: string;
  children: SitemapFile[];
  feed?: { path: string; title: string; items: FeedItem[] };
  pending?: SitemapFile;
};

const FEED_ITEMS = 50;
const NEW_PAGE_DAYS = 60;

/** Whether the site's sitemaps list the page: hubs always, a few others are forgotten. */
export function listedInSitemap(page: SitePage): boolean {
  if (page.kind === "home" || page.kind === "hub") return true;
  return unit(textHash(page.url), 0, 0, 74) >= 0.06;
}

/** The last day on or before `today` of an edit every few weeks or months since `from`. */
export function lastEdit(url: string, from: number, today: number): number {
  const every = 30 + (mix32(textHash(url), 75) % 300);
  return today < from ? from : today - ((today - from) % every);
}

/** The last edit of a sitemap-only URL: its own, or the day its state last changed. */
export function plannedEdit(dataset: Dataset, url: PlannedUrl, today: number): number {
  const { changeDay, cycleDay } = stateOn(dataset, url, today);
  let edited = lastEdit(url.url, url.born, today);
  if (cycleDay !== undefined) edited = Math.max(edited, cycleDay);
  if (changeDay !== undefined && changeDay <= today) edited = Math.max(edited, changeDay);
  return edited;
}

function images(page: SitePage): string[] {
  const slug = new URL(page.url).pathname.split("/").filter(Boolean).at(-1) ?? "home";
  const count = mix32(textHash(page.url), 76) % 4;
  const origin = new URL(page.url).origin;
  return Array.from({ length: count }, (_, i) => `${origin}/images/${slug}-${i + 1}.jpg`);
}

const pageEntry = (page: SitePage, today: number): SitemapEntry => ({
  loc: page.url,
  lastmod: dayString(lastEdit(page.url, page.launchDay, today)),
  images: images(page),
});

const titleOf = (page: SitePage) => {
  const slug = new URL(page.url).pathname.split("/").filter(Boolean).at(-1) ?? "";
  const words = slug.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function feedOf(origin: string, host: number, posts: SitePage[], today: number) {
  if (posts.length === 0) return undefined;
  const section = new URL(posts[0]!.url).pathname.split("/")[1] ?? "";
  const path =
    host === 0 && !/^\d{4}$/.test(section) ? `${origin}${section}/feed.xml` : `${origin}feed.xml`;
  const items = posts
    .filter((p) => p.launchDay <= today)
    .sort((a, b) => b.launchDay - a.launchDay || (a.url < b.url ? -1 : 1))
    .slice(0, FEED_ITEMS)
    .map((p) => ({ loc: p.url, title: titleOf(p), published: dayString(p.launchDay) }));
  return { path, title: `${origin.replace(/^https:\/\/|\/$/g, "")} feed`, items };
}

const sites = new Map<string, ReturnType<typeof buildSite>>();

/** The sitemap files of the dataset's host number `h` on `today`. */
export function hostSitemaps(dataset: Dataset, h: number, today: number): HostSitemaps {
  const model = sites.get(dataset.id) ?? buildSite(dataset);
  sites.set(dataset.id, model);
  const origin = `https://${dataset.hosts[h]}/`;
  const pages = model.pages.filter((p) => p.host === h && p.launchDay <= today);
  const files = new Map<string, SitemapEntry[]>();
  const listIn = (path: string, entry: SitemapEntry) =>
    files.set(path, [...(files.get(path) ?? []), entry]);
  for (const page of pages) {
    if (listedInSitemap(page)) listIn(`${origin}${page.sitemap}`, pageEntry(page, today));
  }
  for (const url of plannedUrls(dataset)) {
    if (url.host !== h || url.born > today) continue;
    const lastmod = dayString(plannedEdit(dataset, url, today));
    listIn(url.sitemap, { loc: url.url, lastmod, images: [] });
  }
  const children = [...files.keys()].sort().map((path) => ({ path, entries: files.get(path)! }));
  const posts = model.pages.filter((p) => p.host === h && p.kind === "post");
  const fresh = pages.filter((p) => today - p.launchDay < NEW_PAGE_DAYS && listedInSitemap(p));
  return {
    index: `${origin}sitemap_index.xml`,
    children,
    feed: feedOf(origin, h, posts, today),
    ...(h === 0
      ? {
          pending: {
            path: `${origin}sitemap-new-pages.xml`,
            entries: fresh.map((p) => pageEntry(p, today)),
          },
        }
      : {}),
  };
}
