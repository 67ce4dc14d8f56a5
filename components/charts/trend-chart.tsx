"use client";

import * as React from "react";
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Comparison } from "@/lib/dates/compare";
import type { Grain } from "@/lib/seo/search-metrics";
import { cn } from "@/lib/utils";
import {
  formatAxisTick,
  formatDateTick,
  tickIndexes,
  TREND_METRICS,
  trendRows,
  type TrendMetric,
  type TrendPoint,
  type TrendRow,
} from "./trend-data";
import { FRESH_NOTE, TrendTooltip } from "./trend-tooltip";
import { DashedSwatch } from "@/components/charts/dashed-swatch";

export type { TrendMetric, TrendPoint } from "./trend-data";

export type TrendChartProps = {
  /** Names the chart for screen readers: "Clicks and impressions over time". */
  label: string;
  data: readonly TrendPoint[];
  /** The comparison period's points, drawn dashed. */
  previous?: readonly TrendPoint[];
  /** Both ranges, so days without data pair correctly (day grain). */
  comparison?: Comparison;
  grain?: Grain;
  /** Search Console's `firstIncompleteDate`: this day and later are shaded as fresh. */
  firstIncompleteDate?: string | null;
  /** Metrics shown at first; or control them with `metrics` and `onMetricsChange`. */
  defaultMetrics?: readonly TrendMetric[];
  metrics?: readonly TrendMetric[];
  onMetricsChange?: (metrics: TrendMetric[]) => void;
  height?: number;
  className?: string;
};

const AXIS_TICK = { fontSize: 12, fill: "var(--muted-foreground)" };

function MetricToggles({
  active,
  onToggle,
}: {
  active: readonly TrendMetric[];
  onToggle: (metric: TrendMetric) => void;
}) {
  return (
    <div role="group" aria-label="Metrics" className="flex flex-wrap gap-2">
      {TREND_METRICS.map((metric) => {
        const on = active.includes(metric.id);
        return (
          <button
            key={metric.id}
            type="button"
            aria-pressed={on}
            // The last metric shown stays on: an empty chart would explain nothing.
            disabled={on && active.length === 1}
            onClick={() => onToggle(metric.id)}
            className={cn(
              "inline-flex h-8 items-center gap-2 rounded-md border px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              on ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-accent/60",
            )}
          >
            <span
              aria-hidden
              className="size-2.5 rounded-full border-2"
              style={{ borderColor: metric.color, background: on ? metric.color : "transparent" }}
            />
            {metric.label}
          </button>
        );
      })}
    </div>
  );
}

/** Clicks, impressions, CTR and position over time, with a dashed comparison period and fresh days shaded. */
export function TrendChart({
  label,
  data,
  previous,
  comparison,
  grain = "day",
  firstIncompleteDate = null,
  defaultMetrics = ["clicks", "impressions"],
  metrics,
  onMetricsChange,
  height = 300,
  className,
}: TrendChartProps) {
  const [own, setOwn] = React.useState<readonly TrendMetric[]>(defaultMetrics);
  const active = metrics ?? own;
  const rows = React.useMemo(
    () => trendRows(data, previous, { grain, comparison, firstIncompleteDate }),
    [data, previous, grain, comparison, firstIncompleteDate],
  );
  const freshFrom = rows.findIndex((row) => row.fresh);
  const comparing = rows.some((row) => row.previous !== null);
  const shown = TREND_METRICS.filter((metric) => active.includes(metric.id));

  const toggle = (metric: TrendMetric) => {
    const next = TREND_METRICS.map((m) => m.id).filter(
      (id) => (id === metric) !== active.includes(id),
    );
    if (next.length === 0) return;
    setOwn(next);
    onMetricsChange?.(next);
  };

  return (
    <figure
      aria-label={label}
      data-slot="trend-chart"
      className={cn("flex flex-col gap-3", className)}
    >
      <MetricToggles active={active} onToggle={toggle} />
      <div style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="index"
              type="number"
              domain={[0, Math.max(rows.length - 1, 0)]}
              ticks={tickIndexes(rows.length, 6, grain === "day")}
              tickFormatter={(index: number) =>
                rows[index] ? formatDateTick(rows[index].date, grain) : ""
              }
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
            />
            {shown.map((metric, i) => (
              <YAxis
                key={metric.id}
                yAxisId={metric.id}
                hide={i > 1}
                orientation={i === 0 ? "left" : "right"}
                reversed={metric.id === "position"}
                domain={
                  metric.id === "position" || metric.id === "ctr" ? ["auto", "auto"] : [0, "auto"]
                }
                tickFormatter={(value: number) => formatAxisTick(metric.id, value)}
                tick={AXIS_TICK}
                tickLine={false}
                axisLine={false}
                width={48}
              />
            ))}
            {freshFrom >= 0 && shown[0] ? (
              <ReferenceArea
                yAxisId={shown[0].id}
                x1={Math.max(0, freshFrom - 0.5)}
                x2={rows.length - 1}
                ifOverflow="hidden"
                fill="var(--muted-foreground)"
                fillOpacity={0.12}
                data-slot="fresh-area"
              />
            ) : null}
            <Tooltip
              cursor={{ stroke: "var(--border)" }}
              content={({ active: hovering, payload }) => {
                const row = payload?.[0]?.payload as TrendRow | undefined;
                return hovering && row ? (
                  <TrendTooltip row={row} metrics={active} grain={grain} />
                ) : null;
              }}
            />
            {comparing
              ? shown.map((metric) => (
                  <Line
                    key={`previous-${metric.id}`}
                    yAxisId={metric.id}
                    name={`${metric.label} (previous period)`}
                    dataKey={(row: TrendRow) => row.previous?.[metric.id] ?? null}
                    stroke={metric.color}
                    strokeOpacity={0.6}
                    strokeDasharray="4 4"
                    strokeWidth={1.5}
                    dot={false}
                    isAnimationActive={false}
                  />
                ))
              : null}
            {shown.map((metric) => (
              <Line
                key={metric.id}
                yAxisId={metric.id}
                name={metric.label}
                dataKey={(row: TrendRow) => row.current[metric.id]}
                stroke={metric.color}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {comparing || freshFrom >= 0 ? (
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {comparing ? (
            <span className="inline-flex items-center gap-1.5">
              <DashedSwatch />
              Previous period
            </span>
          ) : null}
          {freshFrom >= 0 ? (
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden className="size-3 rounded-sm bg-muted-foreground/20" />
              {FRESH_NOTE}
            </span>
          ) : null}
        </div>
      ) : null}
    </figure>
  );
}
