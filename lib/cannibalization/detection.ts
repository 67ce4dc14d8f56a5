import { daysIn } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import type { SearchRow } from "@/lib/seo/search-metrics";
import type { PagedTable } from "@/lib/tables/table-page";
import { detectCannibalization } from "./detect";
import { issueRow, issueTable } from "./issue-table";
import type { CannibalizationReportResponse } from "./responses";
import type { IssueSort, IssuesPage } from "./schemas";
import { candidatesFilter, tradingCandidates } from "./trading-candidates";
import type { CannibalizationIssue, CannibalizationSummary } from "./types";
import { thresholdsOf } from "./view-params";

/** Where a detection reads its Search Console rows (final data, web search). */
export type DetectionRows = {
  /** Every query×page row of the range, whether Google's row cap cut them, and on which days. */
  pairs(
    range: DateRange,
  ): Promise<{ rows: readonly SearchRow[]; capped: boolean; cappedDays?: readonly string[] }>;
  /** The query×page×date rows of the queries an exact-match regex names. */
  daily(range: DateRange, expression: string): Promise<readonly SearchRow[]>;
};

export type DetectionParams = DateRange & {
  /** Whole percent. */
  minShare: number;
  minImpressions: number;
  brandTerms: readonly string[];
};

export type Detection = {
  issues: CannibalizationIssue[];
  summary: CannibalizationSummary;
  byQuery: Map<string, CannibalizationIssue>;
  table: PagedTable<CannibalizationIssue, IssueSort>;
  meta: CannibalizationReportResponse["meta"];
  tradingChecked: number;
  tradingSkipped: number;
  /** The daily rows could not be read, so trading was not checked: worth another try soon. */
  partial: boolean;
};

/**
 * Cannibalization over the range, from the property's query×page rows, plus the daily positions of
 * the queries whose pages could trade places (one request filtered to those queries).
 */
export async function runDetection(
  source: DetectionRows,
  params: DetectionParams,
): Promise<Detection> {
  const range = { startDate: params.startDate, endDate: params.endDate };
  const thresholds = thresholdsOf({
    minSharePercent: params.minShare,
    minImpressions: params.minImpressions,
  });
  const { rows, capped, cappedDays = [] } = await source.pairs(range);
  const candidates = tradingCandidates(rows, thresholds, params.brandTerms);
  const filter = candidatesFilter(candidates, daysIn(range));
  // A failed daily request only loses the trading signal; the shares still find most issues.
  const dailyRows = filter
    ? await source.daily(range, filter.expression).catch(() => undefined)
    : undefined;
  const { issues, summary } = detectCannibalization(rows, {
    thresholds,
    dailyRows,
    excludeBranded: params.brandTerms,
  });
  const checked = filter && dailyRows ? filter.queries.length : 0;
  return {
    issues,
    summary,
    byQuery: new Map(issues.map((issue) => [issue.query, issue])),
    table: issueTable(issues),
    meta: { rowCount: rows.length, capped, cappedDays: [...cappedDays] },
    tradingChecked: checked,
    tradingSkipped: candidates.length - checked,
    partial: filter !== null && !dailyRows,
  };
}

/** The list's page of a detection, with its summary and, in compare mode, the earlier one's. */
export function reportPage(
  detection: Detection,
  table: IssuesPage,
  previous: Detection | null,
): CannibalizationReportResponse {
  const page = detection.table.page(table);
  return {
    summary: detection.summary,
    previousSummary: previous?.summary ?? null,
    issues: page.rows.map(issueRow),
    total: page.total,
    meta: detection.meta,
    tradingChecked: detection.tradingChecked,
    tradingSkipped: detection.tradingSkipped,
  };
}
