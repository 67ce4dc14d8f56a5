// What URL inspection reports for a URL, consistent with the rest of the world: a page with
// impressions in the last weeks is indexed; a page whose traffic ended may have dropped out; the
// sitemap-only URLs are in their planned group (a few change over a four-week cycle); utility
// URLs (cart, account, tags, pagination, parameters) are excluded; the rest is unknown.
import type { Dataset } from "../world/catalog";
import { textHash, unit } from "../world/search-random";
import type { SiteModel, SitePage } from "../world/search-site";
import type { CrawlPlan } from "./inspection-crawl";
import { revisitDays } from "./inspection-crawl";
import { CRAWLED, indexed, stateStatus, UNKNOWN, type IndexStatus } from "./inspection-states";
import { pageTraffic } from "./page-traffic";
import { listedInSitemap } from "./site-sitemaps";
import { findPlanned, stateOn } from "./site-url-groups";
import { BLOCKED_SECTION } from "./site-url-paths";

export type { IndexStatus } from "./inspection-states";

export type Inspected = {
  status: IndexStatus;
  page?: SitePage;
  /** The child sitemap that lists the URL, when one does. */
  sitemap?: string;
  crawl: Omit<CrawlPlan, "every">;
};

const DISCOVERY_DAYS = 14;

const keptIndexed = (href: string) => unit(textHash(href), 0, 0, 71) < 0.4;

/** Whether the site removes the page once its search traffic ends (it then answers 404). */
export const removedOnceQuiet = (href: string): boolean => unit(textHash(href), 0, 0, 71) >= 0.75;

function trafficPage(
  page: SitePage,
  index: number,
  dataset: Dataset,
  today: number,
): Omit<Inspected, "crawl"> {
  if (page.launchDay > today) return { status: UNKNOWN, page };
  const listed = listedInSitemap(page);
  const sitemap = listed ? `${new URL(page.url).origin}/${page.sitemap}` : undefined;
  const traffic = pageTraffic(dataset, today);
  if (traffic.recent.has(index)) return { status: indexed(listed), page, sitemap };
  const inSitemap = { inSitemap: listed };
  if (!traffic.ever.has(index)) {
    const state =
      today - page.launchDay < DISCOVERY_DAYS ? "discovered_not_indexed" : "crawled_not_indexed";
    return { status: { ...stateStatus(state, undefined), ...inSitemap }, page, sitemap };
  }
  // Traffic that ended long ago: Google may have dropped the page, or the site removed it.
  if (keptIndexed(page.url)) return { status: indexed(listed), page, sitemap };
  const state = removedOnceQuiet(page.url) ? "not_found" : "crawled_not_indexed";
  return { status: { ...stateStatus(state, undefined), ...inSitemap }, page, sitemap };
}

function utilityUrl(url: URL): IndexStatus | null {
  const path = url.pathname;
  const excluded = { ...CRAWLED, verdict: "NEUTRAL", inSitemap: false } as const;
  if (path.startsWith(BLOCKED_SECTION)) {
    return { ...stateStatus("blocked_by_robots", undefined), inSitemap: false };
  }
  if (/^\/(cart|checkout|account|login|thank-you|search)(\/|$)/.test(path)) {
    return {
      ...excluded,
      coverageState: "Excluded by ‘noindex’ tag",
      indexingState: "BLOCKED_BY_META_TAG",
    };
  }
  if (url.search) {
    const clean = `${url.origin}${url.pathname}`;
    return {
      ...excluded,
      coverageState: "Alternate page with proper canonical tag",
      userCanonical: clean,
      googleCanonical: clean,
    };
  }
  if (/\/(tag|page)\/[^/]+\/?$/.test(path)) {
    const u = unit(textHash(url.href), 0, 0, 72);
    return u < 0.5
      ? { ...excluded, coverageState: "Crawled - currently not indexed" }
      : {
          ...excluded,
          coverageState: "Duplicate without user-selected canonical",
          googleCanonical: `${url.origin}/`,
        };
  }
  return null;
}

/** The index status of `url` (already known to be inside the property) on Pacific day `today`. */
export function indexStatus(
  model: SiteModel,
  dataset: Dataset,
  url: URL,
  today: number,
): Inspected {
  const href = url.href;
  const index = model.pages.findIndex((p) => p.url === href);
  const page = model.pages[index];
  if (page)
    return { ...trafficPage(page, index, dataset, today), crawl: { since: page.launchDay } };
  const planned = findPlanned(dataset, href);
  if (planned && planned.born <= today) {
    const { state, changeDay, cycleDay } = stateOn(dataset, planned, today);
    const changes = cycleDay === undefined ? [] : [cycleDay, changeDay!];
    return {
      status: { ...stateStatus(state, planned.target), inSitemap: true },
      sitemap: planned.sitemap,
      crawl: { since: planned.born, changes },
    };
  }
  return { status: utilityUrl(url) ?? UNKNOWN, crawl: {} };
}

/** The crawl plan of an inspected URL, with its revisit interval. */
export const crawlPlan = (href: string, inspected: Inspected): CrawlPlan => ({
  ...inspected.crawl,
  every: revisitDays(href, inspected.status.verdict === "PASS"),
});
