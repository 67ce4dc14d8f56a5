// The body of an inspection result: index status fields in Google's order, the sitemaps and
// referring pages that know the URL, and the rich results its page shows.
import { mix32, textHash } from "../world/search-random";
import type { SiteModel, SitePage } from "../world/search-site";
import type { Inspected } from "./inspection-verdict";

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

// The structured-data error a few pages carry, by rich result type.
const ERRORS: Record<string, string> = {
  Breadcrumbs: 'Missing field "item" (in "itemListElement")',
  FAQ: 'Missing field "acceptedAnswer" (in "mainEntity")',
  "Product snippets": 'Either "offers", "review", or "aggregateRating" should be specified',
  "Merchant listings": 'Missing field "offers"',
  "Review snippets": 'Missing field "itemReviewed"',
  Videos: 'Missing field "thumbnailUrl"',
  Recipes: 'Missing field "image"',
};

function richResults(page: SitePage | undefined, href: string) {
  if (!page) return undefined;
  const seed = textHash(href);
  const items = page.appearances
    .map(([value]) => RICH_RESULTS[value])
    .filter((type): type is string => type !== undefined);
  if (new URL(href).pathname !== "/") items.unshift("Breadcrumbs");
  if (items.length === 0) return undefined;
  const broken = mix32(seed, 6) % 9 === 0 ? items[mix32(seed, 7) % items.length] : undefined;
  const detectedItems = items.map((richResultType) => {
    const issues = [
      ...(richResultType === "Product snippets" && mix32(seed, 5) % 4 === 0
        ? [{ issueMessage: 'Missing field "priceValidUntil"', severity: "WARNING" }]
        : []),
      ...(richResultType === broken
        ? [{ issueMessage: ERRORS[richResultType] ?? "Invalid object type", severity: "ERROR" }]
        : []),
    ];
    return {
      richResultType,
      items: [{ name: "Unnamed item", ...(issues.length > 0 ? { issues } : {}) }],
    };
  });
  return { verdict: broken ? "FAIL" : "PASS", detectedItems };
}

export function inspectionDetails(
  model: SiteModel,
  href: string,
  { status, page, sitemap: listedIn }: Inspected,
  crawledAt: Date,
) {
  const canonical = (value: string | undefined) => (value === "self" ? href : value);
  const sitemap = listedIn && status.inSitemap ? [listedIn] : undefined;
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
