"use client";

import { MetricTrend } from "@/components/charts/metric-trend";
import { bucketDate } from "@/lib/analytics/kpis";
import { formatExploreValue, metricFormat } from "@/lib/explore/format";
import type { ExploreChart as Chart, ExploreResult } from "@/lib/explore/types";

/** GA4's bucket dimensions that map onto days, and the grain each one draws. */
const GRAINS: Record<string, "day" | "week" | "month"> = {
  date: "day",
  isoYearIsoWeek: "week",
  yearMonth: "month",
};

type Bar = { label: string; value: number; previous?: number | null };

function Bars({
  bars,
  format,
  label,
}: {
  bars: Bar[];
  format: (value: number | null) => string;
  label: string;
}) {
  const largest = Math.max(1, ...bars.flatMap((b) => [b.value, b.previous ?? 0]));
  if (bars.length === 0)
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">No data for this range.</p>
    );
  return (
    <figure aria-label={label} className="grid gap-2" data-slot="explore-bars">
      {bars.map((bar) => (
        <div
          key={bar.label}
          className="grid grid-cols-[minmax(0,12rem)_1fr_auto] items-center gap-3 text-sm"
        >
          <span className="truncate" title={bar.label}>
            {bar.label || "(not set)"}
          </span>
          <span className="grid gap-1" aria-hidden>
            <span
              className="block h-3 rounded-sm bg-primary"
              style={{ width: `${(Math.max(0, bar.value) / largest) * 100}%` }}
            />
            {bar.previous !== undefined && bar.previous !== null ? (
              <span
                className="block h-1.5 rounded-sm bg-muted-foreground/50"
                style={{ width: `${(Math.max(0, bar.previous) / largest) * 100}%` }}
              />
            ) : null}
          </span>
          <span className="tabular-nums">{format(bar.value)}</span>
        </div>
      ))}
    </figure>
  );
}

function Pivot({
  chart,
  labels,
  format,
}: {
  chart: Extract<Chart, { kind: "pivot" }>;
  labels: { rows: string; columns: string };
  format: (v: number | null) => string;
}) {
  const { table } = chart;
  const largest = Math.max(1, ...table.rows.flatMap((r) => r.cells.map((c) => c ?? 0)));
  return (
    <div className="max-w-full overflow-x-auto" tabIndex={0} role="region" aria-label="Pivot table">
      <table className="w-full border-collapse text-sm" data-slot="explore-pivot">
        <thead>
          <tr>
            <th scope="col" className="p-2 text-left font-medium text-muted-foreground">
              {labels.rows} \ {labels.columns}
            </th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="p-2 text-right font-medium">
                {column || "(not set)"}
              </th>
            ))}
            <th scope="col" className="p-2 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key} className="border-t">
              <th scope="row" className="p-2 text-left font-normal wrap-anywhere">
                {row.key || "(not set)"}
              </th>
              {row.cells.map((cell, i) => (
                <td
                  key={table.columns[i] ?? i}
                  className="p-2 text-right tabular-nums"
                  style={
                    cell
                      ? {
                          backgroundColor: `color-mix(in oklab, var(--primary) ${Math.round((cell / largest) * 35)}%, transparent)`,
                        }
                      : undefined
                  }
                >
                  {format(cell)}
                </td>
              ))}
              <td className="p-2 text-right font-medium tabular-nums">{format(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The exploration's chart: a line along a date, a pivot of two dimensions, or bars. */
export function ExploreChart({ result }: { result: ExploreResult }) {
  const { chart } = result;
  const column = result.columns.find((c) => c.name === chart.metric);
  const label = column?.label ?? chart.metric;
  const format = (value: number | null) =>
    formatExploreValue(value, chart.metric, column?.type, result.currencyCode);
  if (chart.kind === "line") {
    const grain = GRAINS[chart.dimension];
    const dimensionLabel =
      result.columns.find((c) => c.name === chart.dimension)?.label ?? chart.dimension;
    const dated = (points: { key: string; value: number }[]) =>
      grain ? points.map((p) => ({ date: bucketDate(p.key, grain), value: p.value })) : null;
    const points = dated(chart.points);
    if (points && points.every((p) => p.date !== null)) {
      return (
        <MetricTrend
          label={`${label} by ${dimensionLabel.toLowerCase()}`}
          metricLabel={label}
          points={points as { date: string; value: number }[]}
          previous={
            chart.previous
              ? (dated(chart.previous)!.filter((p) => p.date !== null) as {
                  date: string;
                  value: number;
                }[])
              : null
          }
          grain={grain!}
          format={metricFormat(chart.metric, column?.type)}
          currency={result.currencyCode}
        />
      );
    }
    return (
      <Bars
        label={`${label} by ${dimensionLabel.toLowerCase()}`}
        bars={chart.points.map((p, i) => ({
          label: p.key,
          value: p.value,
          ...(chart.previous ? { previous: chart.previous[i]?.value ?? null } : {}),
        }))}
        format={format}
      />
    );
  }
  if (chart.kind === "pivot") {
    const labelOf = (name: string) => result.columns.find((c) => c.name === name)?.label ?? name;
    return (
      <Pivot
        chart={chart}
        labels={{ rows: labelOf(chart.rows), columns: labelOf(chart.columns) }}
        format={format}
      />
    );
  }
  return <Bars label={`${label}, top values`} bars={chart.bars} format={format} />;
}
