// What the Coverage & Issues route answers (shared by the server and the view; no zod, no server code).
import type { CoverageIssue } from "./issues";
import type { PriorityReason } from "./prioritise";

export type CoverageState = "indexed" | "not_indexed" | "unknown";
export const COVERAGE_STATES: readonly CoverageState[] = ["indexed", "not_indexed", "unknown"];
export const COVERAGE_STATE_LABELS: Record<CoverageState, string> = {
  indexed: "Indexed",
  not_indexed: "Not indexed",
  unknown: "Unknown",
};

export const COVERAGE_SORTS = ["url", "clicks", "impressions", "age"] as const;
export type CoverageSort = (typeof COVERAGE_SORTS)[number];

export type CoverageIssueRow = {
  issue: CoverageIssue;
  label: string;
  kind: "error" | "excluded" | "valid";
  meaning: string;
  action: string;
  urls: number;
  /** Clicks of these URLs over the last 28 days before they fell out (search data). */
  clicksAtStake: number;
  /** URLs in the issue per day of inspection, oldest first (stored inspections). */
  trend: { day: string; urls: number }[];
};

export type CoverageUrlRow = {
  url: string;
  state: CoverageState;
  issue: CoverageIssue | null;
  /** Where the state is known from. */
  source: "inspection" | "search" | "none";
  inSitemap: boolean;
  /** The day the knowledge is from, and how many days old it is. */
  knownSince: string | null;
  ageDays: number | null;
  clicks: number;
  impressions: number;
};

export type CoverageResponse = {
  today: string;
  summary: {
    total: number;
    indexed: number;
    notIndexed: number;
    unknown: number;
    /** Known from evidence older than the search window or a week-old inspection. */
    stale: number;
    fromSitemaps: number;
    fromSearch: number;
    inspected: number;
  };
  issues: CoverageIssueRow[];
  /** Indexed and not indexed URLs per day, from inspections and search evidence. */
  chart: { day: string; indexed: number; notIndexed: number }[];
  priority: {
    budget: number;
    picks: number;
    byReason: Record<PriorityReason, number>;
    sentences: string[];
  };
  sitemaps: {
    files: string[];
    urls: number;
    problems: { sitemap: string; message: string }[];
    truncated: boolean;
  };
  /** One page of the URL table. */
  rows: CoverageUrlRow[];
  total: number;
};
