"use client";

import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import type { CannibalizationIssue } from "@/lib/cannibalization/types";
import { ACTION_LABELS, BAND_LABELS } from "@/lib/cannibalization/explain";
import { SeverityBadge } from "@/components/seo/severity-badge";

const COLUMNS: DataTableColumn<CannibalizationIssue>[] = [
  {
    id: "query",
    header: "Query",
    value: (issue) => issue.query,
    cell: (issue) => <span className="font-medium">{issue.query}</span>,
  },
  {
    id: "pages",
    header: "Pages",
    value: (issue) => issue.pages.length,
    format: "number",
    csv: (issue) => issue.pages.map((p) => p.page).join(" | "),
  },
  {
    id: "severity",
    header: "Severity",
    value: (issue) => issue.severity,
    sortDescFirst: true,
    cell: (issue) => <SeverityBadge band={issue.band} severity={issue.severity} />,
    csv: (issue) => `${BAND_LABELS[issue.band]} (${issue.severity})`,
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
  {
    id: "action",
    header: "Action",
    value: (issue) => ACTION_LABELS[issue.action],
  },
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

/** Every issue, most severe first; a row opens its detail. */
export function IssuesTable({
  issues,
  filename,
  onOpen,
}: {
  issues: readonly CannibalizationIssue[];
  filename: string;
  onOpen: (issue: CannibalizationIssue) => void;
}) {
  return (
    <DataTable
      caption="Cannibalized queries"
      columns={COLUMNS}
      data={issues}
      getRowId={(issue) => issue.query}
      search={{ columnId: "query", label: "Search queries" }}
      initialSort={{ id: "severity", desc: true }}
      exportFilename={filename}
      onRowClick={onOpen}
    />
  );
}
