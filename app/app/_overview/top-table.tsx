"use client";

import { useMemo, useState } from "react";
import type { DataTableColumn } from "@/components/data-table/columns";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import { UrlCell } from "@/components/data-table/url-cell";
import { searchConsoleExportHref } from "@/lib/data-api/export-href";
import { formatDateRange } from "@/lib/dates/format";
import { formatNumber, formatPercent } from "@/lib/format/numbers";
import { comparedRow, type TableRow } from "@/lib/overview/movers";
import {
  TOP_TABLE_PAGE,
  topTableRequest,
  type OverviewDimension,
  type TablePage,
} from "@/lib/overview/requests";
import { ChangeText } from "@/components/data-state/change-text";
import { QueryWidget } from "@/components/data-state/query-widget";
import { useTopTable } from "./use-overview-data";
import type { OverviewScope } from "./use-overview-scope";
import { viewHref } from "./links";
import { WidgetCard } from "@/components/data-state/widget-card";
import { ComparisonNote } from "@/components/data-state/comparison-note";

const LABELS = {
  query: { title: "Top queries", column: "Query", tab: "queries", noun: "queries" },
  page: { title: "Top pages", column: "Page", tab: "pages", noun: "pages" },
} as const;

// Each column's id is the server's sort key.
function columnsFor(
  dimension: OverviewDimension,
  base?: string | null,
): DataTableColumn<TableRow>[] {
  return [
    {
      id: "key",
      header: LABELS[dimension].column,
      value: (row) => row.key,
      // A page shows its path, the part that tells rows apart; the full URL is its title.
      cell: (row) =>
        dimension === "page" ? (
          <UrlCell url={row.key} base={base} />
        ) : (
          <span className="block max-w-80 truncate" title={row.key}>
            {row.key}
          </span>
        ),
    },
    { id: "clicks", header: "Clicks", value: (row) => row.clicks, format: "number" },
    {
      id: "clicksChange",
      header: "Clicks change",
      value: (row) => row.clicksChange,
      format: "number",
      cell: (row) => <ChangeText value={row.clicksChange} />,
    },
    { id: "impressions", header: "Impressions", value: (row) => row.impressions, format: "number" },
    { id: "ctr", header: "CTR", value: (row) => row.ctr, format: "percent" },
    { id: "position", header: "Position", value: (row) => row.position, format: "position" },
    {
      id: "positionChange",
      header: "Position change",
      value: (row) => row.positionChange,
      format: "position",
      sortDescFirst: false,
      cell: (row) => <ChangeText value={row.positionChange} style="position" lowerIsBetter />,
    },
  ];
}

/**
 * The range's queries (or pages) with their change since the comparison period, most clicks first:
 * one page at a time, sorted, searched and paged by the server.
 */
export function TopTable({
  scope,
  dimension,
}: {
  scope: OverviewScope;
  dimension: OverviewDimension;
}) {
  const [paging, setPaging] = useState({ report: "", table: TOP_TABLE_PAGE });
  // Another range or comparison starts again on the first page, keeping sort and search.
  const report = JSON.stringify(topTableRequest(scope, dimension));
  const page = paging.report === report ? paging.table : { ...paging.table, pageIndex: 0 };
  const request = topTableRequest(scope, dimension, page);
  const query = useTopTable(scope, dimension, page);
  const rows = useMemo(() => query.data?.rows.map(comparedRow), [query.data]);
  const base = scope.gscSource?.property_uri;
  const columns = useMemo(() => columnsFor(dimension, base), [dimension, base]);
  const labels = LABELS[dimension];
  const hidden = query.data?.meta.hidden;
  return (
    <WidgetCard
      id={`overview-top-${dimension}`}
      title={labels.title}
      description={`Change against ${formatDateRange(scope.comparison)}`}
      link={{
        href: viewHref("/app/search-performance/", scope, { tab: labels.tab }),
        label: `All ${labels.noun}`,
      }}
    >
      <QueryWidget
        query={query}
        label={labels.title.toLowerCase()}
        skeleton="table"
        rows={8}
        isEmpty={(data) => data.meta.totalRows === 0}
        empty={{
          title: `No ${labels.noun} in this range`,
          description: `Search Console reports no ${labels.noun} with impressions for these dates. Pick a longer range, or check the property receives search traffic.`,
        }}
      >
        {(data) => (
          <div className="grid grid-cols-1 gap-2">
            <ServerDataTable
              caption={labels.title}
              columns={columns}
              rows={rows ?? []}
              total={data.meta.rowCount}
              query={page}
              onQueryChange={(next) =>
                setPaging({ report, table: { ...next, sort: next.sort as TablePage["sort"] } })
              }
              getRowId={(row) => row.key}
              search={{ label: `Search ${labels.noun}` }}
              exportHref={
                request
                  ? searchConsoleExportHref(
                      request,
                      `${labels.tab}-${scope.range.startDate}-${scope.range.endDate}.csv`,
                    )
                  : undefined
              }
              busy={query.isPlaceholderData}
            />
            <ComparisonNote coverage={data.comparison} />
            {hidden && hidden.clicks + hidden.impressions > 0 ? (
              <p className="text-sm text-muted-foreground">
                Hidden queries: {formatNumber(hidden.clicks)} clicks (
                {formatPercent(hidden.clicksShare, 1)}) and {formatNumber(hidden.impressions)}{" "}
                impressions ({formatPercent(hidden.impressionsShare, 1)}) of the property&apos;s
                totals are in no row: Google leaves out rare and anonymised queries.
              </p>
            ) : null}
          </div>
        )}
      </QueryWidget>
    </WidgetCard>
  );
}
