"use client";

import type { DataTableColumn } from "@/components/data-table/columns";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import type { PlanningState } from "@/lib/content-planning/url-state";
import {
  CONTENT_SORTS,
  CONTENT_STATUSES,
  CONTENT_STATUS_LABELS,
  type ContentItem,
  type ContentItemPage,
  type ContentSort,
  type ContentStatus,
} from "@/lib/content/types";
import { formatDateTime, formatDisplayDate } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { cn } from "@/lib/utils";
import { PriorityBadge, StatusBadge } from "./item-badges";

const day = (key: string | null) => (key ? formatDisplayDate(key) : "—");

const COLUMNS: DataTableColumn<ContentItem>[] = [
  {
    id: "title",
    header: "Title",
    value: (item) => item.title,
    cell: (item) => <span className="block min-w-48 font-medium wrap-anywhere">{item.title}</span>,
  },
  {
    id: "status",
    header: "Status",
    value: (item) => item.status,
    cell: (item) => <StatusBadge status={item.status} />,
  },
  {
    id: "priority",
    header: "Priority",
    value: (item) => item.priority,
    sortDescFirst: true,
    cell: (item) => <PriorityBadge priority={item.priority} />,
  },
  { id: "author", header: "Author", value: (item) => item.author, sortable: false },
  {
    id: "dueDate",
    header: "Due",
    value: (item) => item.dueDate,
    cell: (item) => day(item.dueDate),
  },
  {
    id: "publishDate",
    header: "Publish date",
    value: (item) => item.publishDate,
    cell: (item) => day(item.publishDate),
  },
  {
    id: "targetQueries",
    header: "Target queries",
    value: (item) => item.targetQueries.length,
    format: "number",
    sortable: false,
    cell: (item) => (
      <span title={item.targetQueries.join(", ") || undefined}>
        {formatNumber(item.targetQueries.length)}
      </span>
    ),
  },
  {
    id: "updatedAt",
    header: "Updated",
    value: (item) => item.updatedAt,
    sortDescFirst: true,
    cell: (item) => <span className="whitespace-nowrap">{formatDateTime(item.updatedAt)}</span>,
  },
];

const isSort = (sort: string): sort is ContentSort =>
  (CONTENT_SORTS as readonly string[]).includes(sort);

function StatusTabs({
  page,
  status,
  onStatus,
}: {
  page: ContentItemPage;
  status: ContentStatus | null;
  onStatus: (status: ContentStatus | null) => void;
}) {
  const all = CONTENT_STATUSES.reduce((sum, s) => sum + page.counts[s], 0);
  const tabs: [ContentStatus | null, string, number][] = [
    [null, "All", all],
    ...CONTENT_STATUSES.map((s): [ContentStatus, string, number] => [
      s,
      CONTENT_STATUS_LABELS[s],
      page.counts[s],
    ]),
  ];
  return (
    <div
      role="group"
      aria-label="Status"
      className="flex w-fit max-w-full flex-wrap gap-1 rounded-lg bg-muted p-[3px]"
    >
      {tabs.map(([value, label, count]) => (
        <button
          key={label}
          type="button"
          aria-pressed={status === value}
          onClick={() => onStatus(value)}
          className={cn(
            "rounded-md px-3 py-1 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
            status === value && "bg-background text-foreground shadow-sm",
          )}
        >
          {label} <span className="tabular-nums">({formatNumber(count)})</span>
        </button>
      ))}
    </div>
  );
}

/** One page of the plan, sorted and paged by the server, with a tab per status. */
export function ContentTable({
  page,
  state,
  setState,
  exportHref,
  busy,
  onOpen,
}: {
  page: ContentItemPage;
  state: PlanningState;
  setState: (patch: Partial<PlanningState>) => void;
  exportHref: string;
  busy: boolean;
  onOpen: (id: string) => void;
}) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <StatusTabs
        page={page}
        status={state.status}
        onStatus={(status) => setState({ status, pageIndex: 0 })}
      />
      <ServerDataTable
        columns={COLUMNS}
        rows={page.items}
        total={page.total}
        query={{
          sort: state.sort,
          desc: state.desc,
          pageIndex: page.pageIndex,
          pageSize: state.pageSize,
        }}
        onQueryChange={(next) =>
          setState({
            sort: isSort(next.sort) ? next.sort : state.sort,
            desc: next.desc,
            pageIndex: next.pageIndex,
            pageSize: next.pageSize,
          })
        }
        caption="Content items"
        exportHref={exportHref}
        onRowClick={(item) => onOpen(item.id)}
        getRowId={(item) => item.id}
        busy={busy}
        scrollLabel="Content items table"
        empty="No item matches these filters. Clear the search or choose another status."
      />
    </div>
  );
}
