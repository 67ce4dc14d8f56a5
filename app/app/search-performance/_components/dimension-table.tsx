"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { TAB_LABELS } from "@/lib/search-performance/labels";
import { tabRequest } from "@/lib/search-performance/requests";
import { performanceRows, type PerformanceRow } from "@/lib/search-performance/table-rows";
import {
  activeFilterCount,
  type Tab,
  type ViewStatePatch,
} from "@/lib/search-performance/url-state";
import { HiddenQueriesNotice } from "./hidden-queries-notice";
import { performanceColumns } from "./table-columns";
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

/** One tab's table: every row of its dimension, with the change when comparing. */
export function DimensionTable({ context, tab }: { context: ViewContext; tab: Tab }) {
  const { ref, range, previousRange, state, update, brand } = context;
  const request = tabRequest(ref, range, state, brand.terms, tab);
  const current = useWidgetData(request);
  const previous = useWidgetData(
    previousRange ? tabRequest(ref, previousRange, state, brand.terms, tab) : null,
  );
  const comparing = previousRange !== null;
  const rows = useMemo(
    () =>
      current.data
        ? performanceRows(
            tab,
            current.data.rows,
            comparing ? (previous.data?.rows ?? []) : null,
            previousRange ? { current: range, previous: previousRange } : undefined,
          )
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ranges are read with the rows they produced
    [tab, current.data, previous.data, comparing],
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
      }),
    [tab, comparing, drillable, update],
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
  const failed = current.isError ? current : previous.isError ? previous : null;
  if (failed && !current.data) {
    return (
      <WidgetError
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  if (!rows || (comparing && previous.isPending)) {
    return <WidgetState status="loading" label={label} skeleton="table" rows={10} />;
  }
  if (rows.length === 0) {
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

  const onRowClick = filterFor(tab, rows[0]!)
    ? (row: PerformanceRow) => update(filterFor(tab, row)!)
    : undefined;
  return (
    <div className="flex flex-col gap-3" aria-busy={current.isPlaceholderData || undefined}>
      {tab === "queries" && current.data ? <HiddenQueriesNotice meta={current.data.meta} /> : null}
      <DataTable
        caption={`${TAB_LABELS[tab]} by clicks`}
        columns={columns}
        data={rows}
        getRowId={(row) => row.key}
        initialSort={tab === "dates" ? { id: "key", desc: true } : { id: "clicks", desc: true }}
        search={SEARCH_LABELS[tab] ? { columnId: "key", label: SEARCH_LABELS[tab]! } : undefined}
        exportFilename={`search-performance-${tab}-${range.startDate}-to-${range.endDate}.csv`}
        onRowClick={onRowClick}
      />
      {onRowClick ? (
        <p className="text-xs text-muted-foreground">
          Select a row to filter the whole view by it
          {drillable
            ? "; the panel button beside it lists its " + (tab === "queries" ? "pages" : "queries")
            : ""}
          .
        </p>
      ) : null}
    </div>
  );
}
