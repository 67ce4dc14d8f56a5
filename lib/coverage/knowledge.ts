// What Rankwell knows of each URL of a property without spending inspection budget: its newest
// inspection, or Search Console showing it (a page with impressions on a day was indexed that day).
import { COVERAGE_ISSUES, type CoverageIssue } from "./issues";

/** Search Console's window: impressions older than this still count, but are stale. */
export const SEARCH_EVIDENCE_DAYS = 28;
/** An inspection older than a week is stale: Google recrawls and re-decides often. */
export const INSPECTION_FRESH_DAYS = 7;

export type KnownUrlInput = {
  url: string;
  inSitemap: boolean;
  /** `YYYY-MM-DD` or ISO. */
  sitemapLastmod?: string | null;
  /** `YYYY-MM-DD`: the first day Rankwell found the URL in a sitemap. */
  firstSeenInSitemap?: string | null;
  /** `YYYY-MM-DD`: the last day Search Console showed the page with an impression. */
  lastImpressionDay?: string | null;
  /** Impressions of the recent period, and of the period before it. */
  impressions?: number;
  previousImpressions?: number;
  clicks?: number;
  /** The newest inspection: its Pacific day and issue. */
  lastInspection?: { day: string; issue: CoverageIssue } | null;
};

export type KnownUrl = KnownUrlInput & {
  state: "indexed" | "not_indexed" | "unknown";
  issue: CoverageIssue | null;
  source: "inspection" | "search" | "none";
  /** The day the knowledge is from, and how many days before today (never negative). */
  knownSince: string | null;
  ageDays: number | null;
};

export type CoverageSummary = {
  total: number;
  indexed: number;
  notIndexed: number;
  unknown: number;
  byIssue: Record<CoverageIssue, number>;
  stale: number;
};

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` (or an ISO time's date part); null if unreadable. */
export function dayNumber(day: string): number | null {
  const time = Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
  return Number.isNaN(time) ? null : time / DAY_MS;
}

/** `dayNumber` remembering its answers: a property's URLs share few distinct days. */
export function dayNumberCache(): (day: string) => number | null {
  const seen = new Map<string, number | null>();
  return (day) => {
    let n = seen.get(day);
    if (n === undefined) {
      n = dayNumber(day);
      seen.set(day, n);
    }
    return n;
  };
}

// Every field written out, in one order: one object shape for all 100,000 URLs, which V8 builds
// and reads many times faster than a spread of inputs of varied shapes.
const knownUrl = (
  input: KnownUrlInput,
  state: KnownUrl["state"],
  issue: CoverageIssue | null,
  source: KnownUrl["source"],
  knownSince: string | null,
  ageDays: number | null,
): KnownUrl => ({
  url: input.url,
  inSitemap: input.inSitemap,
  sitemapLastmod: input.sitemapLastmod,
  firstSeenInSitemap: input.firstSeenInSitemap,
  lastImpressionDay: input.lastImpressionDay,
  impressions: input.impressions,
  previousImpressions: input.previousImpressions,
  clicks: input.clicks,
  lastInspection: input.lastInspection,
  state,
  issue,
  source,
  knownSince,
  ageDays,
});

/**
 * Each URL's state from the newer of its last inspection and its last impression (an inspection on
 * the same day wins); a URL with neither is unknown.
 */
export function classifyKnownUrls(inputs: readonly KnownUrlInput[], today: string): KnownUrl[] {
  const toDay = dayNumberCache();
  const now = toDay(today) ?? 0;
  const out = new Array<KnownUrl>(inputs.length);
  for (let i = 0; i < inputs.length; i += 1) {
    const input = inputs[i]!;
    const inspection = input.lastInspection;
    const inspected = inspection ? toDay(inspection.day) : null;
    const seen = input.lastImpressionDay ? toDay(input.lastImpressionDay) : null;
    if (inspection && inspected !== null && (seen === null || inspected >= seen)) {
      const { indexed } = COVERAGE_ISSUES[inspection.issue];
      const age = Math.max(0, now - inspected);
      out[i] = knownUrl(
        input,
        indexed ? "indexed" : "not_indexed",
        inspection.issue,
        "inspection",
        inspection.day,
        age,
      );
    } else if (seen !== null) {
      const issue = input.inSitemap ? "indexed" : "indexed_not_in_sitemap";
      const age = Math.max(0, now - seen);
      out[i] = knownUrl(input, "indexed", issue, "search", input.lastImpressionDay!, age);
    } else {
      out[i] = knownUrl(input, "unknown", null, "none", null, null);
    }
  }
  return out;
}

/** Whether the knowledge is old enough to check again: search evidence past its window, an inspection past a week. */
export function isStale(known: Pick<KnownUrl, "source" | "ageDays">): boolean {
  if (known.ageDays === null) return false;
  if (known.source === "search") return known.ageDays > SEARCH_EVIDENCE_DAYS;
  return known.source === "inspection" && known.ageDays > INSPECTION_FRESH_DAYS;
}

/** Counts by state and by issue, and how many URLs are known from stale evidence. */
export function summarise(known: readonly KnownUrl[]): CoverageSummary {
  const byIssue = Object.fromEntries(Object.keys(COVERAGE_ISSUES).map((key) => [key, 0])) as Record<
    CoverageIssue,
    number
  >;
  const summary = { total: known.length, indexed: 0, notIndexed: 0, unknown: 0, byIssue, stale: 0 };
  for (const k of known) {
    if (k.state === "indexed") summary.indexed += 1;
    else if (k.state === "not_indexed") summary.notIndexed += 1;
    else summary.unknown += 1;
    if (k.issue) byIssue[k.issue] += 1;
    if (isStale(k)) summary.stale += 1;
  }
  return summary;
}
