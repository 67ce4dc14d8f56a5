"use client";

import type { DataTableColumn } from "@/components/data-table/columns";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import { SeverityBadge } from "@/components/seo/severity-badge";
import { ACTION_LABELS } from "@/lib/cannibalization/explain";
import type { CannibalizationIssueRow } from "@/lib/cannibalization/issue-table";
import type { IssueSort, IssuesPage } from "@/lib/cannibalization/schemas";

const COLUMNS: (DataTableColumn<CannibalizationIssueRow> & { id: IssueSort })[] = [
  {
    id: "query",
    header: "Query",
    value: (issue) => issue.query,
    cell: (issue) => <span className="font-medium">{issue.query}</span>,
  },
  { id: "pages", header: "Pages", value: (issue) => issue.pageCount, format: "number" },
  {
    id: "severity",
    header: "Severity",
    value: (issue) => issue.severity,
    sortDescFirst: true,
    cell: (issue) => <SeverityBadge band={issue.band} severity={issue.severity} />,
  },
  {
    id: "lostClicks",
    header: "Lost clicks",
    value: (issue) => Math.round(issue.estimatedLostClicks),
    format: "number",
  },
  {
    id: "impressions",
    header: "Impressions",
    value: (issue) => issue.impressions,
    format: "number",
  },
  { id: "action", header: "Action", value: (issue) => ACTION_LABELS[issue.action] },
  {
    id: "primaryPage",
    header: "Primary page",
    value: (issue) => issue.primaryPage,
    cell: (issue) => (
      <span className="block max-w-64 truncate text-muted-foreground" title={issue.primaryPage}>
        {issue.primaryPage}
      </span>
    ),
  },
];

/** One page of the issues, sorted, searched and paged by the server; a row opens its detail. */
export function IssuesTable({
  issues,
  total,
  page,
  onPageChange,
  exportHref,
  busy,
  onOpen,
}: {
  issues: readonly CannibalizationIssueRow[];
  total: number;
  page: IssuesPage;
  onPageChange: (page: IssuesPage) => void;
  exportHref: string;
  busy: boolean;
  onOpen: (issue: CannibalizationIssueRow) => void;
}) {
  return (
    <ServerDataTable
      caption="Cannibalized queries"
      columns={COLUMNS}
      rows={issues}
      total={total}
      query={page}
      onQueryChange={(next) => onPageChange({ ...next, sort: next.sort as IssueSort })}
      getRowId={(issue) => issue.query}
      search={{ label: "Search queries" }}
      exportHref={exportHref}
      busy={busy}
      onRowClick={onOpen}
    />
  );
}
