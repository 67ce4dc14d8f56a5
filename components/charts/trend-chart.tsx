"use client";

import * as React from "react";
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
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
import { TrendTooltip } from "./trend-tooltip";
import { TrendLegend } from "./trend-legend";
import { MetricToggles, toggledMetrics } from "./metric-toggles";
import { noteMarks, type ChartNote, type NoteMark } from "./annotations";
import { NoteLabels } from "./trend-preview";

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
  /** Notes on the chart (a published item, a note added by hand): dashed lines with their label. */
  annotations?: readonly ChartNote[];
};

const AXIS_TICK = { fontSize: 12, fill: "var(--muted-foreground)" };

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
  annotations,
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
  const marks = React.useMemo(
    () => noteMarks(rows, annotations ?? [], grain),
    [rows, annotations, grain],
  );

  const toggle = (metric: TrendMetric) => {
    const next = toggledMetrics(active, metric);
    if (!next) return;
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
      <TrendPlot
        rows={rows}
        shown={shown}
        active={active}
        grain={grain}
        height={height}
        marks={marks}
      />
      <TrendLegend comparing={comparing} fresh={freshFrom >= 0} />
    </figure>
  );
}

/** The interactive plot alone (recharts): lines, axes, the fresh days' shade and the tooltip. */
export function TrendPlot({
  rows,
  shown,
  active,
  grain,
  height,
  marks = [],
}: {
  rows: readonly TrendRow[];
  shown: readonly (typeof TREND_METRICS)[number][];
  active: readonly TrendMetric[];
  grain: Grain;
  height: number;
  marks?: readonly NoteMark[];
}) {
  const freshFrom = rows.findIndex((row) => row.fresh);
  const comparing = rows.some((row) => row.previous !== null);
  // The labels are the preview's own HTML over the plot (recharts' SVG text would not truncate),
  // inset by the axes' width and the plot's top margin.
  const leftAxis = shown.length > 0 ? 48 : 0;
  const rightAxis = shown.length > 1 ? 48 : 8;
  return (
    <div style={{ height }} className="relative">
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
          {shown[0]
            ? marks.map((mark) => (
                <ReferenceLine
                  key={`note-${mark.index}`}
                  yAxisId={shown[0]!.id}
                  x={mark.index}
                  stroke="var(--foreground)"
                  strokeOpacity={0.45}
                  strokeDasharray="3 3"
                  ifOverflow="hidden"
                />
              ))
            : null}
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
      <div
        className="pointer-events-none absolute top-2"
        style={{ left: leftAxis, right: rightAxis, bottom: 30 }}
      >
        <NoteLabels marks={marks} count={rows.length} />
      </div>
    </div>
  );
}
