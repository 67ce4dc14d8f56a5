"use client";

import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { formatDateRange } from "@/lib/dates/format";
import { formatNumber, formatPercent } from "@/lib/format/numbers";
import type { ComparedRow } from "@/lib/overview/movers";
import { ChangeText } from "./change-text";
import { QueryWidget } from "@/components/data-state/query-widget";
import { useDimensionRows } from "./use-overview-data";
import type { OverviewScope } from "./use-overview-scope";
import { viewHref } from "./links";
import { WidgetCard } from "@/components/data-state/widget-card";

const LABELS = {
  query: { title: "Top queries", column: "Query", tab: "queries", noun: "queries" },
  page: { title: "Top pages", column: "Page", tab: "pages", noun: "pages" },
} as const;

function columnsFor(dimension: "query" | "page"): DataTableColumn<ComparedRow>[] {
  return [
    {
      id: "key",
      header: LABELS[dimension].column,
      value: (row) => row.key,
      cell: (row) => (
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
      csv: (row) =>
        row.positionChange === null ? null : Math.round(row.positionChange * 100) / 100,
    },
  ];
}

const COLUMNS = { query: columnsFor("query"), page: columnsFor("page") };

/** Every query (or page) of the range with its change since the comparison period, most clicks first. */
export function TopTable({
  scope,
  dimension,
}: {
  scope: OverviewScope;
  dimension: "query" | "page";
}) {
  const query = useDimensionRows(scope, dimension);
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
        isEmpty={(data) => data.rows.length === 0}
        empty={{
          title: `No ${labels.noun} in this range`,
          description: `Search Console reports no ${labels.noun} with impressions for these dates. Pick a longer range, or check the property receives search traffic.`,
        }}
      >
        {(data) => (
          <div className="grid grid-cols-1 gap-2">
            <DataTable
              caption={labels.title}
              columns={COLUMNS[dimension]}
              data={data.rows}
              getRowId={(row) => row.key}
              search={{ columnId: "key", label: `Search ${labels.noun}` }}
              initialSort={{ id: "clicks", desc: true }}
              exportFilename={`${labels.tab}-${scope.range.startDate}-${scope.range.endDate}.csv`}
            />
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
