"use client";

import { ChangeText } from "@/components/data-state/change-text";
import type { DataTableColumn } from "@/components/data-table/columns";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import { formatExploreValue, metricChange } from "@/lib/explore/format";
import type { ExploreRequest } from "@/lib/explore/route-schemas";
import type { ExploreResult, ExploreRow } from "@/lib/explore/types";
import { explorationExportHref } from "@/lib/query/explore";
import type { ExploreControls } from "./use-explore-state";

const OTHER_ROW = "(other)";

function columnsOf(result: ExploreResult): DataTableColumn<ExploreRow>[] {
  const currency = result.currencyCode ?? "USD";
  const dimensionCount = result.columns.filter((c) => c.kind === "dimension").length;
  return result.columns.map((column, index): DataTableColumn<ExploreRow> => {
    if (column.kind === "dimension") {
      return {
        id: column.name,
        header: column.label,
        value: (row) => row.dimensions[index] ?? "",
        cell: (row) => {
          const value = row.dimensions[index] ?? "";
          if (value === OTHER_ROW)
            return (
              <span title="Rows GA4 grouped past the property's limit of distinct values">
                (other)
              </span>
            );
          return <span className="wrap-anywhere">{value || "(not set)"}</span>;
        },
        sortDescFirst: false,
      };
    }
    const m = index - dimensionCount;
    return {
      id: column.name,
      header: column.label,
      value: (row) => row.metrics[m] ?? 0,
      format: "number",
      cell: (row) => {
        const value = row.metrics[m] ?? 0;
        const change = row.previous
          ? metricChange(value, row.previous[m], column.name, column.type)
          : null;
        return (
          <span className="inline-flex flex-col items-end">
            <span>{formatExploreValue(value, column.name, column.type, currency)}</span>
            {row.previous ? (
              <span className="text-xs" data-slot="explore-change">
                {change ? (
                  <span title={change.points ? "Change in percentage points" : "Change"}>
                    <ChangeText value={change.value} style="percent" />
                  </span>
                ) : (
                  <span
                    className="text-muted-foreground"
                    title="No figure in the comparison period"
                  >
                    new
                  </span>
                )}
              </span>
            ) : null}
          </span>
        );
      },
    };
  });
}

/** One page of the exploration's rows: GA4 sorts and pages them; CSV holds every row. */
export function ExploreTable({
  result,
  request,
  controls,
  busy,
}: {
  result: ExploreResult;
  request: ExploreRequest;
  controls: ExploreControls;
  busy: boolean;
}) {
  const order = controls.definition.orderBys[0];
  const metrics = result.columns.filter((c) => c.kind === "metric");
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <p className="text-sm text-muted-foreground" data-slot="explore-totals">
        Totals:{" "}
        {metrics
          .map(
            (column, i) =>
              `${column.label} ${formatExploreValue(result.totals[i] ?? 0, column.name, column.type, result.currencyCode)}`,
          )
          .join(" · ")}
      </p>
      <ServerDataTable
        columns={columnsOf(result)}
        rows={result.rows}
        total={result.rowCount}
        query={{
          sort: order?.field ?? "",
          desc: order?.desc ?? true,
          search: "",
          pageIndex: result.pageIndex,
          pageSize: result.pageSize,
        }}
        onQueryChange={(next) => {
          if (next.sort && (next.sort !== order?.field || next.desc !== order?.desc)) {
            controls.change({ orderBys: [{ field: next.sort, desc: next.desc }] });
            return;
          }
          controls.setPage({ pageIndex: next.pageIndex, pageSize: next.pageSize });
        }}
        caption="The exploration's rows"
        exportHref={explorationExportHref(request)}
        getRowId={(row) => JSON.stringify(row.dimensions)}
        busy={busy}
        empty="GA4 has no rows for this exploration in these dates. Try a longer period or fewer filters."
      />
    </div>
  );
}
