"use client";

import type { DataTableColumn } from "@/components/data-table/columns";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import { UrlCell } from "@/components/data-table/url-cell";
import { Button } from "@/components/ui/button";
import { COVERAGE_ISSUES } from "@/lib/coverage/issues";
import type { CoverageViewState } from "@/lib/coverage/requests";
import {
  COVERAGE_STATE_LABELS,
  COVERAGE_STATES,
  type CoverageResponse,
  type CoverageSort,
  type CoverageUrlRow,
} from "@/lib/coverage/types";
import type { TablePageQuery } from "@/lib/tables/table-page";
import { cn } from "@/lib/utils";

const SOURCE_LABELS: Record<CoverageUrlRow["source"], string> = {
  inspection: "Inspection",
  search: "Search data",
  none: "—",
};

function knownText(row: CoverageUrlRow): string {
  if (row.source === "none" || row.knownSince === null) return "Not known yet";
  const when =
    row.ageDays === 0 ? "today" : row.ageDays === 1 ? "yesterday" : `${row.ageDays} days ago`;
  return row.source === "search"
    ? `Shown in search on ${row.knownSince} (${when})`
    : `Inspected ${when}`;
}

function columnsFor(siteUrl: string): DataTableColumn<CoverageUrlRow>[] {
  return [
    {
      id: "url",
      header: "URL",
      value: (row) => row.url,
      cell: (row) => <UrlCell url={row.url} base={siteUrl} />,
      sortDescFirst: false,
    },
    {
      id: "state",
      header: "State",
      sortable: false,
      value: (row) => COVERAGE_STATE_LABELS[row.state],
      cell: (row) => (
        <span className="grid gap-0.5">
          <span
            className={cn(
              "font-medium",
              row.state === "indexed" && "text-emerald-700 dark:text-emerald-400",
              row.state === "not_indexed" && "text-amber-700 dark:text-amber-400",
            )}
          >
            {COVERAGE_STATE_LABELS[row.state]}
          </span>
          {row.issue && row.state !== "indexed" ? (
            <span className="text-xs text-muted-foreground">
              {COVERAGE_ISSUES[row.issue].label}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: "age",
      header: "Known from",
      value: (row) => row.ageDays,
      cell: (row) => (
        <span className="grid gap-0.5 text-sm">
          <span>{SOURCE_LABELS[row.source]}</span>
          <span className="text-xs text-muted-foreground">{knownText(row)}</span>
        </span>
      ),
      sortDescFirst: false,
    },
    { id: "clicks", header: "Clicks", value: (row) => row.clicks, format: "number" },
    {
      id: "impressions",
      header: "Impressions",
      value: (row) => row.impressions,
      format: "compact",
    },
  ];
}

/** One page of the property's known URLs, filtered by state or issue, sorted and paged on the server. */
export function UrlsTable({
  data,
  view,
  onView,
  siteUrl,
  exportHref,
  busy,
}: {
  data: CoverageResponse;
  view: CoverageViewState;
  onView: (next: CoverageViewState) => void;
  siteUrl: string;
  exportHref: string;
  busy: boolean;
}) {
  const onQueryChange = (query: TablePageQuery) =>
    onView({ ...view, table: { ...query, sort: query.sort as CoverageSort } });
  const filter = (state: CoverageViewState["state"]) =>
    onView({ ...view, state, issue: undefined, table: { ...view.table, pageIndex: 0 } });
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
        {[undefined, ...COVERAGE_STATES].map((state) => (
          <Button
            key={state ?? "all"}
            size="sm"
            variant={view.state === state && !view.issue ? "default" : "outline"}
            aria-pressed={view.state === state && !view.issue}
            onClick={() => filter(state)}
          >
            {state ? COVERAGE_STATE_LABELS[state] : "All"}
          </Button>
        ))}
        {view.issue && Object.hasOwn(COVERAGE_ISSUES, view.issue) ? (
          <Button size="sm" variant="default" aria-pressed onClick={() => filter(undefined)}>
            {COVERAGE_ISSUES[view.issue as keyof typeof COVERAGE_ISSUES].label} ✕
          </Button>
        ) : null}
      </div>
      <ServerDataTable
        columns={columnsFor(siteUrl)}
        rows={data.rows}
        total={data.total}
        query={view.table}
        onQueryChange={onQueryChange}
        caption="Known URLs"
        search={{ label: "Search URLs" }}
        exportHref={exportHref}
        getRowId={(row) => row.url}
        busy={busy}
        empty={
          <p className="py-6 text-center text-sm text-muted-foreground">
            No known URL matches. Clear the search or the filter.
          </p>
        }
      />
    </div>
  );
}
