import type { DateRange } from "@/lib/dates/format";
import type { Ga4ReportResponse } from "@/lib/data-api/types";
import type { BreakdownId } from "./metrics";
import type { BreakdownTable } from "./requests";

// POST /api/data/analytics/breakdown/: one page of a breakdown with each row's comparison and, on
// landing pages, its Search Console clicks. Types only: the browser loads them for nothing.

export type AnalyticsBreakdownRequest = {
  projectId: string;
  /** The project's GA4 data source. */
  propertyId: string;
  startDate: string;
  endDate: string;
  compareWith: DateRange;
  tab: BreakdownId;
  organic: boolean;
  table: BreakdownTable;
};

export type BreakdownRow = {
  key: string;
  /** The figures of BREAKDOWN_METRICS, in that order. */
  values: number[];
  /** The comparison period's sessions and users (0 where GA4 had none); null for "(other)". */
  previous: { sessions: number; totalUsers: number } | null;
  /** Search Console clicks of the page over the same days; null when the key is not a path. */
  searchClicks?: number | null;
};

/** Whether the landing pages carry Search Console clicks, and why not when they do not. */
export type SearchClicksJoin =
  | { status: "joined"; siteUrl: string }
  | { status: "no-property" }
  | { status: "failed"; message: string };

export type AnalyticsBreakdownResponse = {
  rows: BreakdownRow[];
  /** Every row's count, GA4's own. */
  rowCount: number;
  /** What Google said of the range's report: thresholding, the "(other)" row. */
  metadata?: Ga4ReportResponse["metadata"];
  /** Landing pages only. */
  searchClicks?: SearchClicksJoin;
};
