import type { Grain } from "@/lib/seo/search-metrics";
import {
  formatAxisTick,
  formatDateTick,
  tickIndexes,
  type TREND_METRICS,
  type TrendMetric,
  type TrendRow,
} from "./trend-data";
import { niceScale, type NiceScale } from "./trend-scale";
import type { NoteMark } from "./annotations";
import { formatDisplayDate } from "@/lib/dates/format";

type Metric = (typeof TREND_METRICS)[number];

const WIDTH = 1000;
const HEIGHT = 100;

const x = (index: number, count: number) => (count > 1 ? (index / (count - 1)) * WIDTH : WIDTH / 2);

function yOf(value: number, scale: NiceScale, reversed: boolean): number {
  const ratio = scale.hi === scale.lo ? 0.5 : (value - scale.lo) / (scale.hi - scale.lo);
  return (reversed ? ratio : 1 - ratio) * HEIGHT;
}

/** An SVG path through the values, broken where a value is missing. */
function linePath(values: readonly (number | null)[], scale: NiceScale, reversed: boolean): string {
  let path = "";
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null || !Number.isFinite(value)) {
      drawing = false;
      return;
    }
    path += `${drawing ? "L" : "M"}${x(i, values.length).toFixed(1)},${yOf(value, scale, reversed).toFixed(2)}`;
    drawing = true;
  });
  return path;
}

const fromZero = (metric: TrendMetric) => metric === "clicks" || metric === "impressions";

function AxisLabels({
  metric,
  scale,
  side,
}: {
  metric: TrendMetric;
  scale: NiceScale;
  side: "left" | "right";
}) {
  const reversed = metric === "position";
  return (
    <div aria-hidden className="relative">
      {scale.ticks.map((tick) => (
        <span
          key={tick}
          className={`absolute -translate-y-1/2 text-xs text-muted-foreground ${side === "left" ? "right-2" : "left-2"}`}
          style={{ top: `${yOf(tick, scale, reversed)}%` }}
        >
          {formatAxisTick(metric, tick)}
        </span>
      ))}
    </div>
  );
}

/** Each note's label at the top of its line, staggered so neighbours do not cover each other. */
export function NoteLabels({ marks, count }: { marks: readonly NoteMark[]; count: number }) {
  if (marks.length === 0) return null;
  return (
    <ul aria-label="Notes on the chart" className="pointer-events-none absolute inset-0">
      {marks.map((mark, i) => {
        const left = (x(mark.index, count) / WIDTH) * 100;
        return (
          <li
            key={mark.index}
            data-slot="chart-note"
            title={mark.label}
            className={`absolute max-w-40 truncate rounded-sm bg-background/85 px-1 text-[11px] leading-4 text-foreground ${left > 60 ? "-translate-x-full" : ""}`}
            style={{ left: `${left}%`, top: `${(i % 3) * 16}px` }}
          >
            <span className="sr-only">{formatDisplayDate(mark.notes[0]!.day)}: </span>
            {mark.label}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The trend drawn as a plain SVG, without a chart library: it is in the page's first HTML and
 * costs no script. TrendChart (recharts) replaces it when the reader reaches for the chart, for
 * the tooltip. The same rows, scales in the same style, the same legend.
 */
export function TrendPreview({
  rows,
  shown,
  grain,
  height,
  marks = [],
}: {
  rows: readonly TrendRow[];
  shown: readonly Metric[];
  grain: Grain;
  height: number;
  /** The notes on the chart (lib annotations), drawn as dashed vertical lines with their label. */
  marks?: readonly NoteMark[];
}) {
  const scales = shown.map((metric) =>
    niceScale(
      rows
        .flatMap((row) => [row.current[metric.id], row.previous?.[metric.id] ?? null])
        .filter((value): value is number => value !== null),
      fromZero(metric.id),
    ),
  );
  const freshFrom = rows.findIndex((row) => row.fresh);
  const comparing = rows.some((row) => row.previous !== null);
  const grid = scales[0];
  const reversedGrid = shown[0]?.id === "position";
  return (
    <div
      data-slot="trend-preview"
      className="grid grid-cols-[48px_1fr_48px] grid-rows-[1fr_24px] pt-2"
      style={{ height }}
    >
      {shown[0] && scales[0] ? (
        <AxisLabels metric={shown[0].id} scale={scales[0]} side="left" />
      ) : (
        <div />
      )}
      <div className="relative min-h-0">
        <svg
          aria-hidden
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-full w-full overflow-visible"
        >
          {grid?.ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={WIDTH}
              y1={yOf(tick, grid, reversedGrid)}
              y2={yOf(tick, grid, reversedGrid)}
              stroke="var(--border)"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {freshFrom >= 0 ? (
            <rect
              x={Math.max(0, x(freshFrom - 0.5, rows.length))}
              width={WIDTH - Math.max(0, x(freshFrom - 0.5, rows.length))}
              y={0}
              height={HEIGHT}
              fill="var(--muted-foreground)"
              fillOpacity={0.12}
            />
          ) : null}
          {comparing
            ? shown.map((metric, i) => (
                <path
                  key={`previous-${metric.id}`}
                  d={linePath(
                    rows.map((row) => row.previous?.[metric.id] ?? null),
                    scales[i]!,
                    metric.id === "position",
                  )}
                  fill="none"
                  stroke={metric.color}
                  strokeOpacity={0.6}
                  strokeDasharray="4 4"
                  strokeWidth={1.5}
                  vectorEffect="non-scaling-stroke"
                />
              ))
            : null}
          {shown.map((metric, i) => (
            <path
              key={metric.id}
              d={linePath(
                rows.map((row) => row.current[metric.id]),
                scales[i]!,
                metric.id === "position",
              )}
              fill="none"
              stroke={metric.color}
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {marks.map((mark) => (
            <line
              key={`note-${mark.index}`}
              data-slot="chart-note-line"
              x1={x(mark.index, rows.length)}
              x2={x(mark.index, rows.length)}
              y1={0}
              y2={HEIGHT}
              stroke="var(--foreground)"
              strokeOpacity={0.45}
              strokeDasharray="3 3"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        <NoteLabels marks={marks} count={rows.length} />
      </div>
      {shown[1] && scales[1] ? (
        <AxisLabels metric={shown[1].id} scale={scales[1]} side="right" />
      ) : (
        <div />
      )}
      <div aria-hidden className="relative col-start-2">
        {tickIndexes(rows.length, 6, grain === "day").map((index) => (
          <span
            key={index}
            className="absolute top-1 -translate-x-1/2 text-xs whitespace-nowrap text-muted-foreground"
            style={{ left: `${(x(index, rows.length) / WIDTH) * 100}%` }}
          >
            {formatDateTick(rows[index]!.date, grain)}
          </span>
        ))}
      </div>
    </div>
  );
}
