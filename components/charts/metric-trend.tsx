"use client";

import * as React from "react";
import { formatMonthDay, formatMonthYear, fromDateKey } from "@/lib/dates/format";
import { formatMetricValue, type MetricFormat } from "@/lib/format/metric-value";
import { cn } from "@/lib/utils";
import { DashedSwatch } from "./dashed-swatch";
import { formatDateTick, tickIndexes } from "./trend-data";
import { niceScale, type NiceScale } from "./trend-scale";

export { formatMetricValue, type MetricFormat };

export type MetricTrendPoint = {
  /** YYYY-MM-DD: a day, or a bucket's first day. */
  date: string;
  value: number | null;
};
export type MetricTrendProps = {
  /** The figure's accessible name, e.g. "Sessions by day". */
  label: string;
  /** The metric's name for the tooltip and the table, e.g. "Sessions". */
  metricLabel: string;
  points: readonly MetricTrendPoint[];
  /** The comparison period, aligned by index with `points` (same length or shorter); drawn dashed. */
  previous?: readonly MetricTrendPoint[] | null;
  grain: "day" | "week" | "month";
  format: MetricFormat;
  /** The currency code when format is "currency" (default "USD"). */
  currency?: string;
  /** The plot's height in pixels, axis labels included (default 240). */
  height?: number;
  className?: string;
};

type Grain = MetricTrendProps["grain"];

const MISSING = "—";
export const EMPTY_MESSAGE = "No data for this range.";

/**
 * The y scale: from 0 for counts and money, hugging the values for rates and durations; 3 to 5
 * ticks. Durations past two minutes (or two hours) tick on whole minutes (hours).
 */
export function metricScale(values: readonly number[], format: MetricFormat): NiceScale {
  const fromZero = format === "number" || format === "currency";
  const largest = values.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  const unit = format !== "seconds" ? 1 : largest >= 7200 ? 3600 : largest >= 120 ? 60 : 1;
  const scaled = values.map((value) => value / unit);
  let scale = niceScale(scaled, fromZero);
  for (let count = 4; scale.ticks.length > 5 && count >= 3; count -= 1) {
    scale = niceScale(scaled, fromZero, count);
  }
  if (unit === 1) return scale;
  return {
    lo: scale.lo * unit,
    hi: scale.hi * unit,
    ticks: scale.ticks.map((tick) => tick * unit),
  };
}

/** A day, week or month as the tooltip writes it: "Jun 9", "Week of Jun 9", "Jun 2025". */
function periodLabel(date: string, grain: Grain): string {
  if (grain === "month") return formatMonthYear(fromDateKey(date));
  const day = formatMonthDay(fromDateKey(date));
  return grain === "week" ? `Week of ${day}` : day;
}

const WIDTH = 1000;
const HEIGHT = 100;

const xOf = (index: number, count: number) =>
  count > 1 ? (index / (count - 1)) * WIDTH : WIDTH / 2;

function yOf(value: number, scale: NiceScale): number {
  const ratio = scale.hi === scale.lo ? 0.5 : (value - scale.lo) / (scale.hi - scale.lo);
  return (1 - ratio) * HEIGHT;
}

const drawable = (value: number | null): value is number =>
  value !== null && Number.isFinite(value);

/**
 * An SVG path through the values, broken where a value is missing. A value with no drawn
 * neighbour is a zero-length segment, which a round line cap draws as a dot.
 */
function linePath(values: readonly (number | null)[], scale: NiceScale): string {
  let path = "";
  values.forEach((value, i) => {
    if (!drawable(value)) return;
    const point = `${xOf(i, values.length).toFixed(1)},${yOf(value, scale).toFixed(2)}`;
    const joined = i > 0 && drawable(values[i - 1] ?? null);
    const alone = !joined && !drawable(values[i + 1] ?? null);
    path += joined ? `L${point}` : alone ? `M${point}L${point}` : `M${point}`;
  });
  return path;
}

type Row = {
  date: string;
  value: number | null;
  previousDate: string | null;
  previousValue: number | null;
};

/**
 * One metric over time, drawn as plain SVG so it is in the page's first HTML: the line, the
 * comparison period dashed, y ticks in the metric's format, date ticks below. The plot takes the
 * pointer and the keyboard (arrows, Home, End, Escape) for a tooltip; a visually hidden table
 * holds every figure for screen readers.
 */
export function MetricTrend({
  label,
  metricLabel,
  points,
  previous,
  grain,
  format,
  currency = "USD",
  height = 240,
  className,
}: MetricTrendProps): React.JSX.Element {
  const [active, setActive] = React.useState<number | null>(null);
  const count = points.length;
  const rows: Row[] = points.map((point, i) => ({
    date: point.date,
    value: point.value,
    previousDate: previous?.[i]?.date ?? null,
    previousValue: previous?.[i]?.value ?? null,
  }));
  const comparing = rows.some((row) => drawable(row.previousValue));
  const show = (value: number | null) => formatMetricValue(value, format, currency);

  if (count === 0) {
    return (
      <figure aria-label={label} data-slot="metric-trend" className={className}>
        <p
          className="flex items-center justify-center text-sm text-muted-foreground"
          style={{ height }}
        >
          {EMPTY_MESSAGE}
        </p>
      </figure>
    );
  }

  const scale = metricScale(
    rows.flatMap((row) => [row.value, comparing ? row.previousValue : null]).filter(drawable),
    format,
  );
  const shown = active !== null && active < count ? rows[active]! : null;
  const percentX = (index: number) => (xOf(index, count) / WIDTH) * 100;

  function onPointerMove(event: React.PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (!(box.width > 0) || !Number.isFinite(event.clientX)) return;
    const ratio = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    setActive(count > 1 ? Math.round(ratio * (count - 1)) : 0);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const last = count - 1;
    let next: number | null | undefined;
    if (event.key === "ArrowRight") next = active === null ? 0 : Math.min(last, active + 1);
    else if (event.key === "ArrowLeft") next = active === null ? last : Math.max(0, active - 1);
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    else if (event.key === "Escape") next = null;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  }

  const statusText = shown
    ? [
        `${periodLabel(shown.date, grain)}: ${metricLabel} ${show(shown.value)}`,
        comparing && shown.previousDate
          ? `previous period, ${periodLabel(shown.previousDate, grain)}: ${show(shown.previousValue)}`
          : null,
      ]
        .filter(Boolean)
        .join("; ")
    : "";

  return (
    <figure
      aria-label={label}
      data-slot="metric-trend"
      className={cn("flex flex-col gap-2", className)}
    >
      {comparing ? (
        <div
          data-slot="metric-trend-legend"
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
        >
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="h-0.5 w-4 rounded-full bg-chart-1" />
            This period
          </span>
          <span className="inline-flex items-center gap-1.5">
            <DashedSwatch />
            Previous period
          </span>
        </div>
      ) : null}
      <div className="grid grid-cols-[56px_1fr] grid-rows-[1fr_24px] pt-2" style={{ height }}>
        <div aria-hidden data-slot="metric-trend-y-ticks" className="relative">
          {scale.ticks.map((tick) => (
            <span
              key={tick}
              data-value={tick}
              className="absolute right-2 -translate-y-1/2 text-xs whitespace-nowrap text-muted-foreground tabular-nums"
              style={{ top: `${yOf(tick, scale)}%` }}
            >
              {show(tick)}
            </span>
          ))}
        </div>
        <div
          role="group"
          aria-label={`${label}. Use the arrow keys to read each value.`}
          tabIndex={0}
          data-slot="metric-trend-plot"
          className="relative rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
          onKeyDown={onKeyDown}
          onFocus={() => setActive((current) => current ?? 0)}
          onBlur={() => setActive(null)}
        >
          <svg
            aria-hidden
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-full w-full overflow-visible"
          >
            {scale.ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={WIDTH}
                y1={yOf(tick, scale)}
                y2={yOf(tick, scale)}
                stroke="var(--border)"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {comparing ? (
              <path
                data-slot="metric-trend-previous"
                d={linePath(
                  rows.map((row) => row.previousValue),
                  scale,
                )}
                fill="none"
                stroke="var(--muted-foreground)"
                strokeOpacity={0.7}
                strokeDasharray="4 4"
                strokeWidth={1.5}
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            ) : null}
            <path
              data-slot="metric-trend-current"
              d={linePath(
                rows.map((row) => row.value),
                scale,
              )}
              fill="none"
              stroke="var(--chart-1)"
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          {shown && active !== null ? (
            <div aria-hidden data-slot="metric-trend-tooltip">
              <div
                className="pointer-events-none absolute inset-y-0 w-px -translate-x-1/2 bg-muted-foreground/50"
                style={{ left: `${percentX(active)}%` }}
              />
              {drawable(shown.value) ? (
                <span
                  className="pointer-events-none absolute box-content size-2 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background bg-chart-1"
                  style={{ left: `${percentX(active)}%`, top: `${yOf(shown.value, scale)}%` }}
                />
              ) : null}
              <div
                className={cn(
                  "pointer-events-none absolute top-0 z-10 min-w-36 rounded-md border bg-popover px-3 py-2 text-xs whitespace-nowrap text-popover-foreground shadow-md",
                  percentX(active) > 50 ? "-ml-2 -translate-x-full" : "ml-2",
                )}
                style={{ left: `${percentX(active)}%` }}
              >
                <p className="font-medium">{periodLabel(shown.date, grain)}</p>
                <p className="mt-1 flex items-center justify-between gap-3">
                  <span className="flex items-center gap-1.5">
                    <span className="size-2 rounded-full bg-chart-1" />
                    {metricLabel}
                  </span>
                  <span className="font-medium tabular-nums">{show(shown.value)}</span>
                </p>
                {comparing && shown.previousDate ? (
                  <p className="flex items-center justify-between gap-3 text-muted-foreground">
                    <span>{periodLabel(shown.previousDate, grain)}</span>
                    <span className="tabular-nums">{show(shown.previousValue)}</span>
                  </p>
                ) : null}
              </div>
            </div>
          ) : null}
        </div>
        <div aria-hidden data-slot="metric-trend-x-ticks" className="relative col-start-2">
          {tickIndexes(count, 6, grain === "day").map((index) => (
            <span
              key={index}
              className="absolute top-1 -translate-x-1/2 text-xs whitespace-nowrap text-muted-foreground"
              style={{ left: `${percentX(index)}%` }}
            >
              {formatDateTick(rows[index]!.date, grain)}
            </span>
          ))}
        </div>
      </div>
      <div role="status" className="sr-only">
        {statusText}
      </div>
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">{metricLabel}</th>
              {comparing ? (
                <>
                  <th scope="col">Previous period</th>
                  <th scope="col">{`${metricLabel}, previous period`}</th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr
                key={`${row.date}-${i}`}
                data-date={row.date}
                data-value={row.value ?? ""}
                data-previous-date={comparing ? (row.previousDate ?? "") : undefined}
                data-previous-value={comparing ? (row.previousValue ?? "") : undefined}
              >
                <th scope="row">{periodLabel(row.date, grain)}</th>
                <td>{show(row.value)}</td>
                {comparing ? (
                  <>
                    <td>{row.previousDate ? periodLabel(row.previousDate, grain) : MISSING}</td>
                    <td>{show(row.previousValue)}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
