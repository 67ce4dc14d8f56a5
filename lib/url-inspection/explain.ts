// Plain words for a URL Inspection result (Google's enums → label, tone, what to do). No zod: the
// result card imports this on first load.
import { formatDateTime } from "@/lib/dates/format";
import type { GscInspection } from "@/lib/google/schemas/search-console";

export type Tone = "good" | "warn" | "bad" | "neutral";
export type Explanation = { label: string; tone: Tone; hint: string };

type Table = Record<string, Explanation>;
const say = (label: string, tone: Tone, hint: string): Explanation => ({ label, tone, hint });

function lookup(table: Table, value: string | undefined, unspecified: string): Explanation {
  const key = value || unspecified;
  if (Object.hasOwn(table, key)) return table[key]!;
  return say(key, "neutral", "Google returned a value this page does not explain yet.");
}

const VERDICTS: Table = {
  PASS: say("URL is on Google", "good", "The page is indexed and can appear in Google Search."),
  NEUTRAL: say(
    "URL is not on Google",
    "warn",
    "Google left the page out of its index, often on purpose (noindex, redirect, duplicate). Coverage says why.",
  ),
  FAIL: say(
    "URL is not on Google: error",
    "bad",
    "Google hit an error with this page. Fix it, then request indexing in Search Console.",
  ),
  PARTIAL: say(
    "Partially valid",
    "warn",
    "Google reserves this verdict and rarely uses it; open the result in Search Console for details.",
  ),
  VERDICT_UNSPECIFIED: say("No verdict", "neutral", "Google gave no verdict for this URL."),
};
export const explainVerdict = (verdict: string | undefined) =>
  lookup(VERDICTS, verdict, "VERDICT_UNSPECIFIED");

const ROBOTS: Table = {
  ALLOWED: say("Allowed", "good", "robots.txt lets Googlebot crawl this page."),
  DISALLOWED: say(
    "Blocked by robots.txt",
    "bad",
    "robots.txt stops Googlebot from crawling this page. Remove the Disallow rule if it should be on Google.",
  ),
  ROBOTS_TXT_STATE_UNSPECIFIED: say(
    "Not checked",
    "neutral",
    "Google did not report robots.txt for this page, usually because it has not crawled it.",
  ),
};
export const explainRobots = (state: string | undefined) =>
  lookup(ROBOTS, state, "ROBOTS_TXT_STATE_UNSPECIFIED");

const INDEXING: Table = {
  INDEXING_ALLOWED: say("Yes", "good", "No noindex rule keeps this page out of Google."),
  BLOCKED_BY_META_TAG: say(
    "No: 'noindex' in a robots meta tag",
    "warn",
    'The page has <meta name="robots" content="noindex">. Remove it if the page should be on Google.',
  ),
  BLOCKED_BY_HTTP_HEADER: say(
    "No: 'noindex' in the X-Robots-Tag header",
    "warn",
    "The server sends X-Robots-Tag: noindex. Remove the header if the page should be on Google.",
  ),
  BLOCKED_BY_ROBOTS_TXT: say(
    "No: blocked by robots.txt",
    "bad",
    "robots.txt keeps Google from reading the page. Remove the Disallow rule if it should be on Google.",
  ),
  INDEXING_STATE_UNSPECIFIED: say(
    "Unknown",
    "neutral",
    "Google did not say, usually because it has not crawled the page.",
  ),
};
export const explainIndexing = (state: string | undefined) =>
  lookup(INDEXING, state, "INDEXING_STATE_UNSPECIFIED");

const FETCH: Table = {
  SUCCESSFUL: say("Successful", "good", "Google fetched the page without problems."),
  SOFT_404: say(
    "Soft 404",
    "bad",
    "The page answers 200 but looks empty or like an error. Return 404 or 410 if it is gone, or give it real content.",
  ),
  BLOCKED_ROBOTS_TXT: say(
    "Blocked by robots.txt",
    "bad",
    "robots.txt stopped Google from fetching the page. Remove the Disallow rule if it should be on Google.",
  ),
  NOT_FOUND: say(
    "Not found (404)",
    "bad",
    "Restore the page or redirect it; if it is gone on purpose, remove it from sitemaps and links.",
  ),
  ACCESS_DENIED: say(
    "Access denied (401)",
    "bad",
    "The server asked for a login, which Googlebot cannot give. Make the page public or keep it out of sitemaps.",
  ),
  SERVER_ERROR: say(
    "Server error (5xx)",
    "bad",
    "The server failed while Google fetched the page. Check the server's logs and capacity.",
  ),
  REDIRECT_ERROR: say(
    "Redirect error",
    "bad",
    "A redirect loop, a chain too long or a bad target. Redirect straight to the final URL.",
  ),
  ACCESS_FORBIDDEN: say(
    "Access forbidden (403)",
    "bad",
    "The server refused Googlebot. Check firewall, bot protection and CDN rules.",
  ),
  BLOCKED_4XX: say(
    "Blocked by a 4xx error",
    "bad",
    "The server answered with a 4xx error other than 401, 403 or 404. Make the page answer 200.",
  ),
  INTERNAL_CRAWL_ERROR: say(
    "Google's internal error",
    "warn",
    "Something went wrong on Google's side. Inspect the URL again later.",
  ),
  INVALID_URL: say(
    "Invalid URL",
    "bad",
    "Google could not use this address. Check it for typos and characters that need encoding.",
  ),
  PAGE_FETCH_STATE_UNSPECIFIED: say(
    "Not fetched",
    "neutral",
    "Google has not fetched this page, or did not say how the fetch went.",
  ),
};
export const explainFetch = (state: string | undefined) =>
  lookup(FETCH, state, "PAGE_FETCH_STATE_UNSPECIFIED");

const CRAWLERS: Table = {
  MOBILE: say(
    "Googlebot smartphone",
    "neutral",
    "Google indexes the mobile version of the page: that is the one to keep complete.",
  ),
  DESKTOP: say(
    "Googlebot desktop",
    "neutral",
    "Google crawled the desktop version. Make sure phones get the same content.",
  ),
  CRAWLING_USER_AGENT_UNSPECIFIED: say(
    "Unknown",
    "neutral",
    "Google did not say, usually because it has not crawled the page.",
  ),
};
export const explainCrawledAs = (agent: string | undefined) =>
  lookup(CRAWLERS, agent, "CRAWLING_USER_AGENT_UNSPECIFIED");

const SEVERITIES: Table = {
  ERROR: say("Error", "bad", "Stops this rich result from showing in Search."),
  WARNING: say("Warning", "warn", "The rich result can show, but without this feature."),
  SEVERITY_UNSPECIFIED: say("Issue", "neutral", "Google did not rate this issue."),
};
export const explainSeverity = (severity: string | undefined) =>
  lookup(SEVERITIES, severity, "SEVERITY_UNSPECIFIED");

const AMP_VERDICTS: Table = {
  PASS: say("Valid AMP page", "good", "The AMP version can show in Google Search."),
  NEUTRAL: say(
    "AMP page excluded",
    "warn",
    "Google left the AMP version out; see its indexing below.",
  ),
  FAIL: say(
    "AMP page has errors",
    "bad",
    "Fix the AMP issues below; invalid AMP pages cannot show.",
  ),
  PARTIAL: say("Partially valid", "warn", "Google reserves this verdict and rarely uses it."),
  VERDICT_UNSPECIFIED: say("No verdict", "neutral", "Google gave no verdict for the AMP version."),
};
export const explainAmpVerdict = (verdict: string | undefined) =>
  lookup(AMP_VERDICTS, verdict, "VERDICT_UNSPECIFIED");

const AMP_INDEXING: Table = {
  AMP_INDEXING_ALLOWED: say("Yes", "good", "Nothing keeps the AMP version out of Google."),
  BLOCKED_DUE_TO_NOINDEX: say(
    "No: 'noindex' on the AMP page",
    "warn",
    "The AMP version has a noindex rule. Remove it if the AMP page should show in Search.",
  ),
  BLOCKED_DUE_TO_EXPIRED_UNAVAILABLE_AFTER: say(
    "No: 'unavailable_after' date has passed",
    "warn",
    "The AMP page's unavailable_after date is over. Move or remove the date if it should show again.",
  ),
  AMP_INDEXING_STATE_UNSPECIFIED: say("Unknown", "neutral", "Google did not say."),
};
export const explainAmpIndexing = (state: string | undefined) =>
  lookup(AMP_INDEXING, state, "AMP_INDEXING_STATE_UNSPECIFIED");

// coverageState is localised free text (languageCode), so it is shown as Google wrote it; the
// English reasons get a what-to-do line, any other text the verdict's.
const COVERAGE_HINTS: Record<string, string> = {
  "submitted and indexed": "A sitemap lists the page and Google indexed it.",
  "indexed, not submitted in sitemap":
    "Indexed, but no sitemap lists it. Add it to one so Google notices changes sooner.",
  "indexed, though blocked by robots.txt":
    "Indexed from links alone: robots.txt stops Google from reading it. Allow crawling or use noindex.",
  "crawled - currently not indexed":
    "Google read the page and chose not to index it for now. Improve its content and link to it.",
  "discovered - currently not indexed":
    "Google knows the URL but has not crawled it yet. Link to it from important pages.",
  "url is unknown to google":
    "Google has not seen this URL. Add it to a sitemap and link to it, then request indexing.",
  "excluded by 'noindex' tag":
    "A noindex rule keeps the page out. Remove it if the page should be on Google.",
  "page with redirect":
    "This URL redirects; Google indexes the target instead. Nothing to do if that is intended.",
  "alternate page with proper canonical tag":
    "Google indexes the canonical this page points to. Nothing to do.",
  "duplicate without user-selected canonical":
    "Google sees a duplicate and chose another URL. Declare the canonical you want.",
  "duplicate, google chose different canonical than user":
    "Google ignored the declared canonical. Point links, redirects and sitemaps at one URL.",
  "not found (404)": "The page answers 404. Restore or redirect it, or remove links to it.",
  "soft 404": "The page looks empty or like an error. Give it content or return 404.",
  "blocked by robots.txt": "robots.txt stops Google from crawling it. Remove the rule if needed.",
  "server error (5xx)": "The server failed when Google fetched the page. Check its logs.",
  "redirect error": "The redirect loops, chains too long or is broken. Redirect once, directly.",
};
const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/\s*[–—-]\s*/g, " - ");

export function explainCoverage(
  coverageState: string | undefined,
  verdict: string | undefined,
): Explanation {
  const { tone, hint } = explainVerdict(verdict);
  const text = coverageState?.trim();
  if (!text) return say("Not reported", "neutral", "Google gave no coverage state for this URL.");
  return say(text, tone, COVERAGE_HINTS[normalise(text)] ?? hint);
}

function sameUrl(a: string, b: string): boolean {
  const canonical = (url: string) => (URL.canParse(url) ? new URL(url).href : url);
  return canonical(a) === canonical(b);
}

/** `declared: null`: the page names no canonical and Google chose a URL other than `url`. */
export type CanonicalMismatch = { declared: string | null; chosen: string };

export function canonicalMismatch(result: GscInspection, url?: string): CanonicalMismatch | null {
  const chosen = result.indexStatusResult?.googleCanonical;
  const declared = result.indexStatusResult?.userCanonical;
  if (!chosen) return null;
  if (declared) return sameUrl(declared, chosen) ? null : { declared, chosen };
  return url && !sameUrl(url, chosen) ? { declared: null, chosen } : null;
}

/**
 * When the moments are written. Without `now` (the server, and the browser's first render) a
 * moment is written in UTC, the same in both; with it, "3 days ago" and the reader's locale.
 */
export type Clock = { now?: number | Date; locale?: string; timeZone?: string };

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

export function relativeTime(iso: string, now: number | Date, locale?: string): string {
  const seconds = Math.max(0, Math.floor((+now - Date.parse(iso)) / 1000));
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const [unit, size] = UNITS.find(([, size]) => seconds >= size) ?? [];
  return unit && size ? rtf.format(-Math.floor(seconds / size), unit) : rtf.format(0, "second");
}

/** A moment as "3 days ago" (null without `clock.now`) and its date and time. */
export function momentParts(iso: string, clock: Clock): { relative: string | null; date: string } {
  if (Number.isNaN(Date.parse(iso))) return { relative: null, date: iso };
  if (clock.now === undefined) return { relative: null, date: formatDateTime(iso) };
  const date = new Intl.DateTimeFormat(clock.locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: clock.timeZone,
  }).format(new Date(iso));
  return { relative: relativeTime(iso, clock.now, clock.locale), date };
}

/** "3 days ago (Jun 8, 2025, 7:24 PM GMT+2)", or the UTC moment alone without `clock.now`. */
export function describeMoment(iso: string, clock: Clock): string {
  const { relative, date } = momentParts(iso, clock);
  return relative ? `${relative} (${date})` : date;
}

export type InspectionRowKey =
  | "verdict"
  | "coverage"
  | "robots"
  | "indexing"
  | "fetch"
  | "lastCrawl"
  | "crawledAs"
  | "userCanonical"
  | "googleCanonical";

export type InspectionRow = {
  key: InspectionRowKey;
  label: string;
  value: string;
  tone: Tone;
  hint: string;
};

const row = (key: InspectionRowKey, label: string, { label: value, tone, hint }: Explanation) => ({
  key,
  label,
  value,
  tone,
  hint,
});

function lastCrawl(iso: string | undefined, clock: Clock): Explanation {
  if (!iso) {
    return say(
      "Never crawled",
      "warn",
      "Google has not crawled this page successfully yet. Link to it and list it in a sitemap.",
    );
  }
  return say(
    describeMoment(iso, clock),
    "neutral",
    "Changes made to the page since then are not in Google's copy yet.",
  );
}

function canonicals(result: GscInspection, url: string | undefined): [Explanation, Explanation] {
  const status = result.indexStatusResult;
  const mismatch = canonicalMismatch(result, url);
  const chosen = status?.googleCanonical;
  const declared = status?.userCanonical
    ? mismatch
      ? say(status.userCanonical, "warn", "Google did not follow it and chose the URL below.")
      : chosen
        ? say(status.userCanonical, "good", "Google agrees with the page's canonical.")
        : say(status.userCanonical, "neutral", "Google picks a canonical once it indexes the page.")
    : mismatch
      ? say(
          "None declared",
          "warn",
          'Google chose another URL. Add <link rel="canonical"> naming the URL you want on Google.',
        )
      : say(
          "None declared",
          "neutral",
          'The page has no <link rel="canonical">; Google picks the main version itself.',
        );
  const google = !chosen
    ? say("None yet", "neutral", "Google selects a canonical only for pages it indexes.")
    : mismatch
      ? say(
          chosen,
          "warn",
          mismatch.declared
            ? "Google indexes this URL instead of the declared canonical."
            : "Google treats this page as a duplicate and indexes this URL instead.",
        )
      : say(chosen, "good", "The URL Google shows in Search for this page.");
  return [declared, google];
}

/** The index status, in the order a person reads it. `url` is the inspected URL. */
export function inspectionRows(
  result: GscInspection,
  clock: Clock & { url?: string } = {},
): InspectionRow[] {
  const status = result.indexStatusResult;
  const [declared, chosen] = canonicals(result, clock.url);
  return [
    row("verdict", "Verdict", explainVerdict(status?.verdict)),
    row("coverage", "Coverage", explainCoverage(status?.coverageState, status?.verdict)),
    row("robots", "robots.txt", explainRobots(status?.robotsTxtState)),
    row("indexing", "Indexing allowed", explainIndexing(status?.indexingState)),
    row("fetch", "Page fetch", explainFetch(status?.pageFetchState)),
    row("lastCrawl", "Last crawl", lastCrawl(status?.lastCrawlTime, clock)),
    row("crawledAs", "Crawled as", explainCrawledAs(status?.crawledAs)),
    row("userCanonical", "User-declared canonical", declared),
    row("googleCanonical", "Google-selected canonical", chosen),
  ];
}

export type InspectionIssue = { message: string; severity: Explanation; item?: string };
export type RichResultType = { type: string; count: number; issues: InspectionIssue[] };

export function richResultTypes(result: GscInspection): RichResultType[] {
  return (result.richResultsResult?.detectedItems ?? []).map((detected) => ({
    type: detected.richResultType,
    count: detected.items.length,
    issues: detected.items.flatMap((item) =>
      (item.issues ?? []).map((issue) => ({
        message: issue.issueMessage ?? "Unnamed issue",
        severity: explainSeverity(issue.severity),
        ...(item.name ? { item: item.name } : {}),
      })),
    ),
  }));
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === "object")
    : [];

/** The retired Mobile Usability report's issues; empty when it has none (the usual case). */
export function mobileUsabilityIssues(result: GscInspection): InspectionIssue[] {
  return records(result.mobileUsabilityResult?.issues).map((issue) => ({
    message: text(issue.message) ?? text(issue.issueType) ?? "Unnamed issue",
    severity: explainSeverity(text(issue.severity)),
  }));
}

export type AmpDetails = { ampUrl?: string; rows: InspectionRow[]; issues: InspectionIssue[] };

/** The AMP version's status, or null for a page without one. */
export function ampDetails(result: GscInspection, clock: Clock = {}): AmpDetails | null {
  const amp = result.ampResult;
  if (!amp) return null;
  const crawl = text(amp.lastCrawlTime);
  return {
    ampUrl: text(amp.ampUrl),
    rows: [
      row("verdict", "Verdict", explainAmpVerdict(amp.verdict)),
      row("robots", "robots.txt", explainRobots(text(amp.robotsTxtState))),
      row("indexing", "Indexing allowed", explainAmpIndexing(text(amp.indexingState))),
      row("fetch", "Page fetch", explainFetch(text(amp.pageFetchState))),
      row("lastCrawl", "Last crawl", lastCrawl(crawl, clock)),
    ],
    issues: records(amp.issues).map((issue) => ({
      message: text(issue.issueMessage) ?? "Unnamed issue",
      severity: explainSeverity(text(issue.severity)),
    })),
  };
}

/** `value` when it is an http(s) URL, safe for an href; null otherwise. */
export function httpUrl(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  return /^https?:$/.test(new URL(value).protocol) ? value : null;
}
