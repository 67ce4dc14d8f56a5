// Google's page-indexing reasons as stable keys, and the rule that files a URL Inspection result
// under one. Pure: the Coverage view imports the catalogue on the client.

export type CoverageIssue =
  | "indexed"
  | "indexed_not_in_sitemap"
  | "crawled_not_indexed"
  | "discovered_not_indexed"
  | "unknown_to_google"
  | "noindex"
  | "blocked_by_robots"
  | "not_found"
  | "soft_404"
  | "page_with_redirect"
  | "redirect_error"
  | "server_error"
  | "access_denied"
  | "duplicate_no_canonical"
  | "duplicate_google_chose_different"
  | "alternate_with_canonical"
  | "other";

export type CoverageIssueKind = "error" | "excluded" | "valid";

export type CoverageIssueInfo = {
  /** Google's wording in the page-indexing report. */
  label: string;
  indexed: boolean;
  /** `error`: the site must fix it; `excluded`: left out, often on purpose; `valid`: indexed. */
  kind: CoverageIssueKind;
  meaning: string;
  action: string;
};

const entry = (
  label: string,
  kind: CoverageIssueKind,
  meaning: string,
  action: string,
): CoverageIssueInfo => ({ label, indexed: kind === "valid", kind, meaning, action });

/** Every issue in the order of Google's page-indexing report: indexed first, then errors, then the rest. */
export const COVERAGE_ISSUES: Readonly<Record<CoverageIssue, CoverageIssueInfo>> = {
  indexed: entry(
    "Indexed",
    "valid",
    "Google has the page in its index and can show it in search results.",
    "Nothing to fix; keep the page in your sitemap and watch its clicks.",
  ),
  indexed_not_in_sitemap: entry(
    "Indexed, not submitted in sitemap",
    "valid",
    "Google indexed the page after finding it through links, but no sitemap lists it.",
    "Add the URL to a sitemap if it should rank, or redirect or noindex it if it should not be on Google.",
  ),
  not_found: entry(
    "Not found (404)",
    "error",
    "Google requested the page and the server answered 404 or 410.",
    "Restore the page or 301-redirect it to its closest replacement, and drop the URL from sitemaps and internal links.",
  ),
  soft_404: entry(
    "Soft 404",
    "error",
    "The server answers 200, but Google reads the page as empty or an error page.",
    "Give the page real content, or make it answer 404/410 (or redirect it) if it is gone.",
  ),
  server_error: entry(
    "Server error (5xx)",
    "error",
    "The server answered Googlebot with a 5xx status or timed out.",
    "Check the server logs at the crawl time for errors, timeouts and firewall or rate-limit rules that hit Googlebot.",
  ),
  redirect_error: entry(
    "Redirect error",
    "error",
    "Google could not follow the redirect: a loop, a chain too long, an empty or a broken target.",
    "Point the URL with a single 301 straight at a live page that answers 200.",
  ),
  blocked_by_robots: entry(
    "Blocked by robots.txt",
    "error",
    "A Disallow rule in robots.txt stops Googlebot from crawling the page.",
    "Remove or narrow the Disallow rule if the page should be on Google; use noindex, not robots.txt, to keep it out.",
  ),
  access_denied: entry(
    "Blocked due to access denied (401/403/4xx)",
    "error",
    "The server refused Googlebot with 401, 403 or another 4xx status.",
    "Serve the page to Googlebot without a login, or remove it from sitemaps and internal links if it is private.",
  ),
  crawled_not_indexed: entry(
    "Crawled – currently not indexed",
    "excluded",
    "Google fetched the page and chose not to index it, usually for thin, duplicate or low-value content.",
    "Make the page more useful and distinct, link to it from strong pages, then request indexing.",
  ),
  discovered_not_indexed: entry(
    "Discovered – currently not indexed",
    "excluded",
    "Google knows the URL but has not crawled it yet, often for crawl budget or a slow server.",
    "Link to it from crawled pages, keep it in the sitemap, and cut low-value URLs that use up crawl budget.",
  ),
  unknown_to_google: entry(
    "URL is unknown to Google",
    "excluded",
    "Google has never seen the URL: not in a sitemap it read, not linked from a page it crawled.",
    "Add the URL to a submitted sitemap and link to it from indexed pages.",
  ),
  noindex: entry(
    "Excluded by ‘noindex’ tag",
    "excluded",
    "The page asks not to be indexed with a robots meta tag or an X-Robots-Tag header.",
    "Remove the noindex if the page should rank; otherwise drop it from sitemaps.",
  ),
  page_with_redirect: entry(
    "Page with redirect",
    "excluded",
    "The URL redirects elsewhere, so Google indexes the target instead.",
    "Nothing to fix if intended; list the target, not this URL, in sitemaps and internal links.",
  ),
  duplicate_no_canonical: entry(
    "Duplicate without user-selected canonical",
    "excluded",
    "Google sees the page as a duplicate of another URL and, with no canonical declared, indexed that one.",
    "Declare a rel=canonical on the duplicates, or merge or redirect them to the URL you want indexed.",
  ),
  duplicate_google_chose_different: entry(
    "Duplicate, Google chose different canonical than user",
    "excluded",
    "The page declares a canonical, but Google picked another URL as the one to index.",
    "Make the declared canonical consistent in links, sitemaps and redirects, or canonicalise to Google's choice.",
  ),
  alternate_with_canonical: entry(
    "Alternate page with proper canonical tag",
    "excluded",
    "The page points to another URL as its canonical and Google honoured it.",
    "Nothing to fix if the page is meant as an alternate, such as a parameter or AMP version.",
  ),
  other: entry(
    "Other reason",
    "excluded",
    "Google did not index the page for a reason the inspection does not name.",
    "Open the URL in Search Console's URL Inspection for details, and test the live URL.",
  ),
};

/** What a URL Inspection result says, as read from `indexStatusResult`. */
export type InspectionFacts = {
  verdict: string;
  coverageState?: string | null;
  robotsTxtState?: string | null;
  indexingState?: string | null;
  pageFetchState?: string | null;
  googleCanonical?: string | null;
  userCanonical?: string | null;
  lastCrawlTime?: string | null;
  url: string;
  /** Whether Rankwell found the URL in the property's sitemaps (undefined: not known). */
  inSitemap?: boolean;
};

const FETCH_ISSUES: Readonly<Record<string, CoverageIssue>> = {
  NOT_FOUND: "not_found",
  SOFT_404: "soft_404",
  SERVER_ERROR: "server_error",
  REDIRECT_ERROR: "redirect_error",
  BLOCKED_ROBOTS_TXT: "blocked_by_robots",
  ACCESS_DENIED: "access_denied",
  ACCESS_FORBIDDEN: "access_denied",
  BLOCKED_4XX: "access_denied",
  // Google's own crawl failure, or a URL it cannot fetch at all: neither names a site fix.
  INTERNAL_CRAWL_ERROR: "other",
  INVALID_URL: "other",
};

// The English coverageState texts, normalised. Only read where the enums cannot tell: the result
// may be in any language, and an indexed text is never trusted without verdict PASS.
const TEXT_ISSUES: Readonly<Record<string, CoverageIssue>> = {
  "crawled - currently not indexed": "crawled_not_indexed",
  "discovered - currently not indexed": "discovered_not_indexed",
  "url is unknown to google": "unknown_to_google",
  "excluded by 'noindex' tag": "noindex",
  "page with redirect": "page_with_redirect",
  "not found (404)": "not_found",
  "soft 404": "soft_404",
  "blocked by robots.txt": "blocked_by_robots",
  "redirect error": "redirect_error",
  "server error (5xx)": "server_error",
  "duplicate without user-selected canonical": "duplicate_no_canonical",
  "duplicate, google chose different canonical than user": "duplicate_google_chose_different",
  "alternate page with proper canonical tag": "alternate_with_canonical",
};

// How far Google got with a URL it did not index; a crawl time outranks a text that says less.
const CRAWL_STAGES: ReadonlySet<CoverageIssue> = new Set([
  "crawled_not_indexed",
  "discovered_not_indexed",
  "unknown_to_google",
]);

const normaliseText = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/\s*[–—-]\s*/g, " - ");

const specified = (value: string | null | undefined) => !!value && !value.endsWith("_UNSPECIFIED");

const canonicalUrl = (url: string) => (URL.canParse(url) ? new URL(url).href : url);

/** The duplicate issue when Google chose another URL than the inspected one as canonical. */
function duplicateIssue(facts: InspectionFacts): CoverageIssue | null {
  if (!facts.googleCanonical) return null;
  const url = canonicalUrl(facts.url);
  const chosen = canonicalUrl(facts.googleCanonical);
  if (chosen === url) return null;
  if (!facts.userCanonical) return "duplicate_no_canonical";
  const declared = canonicalUrl(facts.userCanonical);
  return declared !== url && declared === chosen
    ? "alternate_with_canonical"
    : "duplicate_google_chose_different";
}

/**
 * Files an inspection under one issue. Indexed exactly when the verdict is PASS; otherwise the fetch
 * state, robots.txt, noindex and canonicals decide, and Google's English `coverageState` only settles
 * what they cannot: a redirect, crawled or discovered or unknown, a reason left unspecified.
 */
export function classifyInspection(facts: InspectionFacts): CoverageIssue {
  const text = normaliseText(facts.coverageState ?? "");
  if (facts.verdict === "PASS") {
    return facts.inSitemap === false || text.includes("not submitted")
      ? "indexed_not_in_sitemap"
      : "indexed";
  }
  const fetch = facts.pageFetchState;
  if (fetch && Object.hasOwn(FETCH_ISSUES, fetch)) return FETCH_ISSUES[fetch]!;
  if (facts.robotsTxtState === "DISALLOWED" || facts.indexingState === "BLOCKED_BY_ROBOTS_TXT") {
    return "blocked_by_robots";
  }
  const { indexingState } = facts;
  if (indexingState === "BLOCKED_BY_META_TAG" || indexingState === "BLOCKED_BY_HTTP_HEADER") {
    return "noindex";
  }
  const byText = Object.hasOwn(TEXT_ISSUES, text) ? TEXT_ISSUES[text]! : null;
  // Before the canonicals: a redirecting URL's Google canonical is its target, not a duplicate's.
  if (byText === "page_with_redirect") return byText;
  const duplicate = duplicateIssue(facts);
  if (duplicate) return duplicate;
  if (byText && !CRAWL_STAGES.has(byText)) return byText;
  if (facts.verdict === "FAIL") return "other";
  if (facts.lastCrawlTime || byText === "crawled_not_indexed") return "crawled_not_indexed";
  if (byText) return byText;
  const nothingKnown =
    !specified(facts.robotsTxtState) &&
    !specified(facts.indexingState) &&
    !specified(facts.pageFetchState) &&
    !facts.userCanonical &&
    !facts.googleCanonical;
  return nothingKnown ? "unknown_to_google" : "discovered_not_indexed";
}
