"use client";

import { useMemo, useState } from "react";
import { Filter } from "lucide-react";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { formatDateRange } from "@/lib/dates/format";
import { searchConsoleExportHref } from "@/lib/data-api/export-href";
import { drillRequest, firstTablePage, type TablePage } from "@/lib/search-performance/requests";
import { performanceRows } from "@/lib/search-performance/table-rows";
import { HiddenQueriesNotice } from "./hidden-queries-notice";
import { performanceColumns } from "./table-columns";
import type { ViewContext } from "./use-view-context";
import { useWidgetData } from "./use-widget-data";
import { WidgetError } from "./widget-error";

/** A query's pages or a page's queries, beside the view; its target is kept in the URL. */
export function DrillDownSheet({ context }: { context: ViewContext }) {
  const { ref, range, state, update, brand } = context;
  const drill = state.drill;
  const [page, setPage] = useState<TablePage>(() => firstTablePage("queries"));
  const request = drillRequest(ref, range, state, brand.terms, page);
  const query = useWidgetData(request);
  const listsPages = drill?.dimension === "query";
  const tab = listsPages ? "pages" : "queries";
  const rows = useMemo(
    () => (query.data ? performanceRows(tab, query.data.rows) : null),
    [query.data, tab],
  );
  const columns = useMemo(() => performanceColumns(tab, false), [tab]);
  const close = () => update({ drill: null });

  let body: React.ReactNode;
  if (!drill) body = null;
  else if (query.isError && !query.data) {
    body = (
      <WidgetError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!rows || !query.data) {
    body = (
      <WidgetState
        status="loading"
        label={listsPages ? "the pages" : "the queries"}
        skeleton="table"
        rows={8}
      />
    );
  } else if (query.data.meta.totalRows === 0) {
    body = (
      <WidgetState
        status="empty"
        title={listsPages ? "No pages for this query" : "No queries for this page"}
        description={
          listsPages
            ? "Search Console has no page rows for this query with the current filters and range. Remove a filter or choose a longer range."
            : "Every search that led to this page was anonymised, or none matches the current filters. Remove a filter or choose a longer range."
        }
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        {!listsPages ? <HiddenQueriesNotice meta={query.data.meta} /> : null}
        <ServerDataTable
          caption={listsPages ? "Pages for the query" : "Queries for the page"}
          columns={columns}
          rows={rows}
          total={query.data.meta.rowCount}
          query={page}
          onQueryChange={(next) => setPage({ ...next, sort: next.sort as TablePage["sort"] })}
          getRowId={(row) => row.key}
          search={{ label: listsPages ? "Search pages" : "Search queries" }}
          exportHref={
            request
              ? searchConsoleExportHref(
                  request,
                  `search-performance-${listsPages ? "query-pages" : "page-queries"}-${range.startDate}-to-${range.endDate}.csv`,
                )
              : undefined
          }
          busy={query.isPlaceholderData}
        />
      </div>
    );
  }

  return (
    <Sheet open={drill !== undefined} onOpenChange={(open) => (open ? undefined : close())}>
      <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-2xl">
        <SheetHeader className="pr-10">
          <SheetTitle className="break-all">
            {drill
              ? listsPages
                ? `Pages for “${drill.value}”`
                : `Queries for ${drill.value}`
              : "Details"}
          </SheetTitle>
          <SheetDescription>
            {listsPages
              ? "Every page of the property that showed for this query"
              : "Every query that showed this page"}
            , {formatDateRange(range)}, with the view&apos;s filters.
          </SheetDescription>
          {drill ? (
            <Button
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() =>
                update({
                  drill: null,
                  [drill.dimension]: { operator: "equals", expression: drill.value },
                })
              }
            >
              <Filter aria-hidden />
              Filter the view by this {drill.dimension}
            </Button>
          ) : null}
        </SheetHeader>
        <div className="px-4 pb-6">{body}</div>
      </SheetContent>
    </Sheet>
  );
}
