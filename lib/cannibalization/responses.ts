import type { ComparisonCoverage } from "@/lib/dates/coverage";
import type { CannibalizationIssueRow } from "./issue-table";
import type { PositionDay } from "./position-series";
import type { CannibalizationIssue, CannibalizationSummary } from "./types";

// The JSON the cannibalization routes answer and the view's hooks read.

export type CannibalizationReportResponse = {
  /** Over every issue, whatever the list's search. */
  summary: CannibalizationSummary;
  /** The comparison period's, when the request names one and the periods compare. */
  previousSummary: CannibalizationSummary | null;
  /** Whether the periods compare (lib/dates/coverage.ts); with `compareWith` only. */
  comparison?: ComparisonCoverage;
  /** One page of the list. */
  issues: CannibalizationIssueRow[];
  /** Issues matching the list's search, on every page. */
  total: number;
  /**
   * The query×page rows the detection read, whether Google's row cap cut them, and the days it
   * cut: a range past the cap is read in date slices, and only a day past it on its own is cut.
   */
  meta: { rowCount: number; capped: boolean; cappedDays: string[] };
  /** Queries whose daily positions were checked for trading, and those left out by the row cap. */
  tradingChecked: number;
  tradingSkipped: number;
};

export type CannibalizationIssueResponse = {
  /** Null when the query is not an issue for these thresholds and range. */
  issue: CannibalizationIssue | null;
  /** Each competing page's daily position, pages in the issue's order. */
  positions: PositionDay[];
};
