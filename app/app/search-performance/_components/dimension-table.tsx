"use client";

import { useMemo, useState } from "react";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { TAB_LABELS } from "@/lib/search-performance/labels";
import { searchConsoleExportHref } from "@/lib/data-api/export-href";
import { firstTablePage, tabRequest, type TablePage } from "@/lib/search-performance/requests";
import { performanceRows, type PerformanceRow } from "@/lib/search-performance/table-rows";
import {
  activeFilterCount,
  type Tab,
  type ViewStatePatch,
} from "@/lib/search-performance/url-state";
import { HiddenQueriesNotice } from "./hidden-queries-notice";
import { performanceColumns } from "./table-columns";
import { ComparisonNote } from "@/components/data-state/comparison-note";
import type { ViewContext } from "./use-view-context";
import { useWidgetData } from "./use-widget-data";
import { WidgetError } from "./widget-error";

/** What a click on a row of each tab filters the view by. */
function filterFor(tab: Tab, row: PerformanceRow): ViewStatePatch | null {
  switch (tab) {
    case "queries":
      return { query: { operator: "equals", expression: row.key } };
    case "pages":
      return { page: { operator: "equals", expression: row.key } };
    case "countries":
      return { country: row.key.toLowerCase() };
    case "devices":
      return { device: row.key.toLowerCase() as "desktop" | "mobile" | "tablet" };
    case "appearance":
      return { appearance: row.key };
    default:
      return null;
  }
}

const SEARCH_LABELS: Partial<Record<Tab, string>> = {
  queries: "Search queries",
  pages: "Search pages",
  countries: "Search countries",
  appearance: "Search appearances",
};

/**
 * One tab's table: a page of its rows, sorted, searched and paged by the server, with the change
 * when comparing. Sort, search and page live here; the view's filters come from the URL.
 */
export function DimensionTable({ context, tab }: { context: ViewContext; tab: Tab }) {
  const { ref, range, previousRange, state, update, brand } = context;
  const [paging, setPaging] = useState({ report: "", table: firstTablePage(tab) });
  const report = tabRequest(ref, range, state, brand.terms, tab, { compareWith: previousRange });
  // Another filter, range or search type starts again on the first page, keeping sort and search.
  const reportKey = JSON.stringify({ ...report, table: null });
  const page = paging.report === reportKey ? paging.table : { ...paging.table, pageIndex: 0 };
  const request = report && { ...report, table: page };
  const current = useWidgetData(request);
  const comparing = previousRange !== null;
  const rows = useMemo(
    () => (current.data ? performanceRows(tab, current.data.rows) : null),
    [tab, current.data],
  );
  const drillable = tab === "queries" || tab === "pages";
  const columns = useMemo(
    () =>
      performanceColumns(tab, comparing, {
        onDrill: drillable
          ? (row) =>
              update({ drill: { dimension: tab === "queries" ? "query" : "page", value: row.key } })
          : undefined,
        drillLabel: (row) =>
          tab === "queries" ? `Pages for “${row.key}”` : `Queries for ${row.key}`,
        planProjectId: ref.projectId,
      }),
    [tab, comparing, drillable, update, ref.projectId],
  );
  const label = TAB_LABELS[tab].toLowerCase();

  if (!request) {
    return (
      <WidgetState
        status="empty"
        title="Discover reports no queries"
        description="Google shows Discover cards without a search, so there are no queries to list. Switch the search type to Web to see them, or use the Pages tab."
      />
    );
  }
  if (current.isError && !current.data) {
    return (
      <WidgetError
        error={current.error}
        onRetry={() => void current.refetch()}
        retrying={current.isFetching}
      />
    );
  }
  if (!rows || !current.data) {
    return <WidgetState status="loading" label={label} skeleton="table" rows={10} />;
  }
  const { meta } = current.data;
  if (meta.totalRows === 0) {
    const filtered = activeFilterCount(state) > 0;
    return (
      <WidgetState
        status="empty"
        title={`No ${label} for this selection`}
        description={
          filtered
            ? `Search Console has no ${label} that match these filters in this date range. Remove a filter or choose a longer range.`
            : `Search Console recorded no ${label} for this property in this date range. Choose a longer range: new properties collect data for a few days first.`
        }
        action={
          filtered ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                update({
                  query: null,
                  page: null,
                  country: null,
                  device: null,
                  appearance: null,
                  brand: null,
                })
              }
            >
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  }

  const onRowClick =
    tab === "dates" ? undefined : (row: PerformanceRow) => update(filterFor(tab, row)!);
  const search = SEARCH_LABELS[tab];
  return (
    <div className="flex flex-col gap-3">
      {tab === "queries" ? <HiddenQueriesNotice meta={meta} /> : null}
      {/* The change columns read "—" when the comparison shows no change; this says why. */}
      <ComparisonNote coverage={comparing ? current.data.comparison : null} />
      <ServerDataTable
        caption={`${TAB_LABELS[tab]} by clicks`}
        columns={columns}
        rows={rows}
        total={meta.rowCount}
        query={page}
        onQueryChange={(next) =>
          setPaging({ report: reportKey, table: { ...next, sort: next.sort as TablePage["sort"] } })
        }
        getRowId={(row) => row.key}
        search={search ? { label: search } : undefined}
        exportHref={searchConsoleExportHref(
          request!,
          `search-performance-${tab}-${range.startDate}-to-${range.endDate}.csv`,
        )}
        busy={current.isPlaceholderData}
        onRowClick={onRowClick}
      />
      {onRowClick ? (
        <p className="text-xs text-muted-foreground">
          Select a row to filter the whole view by it
          {drillable
            ? "; the panel button beside it lists its " +
              (tab === "queries" ? "pages" : "queries") +
              ", and the list button adds it to the content plan"
            : ""}
          .
        </p>
      ) : null}
    </div>
  );
}
