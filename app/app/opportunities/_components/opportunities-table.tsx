"use client";

import { Button } from "@/components/ui/button";
import { AddToPlanButton } from "@/components/content/add-to-plan";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import type { DataTableColumn } from "@/components/data-table/columns";
import { UrlCell } from "@/components/data-table/url-cell";
import { draftFromOpportunity } from "@/lib/content/prefill";
import { formatDisplayDate, toDateKey } from "@/lib/dates/format";
import {
  OPPORTUNITY_TYPE_LABELS,
  TYPES_WITHOUT_GAIN,
  type OpportunityShow,
} from "@/lib/opportunities/limits";
import type { OpportunityRow, OpportunityState } from "@/lib/opportunities/types";
import type { OpportunityViewParams } from "@/lib/opportunities/view-params";
import type { TablePageQuery } from "@/lib/tables/table-page";

export type StateChange = { opportunityId: string; state: OpportunityState; snoozeDays?: 30 };

function RowActions({
  row,
  projectId,
  onChange,
  pending,
}: {
  row: OpportunityRow;
  projectId: string;
  onChange: (change: StateChange) => void;
  pending: boolean;
}) {
  const what = row.query ?? row.page ?? "this opportunity";
  if (row.state !== "open") {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        aria-label={`Restore ${what}`}
        onClick={() => onChange({ opportunityId: row.id, state: "open" })}
      >
        Restore
      </Button>
    );
  }
  return (
    <span className="flex justify-end gap-1.5">
      <AddToPlanButton projectId={projectId} draft={draftFromOpportunity(row)} subject={what} />
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        aria-label={`Snooze ${what} for 30 days`}
        onClick={() => onChange({ opportunityId: row.id, state: "snoozed", snoozeDays: 30 })}
      >
        Snooze
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={pending}
        aria-label={`Dismiss ${what}`}
        onClick={() => onChange({ opportunityId: row.id, state: "dismissed" })}
      >
        Dismiss
      </Button>
    </span>
  );
}

function columnsFor(
  siteUrl: string,
  projectId: string,
  onChange: (change: StateChange) => void,
  pending: boolean,
): DataTableColumn<OpportunityRow>[] {
  return [
    {
      id: "type",
      header: "Type",
      value: (row) => OPPORTUNITY_TYPE_LABELS[row.type],
      sortDescFirst: false,
    },
    {
      id: "what",
      header: "Query and page",
      sortable: false,
      value: (row) => row.query ?? row.page,
      cell: (row) => (
        <span className="grid max-w-md min-w-0 gap-0.5">
          {row.query ? <span className="truncate font-medium">{row.query}</span> : null}
          {row.page ? <UrlCell url={row.page} base={siteUrl} /> : null}
        </span>
      ),
    },
    {
      id: "action",
      header: "What to do",
      sortable: false,
      value: (row) => row.action,
      cell: (row) => (
        <span className="grid max-w-md gap-0.5 text-sm whitespace-normal">
          <span>{row.action}</span>
          <span className="text-xs text-muted-foreground">{row.reason}</span>
          {row.snoozedUntil ? (
            <span className="text-xs text-muted-foreground">
              Snoozed until {formatDisplayDate(toDateKey(new Date(row.snoozedUntil)))}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: "gain",
      header: "Click gain",
      // The sitemap rules estimate no clicks: a dash, not a 0 that reads as "worth nothing".
      value: (row) => (TYPES_WITHOUT_GAIN.has(row.type) ? null : row.gain),
      format: "number",
    },
    {
      id: "impressions",
      header: "Impressions",
      value: (row) => row.impressions,
      format: "compact",
    },
    {
      id: "position",
      header: "Position",
      value: (row) => (row.position > 0 ? row.position : null),
      format: "position",
    },
    {
      id: "actions",
      header: "Actions",
      sortable: false,
      value: () => null,
      cell: (row) => (
        <RowActions row={row} projectId={projectId} onChange={onChange} pending={pending} />
      ),
    },
  ];
}

const EMPTY: Record<OpportunityShow, string> = {
  open: "No open opportunity matches. Clear the search or the type filter, or lower a threshold.",
  snoozed: "Nothing is snoozed.",
  dismissed: "Nothing is dismissed.",
};

/** One page of opportunities, sorted, searched and paged by the server, with their actions. */
export function OpportunitiesTable({
  rows,
  total,
  params,
  onParams,
  siteUrl,
  projectId,
  exportHref,
  busy,
  pending,
  onChange,
}: {
  rows: OpportunityRow[];
  total: number;
  params: OpportunityViewParams;
  onParams: (next: OpportunityViewParams) => void;
  siteUrl: string;
  projectId: string;
  exportHref: string;
  busy: boolean;
  pending: boolean;
  onChange: (change: StateChange) => void;
}) {
  const onQueryChange = (query: TablePageQuery) =>
    onParams({
      ...params,
      table: {
        ...params.table,
        sort: query.sort as OpportunityViewParams["table"]["sort"],
        desc: query.desc,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
        ...(query.search ? { search: query.search } : { search: undefined }),
      },
    });
  return (
    <ServerDataTable
      columns={columnsFor(siteUrl, projectId, onChange, pending)}
      rows={rows}
      total={total}
      query={params.table}
      onQueryChange={onQueryChange}
      caption="Opportunities"
      search={{ label: "Search queries and pages" }}
      exportHref={exportHref}
      getRowId={(row) => row.id}
      busy={busy}
      empty={<p className="py-6 text-center text-sm text-muted-foreground">{EMPTY[params.show]}</p>}
    />
  );
}
