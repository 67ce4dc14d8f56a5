"use client";

import {
  Line,
  LineChart,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from "recharts";
import { DashedSwatch } from "@/components/charts/dashed-swatch";
import { isSeriesMetric, type AlertDto } from "@/lib/alerts/types";
import { formatDisplayDate, formatDayMonth, fromDateKey } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { cn } from "@/lib/utils";

type ChartAlert = Pick<AlertDto, "metric" | "label" | "day" | "chart" | "observed" | "expected">;

/**
 * A series metric is held against what its history made normal, and falling is what hurts; the
 * others (sitemap errors) against the last check's reading, and more of them is what hurts.
 */
export function alertComparison(alert: ChartAlert) {
  const point = alert.chart.find((each) => each.date === alert.day);
  const observed = alert.observed ?? point?.value ?? null;
  const expected = alert.expected ?? point?.expected ?? null;
  const series = isSeriesMetric(alert.metric);
  const worse =
    observed !== null && expected !== null && (series ? observed < expected : observed > expected);
  return { point, observed, expected, worse, against: series ? "expected" : "at the last check" };
}

const shortDay = (day: string) => formatDayMonth(fromDateKey(day));

function spanText(days: number): string {
  if (days >= 14) return `${formatNumber(Math.round(days / 7))} weeks`;
  return `${formatNumber(days)} ${days === 1 ? "day" : "days"}`;
}

/** What the chart shows, in words: "Search clicks, 8 weeks: 120 on 23 Nov against 410 expected". */
export function alertChartLabel(alert: ChartAlert): string {
  const { observed, expected, against } = alertComparison(alert);
  const head = `${alert.label}, ${spanText(alert.chart.length)}`;
  if (observed === null) return head;
  const held = expected === null ? "" : ` against ${formatNumber(expected)} ${against}`;
  return `${head}: ${formatNumber(observed)} on ${shortDay(alert.day)}${held}`;
}

/**
 * The weeks before an alert: the metric's line, the normal it was held against dashed, and the
 * alert's day marked — red when it is worse (a fall, or more errors), green otherwise. The label
 * carries the figures, so the plot itself is one image to assistive technology.
 */
export function AlertChart({
  alert,
  height = 72,
  className,
}: {
  alert: ChartAlert;
  height?: number;
  className?: string;
}) {
  const { chart, day } = alert;
  const { point, worse } = alertComparison(alert);
  const mark = worse ? "var(--destructive)" : "var(--success)";
  const hasExpected = chart.some((each) => each.expected !== null);
  const first = chart[0];
  return (
    <div
      role="img"
      aria-label={alertChartLabel(alert)}
      data-slot="alert-chart"
      className={cn("grid gap-1", className)}
    >
      <div style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={chart} margin={{ top: 6, right: 6, bottom: 2, left: 6 }}>
            <XAxis dataKey="date" type="category" hide />
            {/* From zero: a fall looks as large as it is. */}
            <YAxis hide domain={[0, "auto"]} />
            <ReferenceLine x={day} stroke="var(--border)" strokeWidth={6} />
            <Line
              dataKey="expected"
              stroke="var(--muted-foreground)"
              strokeDasharray="4 3"
              strokeWidth={1.5}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
            <Line
              dataKey="value"
              stroke="var(--chart-1)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            {point ? (
              <ReferenceDot
                x={day}
                y={point.value}
                r={4}
                fill={mark}
                stroke="var(--popover)"
                strokeWidth={2}
              />
            ) : null}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div
        aria-hidden
        className="flex items-center justify-between gap-2 text-xs text-muted-foreground"
      >
        <span className="tabular-nums">
          {first ? `${shortDay(first.date)} – ${shortDay(day)}` : formatDisplayDate(day)}
        </span>
        {hasExpected ? (
          <span className="flex items-center gap-1.5">
            <DashedSwatch />
            Expected
          </span>
        ) : null}
      </div>
    </div>
  );
}
