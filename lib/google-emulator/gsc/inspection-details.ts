// The body of an inspection result: index status fields in Google's order, the sitemaps and
// referring pages that know the URL, and the rich results its page shows.
import type { SiteEntry } from "../world/catalog";
import { mix32, textHash } from "../world/search-random";
import type { SiteModel, SitePage } from "../world/search-site";
import type { IndexStatus } from "./inspection-verdict";

const RICH_RESULTS: Record<string, string> = {
  FAQ_RICH_RESULT: "FAQ",
  PRODUCT_SNIPPETS: "Product snippets",
  MERCHANT_LISTINGS: "Merchant listings",
  REVIEW_SNIPPET: "Review snippets",
  VIDEO: "Videos",
  RICHCARD: "Recipes",
};

const crawlTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

function referrers(model: SiteModel, page: SitePage | undefined, href: string): string[] {
  const host = new URL(href).origin;
  const hub = `${host}/`;
  const related = page
    ? model.pages.filter((p) => p !== page && p.subject !== "" && p.subject === page.subject)
    : [];
  const seed = textHash(href);
  const picks = related.filter((_, i) => mix32(seed, i) % 3 === 0).slice(0, 2);
  return [...new Set([hub, ...picks.map((p) => p.url)])].filter((u) => u !== href);
}

function richResults(page: SitePage | undefined, href: string) {
  if (!page) return undefined;
  const seed = textHash(href);
  const items = page.appearances
    .map(([value]) => RICH_RESULTS[value])
    .filter((type): type is string => type !== undefined);
  if (new URL(href).pathname !== "/") items.unshift("Breadcrumbs");
  if (items.length === 0) return undefined;
  const detectedItems = items.map((richResultType) => {
    const warn = richResultType === "Product snippets" && mix32(seed, 5) % 4 === 0;
    return {
      richResultType,
      items: [
        {
          name: "Unnamed item",
          ...(warn
            ? { issues: [{ issueMessage: 'Missing field "priceValidUntil"', severity: "WARNING" }] }
            : {}),
        },
      ],
    };
  });
  return { verdict: "PASS", detectedItems };
}

export function inspectionDetails(
  model: SiteModel,
  site: SiteEntry,
  href: string,
  status: IndexStatus,
  page: SitePage | undefined,
  crawledAt: Date,
) {
  const canonical = (value: string | undefined) => (value === "self" ? href : value);
  const sitemap =
    page && status.inSitemap ? [`${new URL(href).origin}/${page.sitemap}`] : undefined;
  const referring = status.crawled || status.inSitemap ? referrers(model, page, href) : [];
  const googleCanonical = canonical(status.googleCanonical);
  const userCanonical = canonical(status.userCanonical);
  const rich = status.verdict === "PASS" ? richResults(page, href) : undefined;
  return {
    indexStatusResult: {
      verdict: status.verdict,
      coverageState: status.coverageState,
      robotsTxtState: status.robotsTxtState,
      indexingState: status.indexingState,
      ...(status.crawled ? { lastCrawlTime: crawlTime(crawledAt) } : {}),
      pageFetchState: status.pageFetchState,
      ...(googleCanonical ? { googleCanonical } : {}),
      ...(userCanonical ? { userCanonical } : {}),
      ...(sitemap ? { sitemap } : {}),
      ...(referring.length > 0 ? { referringUrls: referring } : {}),
      ...(status.crawled ? { crawledAs: "MOBILE" } : {}),
    },
    mobileUsabilityResult: { verdict: "VERDICT_UNSPECIFIED" },
    ...(rich ? { richResultsResult: rich } : {}),
  };
}
