import { pagedTable, type CellValue, type PagedTable } from "@/lib/tables/table-page";
import { ACTION_LABELS } from "./explain";
import type { IssueSort } from "./schemas";
import type { CannibalizationIssue } from "./types";

/** One issue as the list shows it; its pages and signals come with the issue's detail. */
export type CannibalizationIssueRow = Pick<
  CannibalizationIssue,
  | "query"
  | "clicks"
  | "impressions"
  | "primaryPage"
  | "estimatedLostClicks"
  | "severity"
  | "band"
  | "action"
> & { pageCount: number };

export function issueRow(issue: CannibalizationIssue): CannibalizationIssueRow {
  const { query, clicks, impressions, primaryPage, estimatedLostClicks, severity, band, action } =
    issue;
  return {
    query,
    clicks,
    impressions,
    primaryPage,
    estimatedLostClicks,
    severity,
    band,
    action,
    pageCount: issue.pages.length,
  };
}

const SORT_VALUES: Record<IssueSort, (issue: CannibalizationIssue) => CellValue> = {
  query: (issue) => issue.query,
  pages: (issue) => issue.pages.length,
  severity: (issue) => issue.severity,
  lostClicks: (issue) => Math.round(issue.estimatedLostClicks),
  impressions: (issue) => issue.impressions,
  action: (issue) => ACTION_LABELS[issue.action],
  primaryPage: (issue) => issue.primaryPage,
};

/**
 * The issues as a server table, searched by query. Ties keep the detector's order (severity,
 * then lost clicks), as the list did when it sorted in the browser.
 */
export function issueTable(
  issues: readonly CannibalizationIssue[],
): PagedTable<CannibalizationIssue, IssueSort> {
  const width = String(issues.length).length;
  const rank = new Map(issues.map((issue, i) => [issue, String(i).padStart(width, "0")]));
  return pagedTable(issues, {
    columns: SORT_VALUES,
    key: (issue) => rank.get(issue)!,
    searchText: (issue) => issue.query,
  });
}
