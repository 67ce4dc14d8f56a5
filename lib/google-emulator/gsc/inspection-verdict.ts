// What URL inspection reports for a URL: fixed per URL. Most pages that get search traffic are
// indexed; a realistic few are noindexed, canonicalised elsewhere, missing or blocked. Utility
// URLs (cart, account, tags, pagination, parameters) are excluded; unknown URLs are unknown.
import { mix32, textHash, unit } from "../world/search-random";
import type { SiteModel, SitePage } from "../world/search-site";

export type IndexStatus = {
  verdict: "PASS" | "NEUTRAL" | "FAIL";
  coverageState: string;
  robotsTxtState: "ALLOWED" | "DISALLOWED" | "ROBOTS_TXT_STATE_UNSPECIFIED";
  indexingState: "INDEXING_ALLOWED" | "BLOCKED_BY_META_TAG" | "INDEXING_STATE_UNSPECIFIED";
  pageFetchState: string;
  crawled: boolean;
  /** The canonical Google picked, when it differs from the URL itself. */
  googleCanonical?: "self" | string;
  userCanonical?: "self" | string;
  inSitemap: boolean;
};

const UNCRAWLED = {
  robotsTxtState: "ROBOTS_TXT_STATE_UNSPECIFIED",
  indexingState: "INDEXING_STATE_UNSPECIFIED",
  pageFetchState: "PAGE_FETCH_STATE_UNSPECIFIED",
  crawled: false,
  inSitemap: false,
} as const;
const CRAWLED = {
  robotsTxtState: "ALLOWED",
  indexingState: "INDEXING_ALLOWED",
  pageFetchState: "SUCCESSFUL",
  crawled: true,
  inSitemap: true,
} as const;

function trafficPage(page: SitePage, other: SitePage | undefined, today: number): IndexStatus {
  if (page.launchDay > today)
    return { verdict: "NEUTRAL", coverageState: "URL is unknown to Google", ...UNCRAWLED };
  if (today - page.launchDay < 14) {
    return {
      verdict: "NEUTRAL",
      coverageState: "Discovered - currently not indexed",
      ...UNCRAWLED,
      inSitemap: true,
    };
  }
  const u = unit(textHash(page.url), 0, 0, 71);
  const indexed = { verdict: "PASS", googleCanonical: "self" } as const;
  if (u < 0.8)
    return {
      ...CRAWLED,
      ...indexed,
      coverageState: "Submitted and indexed",
      userCanonical: "self",
    };
  if (u < 0.86) {
    return {
      ...CRAWLED,
      ...indexed,
      coverageState: "Indexed, not submitted in sitemap",
      inSitemap: false,
    };
  }
  if (u < 0.9) {
    return {
      ...CRAWLED,
      verdict: "NEUTRAL",
      coverageState: "Excluded by ‘noindex’ tag",
      indexingState: "BLOCKED_BY_META_TAG",
    };
  }
  if (u < 0.93 && other) {
    return {
      ...CRAWLED,
      verdict: "NEUTRAL",
      coverageState: "Duplicate, Google chose different canonical than user",
      userCanonical: "self",
      googleCanonical: other.url,
    };
  }
  if (u < 0.95)
    return {
      ...CRAWLED,
      verdict: "NEUTRAL",
      coverageState: "Crawled - currently not indexed",
      userCanonical: "self",
    };
  if (u < 0.965)
    return {
      ...CRAWLED,
      verdict: "FAIL",
      coverageState: "Not found (404)",
      pageFetchState: "NOT_FOUND",
    };
  if (u < 0.975) {
    return {
      ...CRAWLED,
      verdict: "FAIL",
      coverageState: "Blocked by robots.txt",
      robotsTxtState: "DISALLOWED",
      pageFetchState: "BLOCKED_ROBOTS_TXT",
      crawled: false,
    };
  }
  if (u < 0.985)
    return {
      ...CRAWLED,
      verdict: "FAIL",
      coverageState: "Redirect error",
      pageFetchState: "REDIRECT_ERROR",
    };
  if (u < 0.99)
    return {
      ...CRAWLED,
      verdict: "NEUTRAL",
      coverageState: "Page with redirect",
      userCanonical: other?.url ?? "self",
    };
  if (u < 0.995)
    return {
      ...CRAWLED,
      verdict: "FAIL",
      coverageState: "Server error (5xx)",
      pageFetchState: "SERVER_ERROR",
    };
  return {
    verdict: "NEUTRAL",
    coverageState: "Discovered - currently not indexed",
    ...UNCRAWLED,
    inSitemap: true,
  };
}

function utilityUrl(url: URL): IndexStatus | null {
  const path = url.pathname;
  if (/^\/(cart|checkout|account|login|thank-you|search)(\/|$)/.test(path)) {
    return {
      ...CRAWLED,
      verdict: "NEUTRAL",
      coverageState: "Excluded by ‘noindex’ tag",
      indexingState: "BLOCKED_BY_META_TAG",
      inSitemap: false,
    };
  }
  if (url.search) {
    const clean = `${url.origin}${url.pathname}`;
    return {
      ...CRAWLED,
      verdict: "NEUTRAL",
      coverageState: "Alternate page with proper canonical tag",
      userCanonical: clean,
      googleCanonical: clean,
      inSitemap: false,
    };
  }
  if (/\/(tag|page)\/[^/]+\/?$/.test(path)) {
    const u = unit(textHash(url.href), 0, 0, 72);
    return u < 0.5
      ? {
          ...CRAWLED,
          verdict: "NEUTRAL",
          coverageState: "Crawled - currently not indexed",
          inSitemap: false,
        }
      : {
          ...CRAWLED,
          verdict: "NEUTRAL",
          coverageState: "Duplicate without user-selected canonical",
          googleCanonical: `${url.origin}/`,
          inSitemap: false,
        };
  }
  return null;
}

/** The index status of `url` (already known to be inside the property). */
export function indexStatus(
  model: SiteModel,
  url: URL,
  today: number,
): { status: IndexStatus; page?: SitePage } {
  const href = url.href;
  const index = model.pages.findIndex((p) => p.url === href);
  const page = model.pages[index];
  if (page) {
    const related = model.pages.filter(
      (p) => p.subject === page.subject && p !== page && p.host === page.host,
    );
    const other = related[mix32(index) % Math.max(1, related.length)] ?? model.pages[0];
    return { status: trafficPage(page, other === page ? undefined : other, today), page };
  }
  return {
    status: utilityUrl(url) ?? {
      verdict: "NEUTRAL",
      coverageState: "URL is unknown to Google",
      ...UNCRAWLED,
    },
  };
}
