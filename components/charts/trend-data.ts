import { addMonths } from "date-fns";
import { alignSeries, shiftDay, type Comparison } from "@/lib/dates/compare";
import { formatMonthDay, formatMonthYear, fromDateKey, toDateKey } from "@/lib/dates/format";
import { formatCompact, formatNumber, formatPercent, formatPosition } from "@/lib/format/numbers";
import type { DailyMetrics, Grain, MetricName } from "@/lib/seo/search-metrics";

export type TrendMetric = MetricName;
/** A day or a bucket of days (`date` is its first day) with its metrics. */
export type TrendPoint = DailyMetrics;
export type TrendValues = Record<TrendMetric, number | null>;
export type TrendRow = {
  index: number;
  date: string;
  previousDate: string | null;
  /** On or after Search Console's first incomplete day: the figures may still change. */
  fresh: boolean;
  current: TrendValues;
  previous: TrendValues | null;
};

export const TREND_METRICS: readonly { id: TrendMetric; label: string; color: string }[] = [
  { id: "clicks", label: "Clicks", color: "var(--chart-1)" },
  { id: "impressions", label: "Impressions", color: "var(--chart-2)" },
  { id: "ctr", label: "CTR", color: "var(--chart-3)" },
  { id: "position", label: "Average position", color: "var(--chart-4)" },
];

/** The value as the tooltip writes it. */
export function formatMetric(metric: TrendMetric, value: number | null): string {
  if (value === null) return "—";
  if (metric === "ctr") return formatPercent(value);
  return metric === "position" ? formatPosition(value) : formatNumber(value);
}

/** The value as an axis tick writes it. */
export function formatAxisTick(metric: TrendMetric, value: number): string {
  if (metric === "ctr") return formatPercent(value, value > 0 && value < 0.1 ? 1 : 0);
  return metric === "position" ? String(Math.round(value * 100) / 100) : formatCompact(value);
}

/** A date label on the x axis: "Jun 9", or "Jun 2025" for months. */
export function formatDateTick(date: string, grain: Grain): string {
  return (grain === "month" ? formatMonthYear : formatMonthDay)(fromDateKey(date));
}

// Search Console leaves out days without data: in a range they count as zero clicks and impressions.
function valuesOf(point: TrendPoint | null): TrendValues {
  if (!point) return { clicks: 0, impressions: 0, ctr: null, position: null };
  const seen = point.impressions > 0;
  return {
    clicks: point.clicks,
    impressions: point.impressions,
    ctr: seen ? point.ctr : null,
    position: seen ? point.position : null,
  };
}

function nextBucketStart(date: string, grain: Grain): string {
  if (grain === "day") return shiftDay(date, 1);
  if (grain === "week") return shiftDay(date, 7);
  return toDateKey(addMonths(fromDateKey(date), 1));
}

const byDate = (a: TrendPoint, b: TrendPoint) => (a.date < b.date ? -1 : 1);

/**
 * Chart rows for a series and an optional comparison series. Days pair by day offset (see
 * alignSeries), filling days without data; weeks and months pair by position. A row is fresh
 * when its day or bucket reaches `firstIncompleteDate`.
 */
export function trendRows(
  current: readonly TrendPoint[],
  previous?: readonly TrendPoint[],
  options: { grain?: Grain; comparison?: Comparison; firstIncompleteDate?: string | null } = {},
): TrendRow[] {
  const grain = options.grain ?? "day";
  const incomplete = options.firstIncompleteDate ?? null;
  const pairs =
    grain === "day"
      ? alignSeries(current, previous ?? [], options.comparison)
      : (() => {
          const earlier = [...(previous ?? [])].sort(byDate);
          return [...current].sort(byDate).map((point, i) => ({
            date: point.date,
            current: point,
            previous: earlier[i] ?? null,
            previousDate: earlier[i]?.date ?? null,
          }));
        })();
  return pairs.map((pair, index) => ({
    index,
    date: pair.date,
    previousDate: pair.previousDate,
    fresh: incomplete !== null && incomplete < nextBucketStart(pair.date, grain),
    current: valuesOf(pair.current),
    previous: previous && pair.previousDate !== null ? valuesOf(pair.previous) : null,
  }));
}

/**
 * Row indexes for at most `count` x-axis ticks, evenly spaced back from the latest row. With `weekly`
 * the spacing is whole weeks once it passes four days, so daily ticks fall on one weekday.
 */
export function tickIndexes(rows: number, count = 6, weekly = false): number[] {
  if (rows <= 0) return [];
  let step = Math.max(1, Math.ceil((rows - 1) / (count - 1)));
  if (weekly && step > 4) step = Math.ceil(step / 7) * 7;
  const ticks: number[] = [];
  for (let index = rows - 1; index >= 0; index -= step) ticks.unshift(index);
  return ticks;
}
