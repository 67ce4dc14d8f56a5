// The index status fields Google reports for each state a URL can be in, enums as on the wire.
import type { SiteUrlState } from "./site-url-groups";

export type IndexStatus = {
  verdict: "PASS" | "NEUTRAL" | "FAIL";
  coverageState: string;
  robotsTxtState: "ALLOWED" | "DISALLOWED" | "ROBOTS_TXT_STATE_UNSPECIFIED";
  indexingState: "INDEXING_ALLOWED" | "BLOCKED_BY_META_TAG" | "INDEXING_STATE_UNSPECIFIED";
  pageFetchState: string;
  /** Whether Google fetched it: only then is there a `lastCrawlTime`. */
  crawled: boolean;
  /** "self" for the URL itself; absent when Google has none (not indexed) or none is declared. */
  googleCanonical?: string;
  userCanonical?: string;
  inSitemap: boolean;
};

export const UNCRAWLED = {
  robotsTxtState: "ROBOTS_TXT_STATE_UNSPECIFIED",
  indexingState: "INDEXING_STATE_UNSPECIFIED",
  pageFetchState: "PAGE_FETCH_STATE_UNSPECIFIED",
  crawled: false,
  inSitemap: false,
} as const;
export const CRAWLED = {
  robotsTxtState: "ALLOWED",
  indexingState: "INDEXING_ALLOWED",
  pageFetchState: "SUCCESSFUL",
  crawled: true,
  inSitemap: true,
} as const;

export const UNKNOWN: IndexStatus = {
  verdict: "NEUTRAL",
  coverageState: "URL is unknown to Google",
  ...UNCRAWLED,
};

/** An indexed URL, submitted in a sitemap or found through links. */
export const indexed = (inSitemap: boolean): IndexStatus => ({
  ...CRAWLED,
  verdict: "PASS",
  coverageState: inSitemap ? "Submitted and indexed" : "Indexed, not submitted in sitemap",
  googleCanonical: "self",
  userCanonical: "self",
  inSitemap,
});

const failed = (coverageState: string, pageFetchState: string): IndexStatus => ({
  ...CRAWLED,
  verdict: "FAIL",
  coverageState,
  pageFetchState,
});

const excluded = (coverageState: string, more: Partial<IndexStatus> = {}): IndexStatus => ({
  ...CRAWLED,
  verdict: "NEUTRAL",
  coverageState,
  ...more,
});

/** The status of a URL in `state`; `target` is the page it redirects to or duplicates. */
export function stateStatus(state: SiteUrlState, target: string | undefined): IndexStatus {
  switch (state) {
    case "indexed":
      return indexed(true);
    case "crawled_not_indexed":
      return excluded("Crawled - currently not indexed", { userCanonical: "self" });
    case "discovered_not_indexed":
      return { ...UNKNOWN, coverageState: "Discovered - currently not indexed", inSitemap: true };
    case "noindex":
      return excluded("Excluded by ‘noindex’ tag", { indexingState: "BLOCKED_BY_META_TAG" });
    case "blocked_by_robots":
      return {
        ...failed("Blocked by robots.txt", "BLOCKED_ROBOTS_TXT"),
        robotsTxtState: "DISALLOWED",
        indexingState: "INDEXING_STATE_UNSPECIFIED",
        crawled: false,
      };
    case "not_found":
      return failed("Not found (404)", "NOT_FOUND");
    case "soft_404":
      return failed("Soft 404", "SOFT_404");
    case "redirect_error":
      return failed("Redirect error", "REDIRECT_ERROR");
    case "server_error":
      return failed("Server error (5xx)", "SERVER_ERROR");
    case "page_with_redirect":
      return excluded("Page with redirect", { googleCanonical: target });
    case "duplicate_no_canonical":
      return excluded("Duplicate without user-selected canonical", { googleCanonical: target });
    case "duplicate_google_chose_different":
      return excluded("Duplicate, Google chose different canonical than user", {
        userCanonical: "self",
        googleCanonical: target,
      });
    case "alternate_with_canonical":
      return excluded("Alternate page with proper canonical tag", {
        userCanonical: target,
        googleCanonical: target,
      });
  }
}
