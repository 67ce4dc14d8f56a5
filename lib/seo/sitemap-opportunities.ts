import { relativePageKey, siteRuleOf, type SiteRule } from "@/lib/all-in-one/normalize-url";
import { formatNumber, formatPosition } from "@/lib/format/numbers";
import { urlDisplayText } from "@/lib/format/url-display";
import { opportunity } from "@/lib/seo/opportunity-id";
import type {
  Opportunity,
  OpportunityThresholds,
  PageMonth,
  RuleContext,
} from "@/lib/seo/opportunities";
import { aggregate } from "@/lib/seo/search-metrics";

// The Opportunities view's two sitemap rules: pages Google shows that no sitemap lists, and sitemap
// URLs Google never shows. URLs are compared by their page key (lib/all-in-one/normalize-url.ts), so
// http and https, the apex and www., a trailing slash or an index page, tracking parameters and the
// order of query parameters never make a page count as missing. Neither rule estimates clicks: a page
// added to a sitemap or a sitemap URL looked into earns nothing that can be counted in advance, so
// their gain is 0 and the view shows no click figure for them.

/** The most sitemap URLs without impressions one analysis lists; the rest are counted, not listed. */
export const MAX_SITEMAP_UNSEEN = 500;

/** A page's figures over the range, as Search Console gives them by page (or by query × page). */
export type PageFigures = { page: string; clicks: number; impressions: number; position: number };

type SitemapContext = Pick<RuleContext, "siteUrl"> & {
  thresholds: Pick<OpportunityThresholds, "sitemapMinImpressions" | "sitemapUnseenMinMonths">;
};

/** The property's key rule, or null when the site URL is not a Search Console property. */
function ruleOf(siteUrl: string): SiteRule | null {
  try {
    return siteRuleOf(siteUrl);
  } catch {
    return null;
  }
}

/** The page keys of the sitemap URLs, each with the first spelling that gave it. */
function sitemapKeys(sitemapUrls: readonly string[], site: SiteRule): Map<string, string> {
  const keys = new Map<string, string>();
  for (const url of sitemapUrls) {
    const key = relativePageKey(url, site);
    if (key !== null && !keys.has(key)) keys.set(key, url);
  }
  return keys;
}

/** A jump link (`…/page#section`): Google reports it beside its page, which stands for it. */
const isJumpLink = (url: string) => url.includes("#");

/**
 * Missing from every sitemap: a page with at least sitemapMinImpressions impressions over the range
 * whose page key is the key of no sitemap URL. Rows of one page spelled several ways are summed
 * under the spelling with the most impressions; jump links (URLs with a `#` fragment) are left out,
 * since their page is the one a sitemap lists, and so are URLs outside the property. Gain 0.
 */
export function missingFromSitemaps(
  rows: readonly PageFigures[],
  sitemapUrls: readonly string[],
  { thresholds: t, siteUrl }: SitemapContext,
): Opportunity[] {
  const site = ruleOf(siteUrl);
  if (!site) return [];
  const listed = sitemapKeys(sitemapUrls, site);
  const pages = new Map<string, { spellings: Map<string, number>; rows: PageFigures[] }>();
  for (const row of rows) {
    if (isJumpLink(row.page)) continue;
    const key = relativePageKey(row.page, site);
    if (key === null || listed.has(key)) continue;
    let page = pages.get(key);
    if (!page) pages.set(key, (page = { spellings: new Map(), rows: [] }));
    page.rows.push(row);
    page.spellings.set(row.page, (page.spellings.get(row.page) ?? 0) + row.impressions);
  }
  const found: Opportunity[] = [];
  for (const page of pages.values()) {
    const figures = aggregate(page.rows);
    if (figures.impressions <= 0 || figures.impressions < t.sitemapMinImpressions) continue;
    const [url] = [...page.spellings].reduce((a, b) => (b[1] > a[1] ? b : a));
    const path = urlDisplayText(url, siteUrl);
    found.push(
      opportunity({
        type: "missing-from-sitemap",
        query: null,
        page: url,
        ...figures,
        gain: 0,
        action: `Add ${path} to your sitemap, so Google reads it with the rest of the site.`,
        reason: `${path} earned ${formatNumber(figures.impressions)} impressions and ${formatNumber(figures.clicks)} clicks at position ${formatPosition(figures.position)} in this range, but none of the property's sitemaps lists it.`,
      }),
    );
  }
  return found;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The whole months the rows span, from the earliest to the latest (a month without rows included). */
function monthsSpanned(pageMonths: readonly PageMonth[]): number {
  // A loop, not Math.min(...rows): six months of a large site's pages are too many arguments.
  let first = Infinity;
  let last = -Infinity;
  for (const row of pageMonths) {
    const match = MONTH.exec(row.month);
    if (!match) continue;
    const index = Number(match[1]) * 12 + Number(match[2]) - 1;
    if (index < first) first = index;
    if (index > last) last = index;
  }
  return last >= first ? last - first + 1 : 0;
}

export type UnseenOptions = {
  /** More rows whose impressions count, e.g. the range's pages: a page seen there is not unseen. */
  seen?: readonly Pick<PageFigures, "page" | "impressions">[];
  /** The most opportunities returned (MAX_SITEMAP_UNSEEN by default). */
  cap?: number;
  /** Hears how many sitemap URLs had no impressions, the ones past the cap included. */
  onFound?: (count: number) => void;
};

/**
 * Sitemap URLs without impressions: a URL of the sitemaps whose page had no impressions in any of
 * the months read (the rows of `pageMonths`, the decay rule's whole months) nor in the `seen` rows,
 * when the rows span at least sitemapUnseenMinMonths months (the reason names how many). A jump
 * link's impressions count for its page. At most `cap` are returned, in the order of their page
 * keys; `onFound` hears how many there were. Gain 0.
 */
export function sitemapUrlsWithoutImpressions(
  pageMonths: readonly PageMonth[],
  sitemapUrls: readonly string[],
  { thresholds: t, siteUrl }: SitemapContext,
  { seen = [], cap = MAX_SITEMAP_UNSEEN, onFound }: UnseenOptions = {},
): Opportunity[] {
  const months = monthsSpanned(pageMonths);
  const site = ruleOf(siteUrl);
  if (!site || months < Math.max(1, t.sitemapUnseenMinMonths)) {
    onFound?.(0);
    return [];
  }
  const shown = new Set<string>();
  for (const rows of [pageMonths, seen]) {
    for (const row of rows) {
      if (!(row.impressions > 0)) continue;
      const key = relativePageKey(row.page, site);
      if (key !== null) shown.add(key);
    }
  }
  const unseen = [...sitemapKeys(sitemapUrls, site)]
    .filter(([key]) => !shown.has(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  onFound?.(unseen.length);
  return unseen.slice(0, Math.max(0, cap)).map(([, url]) => {
    const path = urlDisplayText(url, siteUrl);
    return opportunity({
      type: "sitemap-no-impressions",
      query: null,
      page: url,
      clicks: 0,
      impressions: 0,
      ctr: 0,
      position: 0,
      gain: 0,
      action: `Inspect ${path}: improve it and link to it if it should rank, or take it out of the sitemap if it should not.`,
      reason: `The property's sitemaps list ${path}, but it had no impressions in any of the last ${formatNumber(months)} whole months.`,
    });
  });
}
