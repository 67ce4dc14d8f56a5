"use client";

import * as React from "react";
import type { TrendChartProps } from "./trend-chart";
import { trendRows, TREND_METRICS, type TrendMetric } from "./trend-data";
import { TrendLegend } from "./trend-legend";
import { noteMarks } from "./annotations";
import { TrendPreview } from "./trend-preview";
import { MetricToggles, toggledMetrics } from "./metric-toggles";
import { cn } from "@/lib/utils";

const TrendPlot = React.lazy(() =>
  import("./trend-chart").then((module) => ({ default: module.TrendPlot })),
);

const DEFAULT_METRICS: readonly TrendMetric[] = ["clicks", "impressions"];

/**
 * A trend chart that costs no chart library until it is used: the first HTML holds a static SVG
 * of the same lines (TrendPreview), and recharts loads when a pointer or a finger reaches the plot,
 * for its tooltip; the figure, its buttons and legend stay as they are. Every figure the tooltip
 * shows is also in the view's tables and KPI cards, for keyboard and screen-reader users.
 */
export function LazyTrendChart(props: TrendChartProps) {
  const {
    label,
    data,
    previous,
    comparison,
    grain = "day",
    firstIncompleteDate = null,
    defaultMetrics = DEFAULT_METRICS,
    onMetricsChange,
    height = 300,
    className,
    annotations,
  } = props;
  const [own, setOwn] = React.useState<readonly TrendMetric[]>(defaultMetrics);
  const metrics = props.metrics ?? own;
  const [interactive, setInteractive] = React.useState(false);
  const rows = React.useMemo(
    () => trendRows(data, previous, { grain, comparison, firstIncompleteDate }),
    [data, previous, grain, comparison, firstIncompleteDate],
  );
  const marks = React.useMemo(
    () => noteMarks(rows, annotations ?? [], grain),
    [rows, annotations, grain],
  );
  const change = React.useCallback(
    (next: TrendMetric[]) => {
      setOwn(next);
      onMetricsChange?.(next);
    },
    [onMetricsChange],
  );
  const wake = () => setInteractive(true);

  const shown = TREND_METRICS.filter((metric) => metrics.includes(metric.id));
  const preview = (
    <TrendPreview rows={rows} shown={shown} grain={grain} height={height} marks={marks} />
  );
  return (
    <figure
      aria-label={label}
      data-slot="trend-chart"
      className={cn("flex flex-col gap-3", className)}
    >
      <MetricToggles
        active={metrics}
        onToggle={(metric) => {
          const next = toggledMetrics(metrics, metric);
          if (next) change(next);
        }}
      />
      {interactive ? (
        <React.Suspense fallback={preview}>
          <TrendPlot
            rows={rows}
            shown={shown}
            active={metrics}
            grain={grain}
            height={height}
            marks={marks}
          />
        </React.Suspense>
      ) : (
        <div onPointerEnter={wake} onTouchStart={wake}>
          {preview}
        </div>
      )}
      <TrendLegend
        comparing={rows.some((row) => row.previous !== null)}
        fresh={rows.some((row) => row.fresh)}
      />
    </figure>
  );
}
