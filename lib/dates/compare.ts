import { addDays, differenceInCalendarDays } from "date-fns";
import { fromDateKey, toDateKey, type DateRange } from "./format";

/** Two ranges compared day by day: day i of `current` pairs with day i of `previous`. */
export type Comparison = { current: DateRange; previous: DateRange };

/** One day of the current series next to the same day of the comparison period (null when absent). */
export type AlignedPoint<C, P> = {
  date: string;
  previousDate: string | null;
  current: C | null;
  previous: P | null;
};

const DAYS_PER_WEEK = 7;
const WEEKS_PER_YEAR = 52;

/** `day` (yyyy-MM-dd) moved by `days` calendar days, negative for earlier. */
export function shiftDay(day: string, days: number): string {
  return toDateKey(addDays(fromDateKey(day), days));
}

/** Calendar days in a range, both ends included; 0 when the end is before the start. */
export function daysIn(range: DateRange): number {
  const days = differenceInCalendarDays(fromDateKey(range.endDate), fromDateKey(range.startDate));
  return Math.max(0, days + 1);
}

/** `range` moved by `days` days, both ends. */
export function shiftRange(range: DateRange, days: number): DateRange {
  return { startDate: shiftDay(range.startDate, days), endDate: shiftDay(range.endDate, days) };
}

/**
 * The period to compare a range with: as many days, ending before the range starts, and starting on
 * the same weekday. Rule: move the range back by its length rounded up to whole weeks. A range of
 * 7, 14 or 28 days gets the block right before it; a 30-day range gets the 30 days that start 35
 * days earlier (a 5-day gap), so weekday cycles in search traffic line up instead of drifting.
 */
export function previousPeriod(range: DateRange): DateRange {
  const weeks = Math.max(1, Math.ceil(daysIn(range) / DAYS_PER_WEEK));
  return shiftRange(range, -weeks * DAYS_PER_WEEK);
}

/** The same range 52 weeks (364 days) earlier, so each day keeps its weekday. */
export function samePeriodLastYear(range: DateRange): DateRange {
  return shiftRange(range, -WEEKS_PER_YEAR * DAYS_PER_WEEK);
}

/** How a view compares: with the weekday-aligned period before, or with the same weeks last year. */
export const COMPARE_MODES = ["previous", "year"] as const;
export type CompareMode = (typeof COMPARE_MODES)[number];

/** The period a range is compared with; null when comparison is off. */
export function comparisonRange(range: DateRange, compare: CompareMode | null): DateRange | null {
  if (compare === "previous") return previousPeriod(range);
  if (compare === "year") return samePeriodLastYear(range);
  return null;
}

function spanOf(points: readonly { date: string }[]): DateRange | null {
  let startDate: string | null = null;
  let endDate: string | null = null;
  for (const { date } of points) {
    if (startDate === null || date < startDate) startDate = date;
    if (endDate === null || date > endDate) endDate = date;
  }
  return startDate && endDate ? { startDate, endDate } : null;
}

/**
 * Pairs day i of the current series with day i of the previous one, for a dashed comparison line.
 * Pairing goes by day offset from each range's start, so days that Search Console omits (no data)
 * leave a gap instead of shifting the rest. Without `ranges`, each series' first and last dates
 * stand in for its range. The result has one point per day of the current range.
 */
export function alignSeries<C extends { date: string }, P extends { date: string }>(
  current: readonly C[],
  previous: readonly P[],
  ranges?: Comparison,
): AlignedPoint<C, P>[] {
  const currentRange = ranges?.current ?? spanOf(current);
  if (!currentRange) return [];
  const previousRange = ranges?.previous ?? spanOf(previous);
  const currentByDate = new Map(current.map((point) => [point.date, point]));
  const previousByDate = new Map(previous.map((point) => [point.date, point]));
  const previousDays = previousRange ? daysIn(previousRange) : 0;

  const points: AlignedPoint<C, P>[] = [];
  for (let i = 0; i < daysIn(currentRange); i++) {
    const date = shiftDay(currentRange.startDate, i);
    const previousDate =
      previousRange && i < previousDays ? shiftDay(previousRange.startDate, i) : null;
    points.push({
      date,
      previousDate,
      current: currentByDate.get(date) ?? null,
      previous: previousDate === null ? null : (previousByDate.get(previousDate) ?? null),
    });
  }
  return points;
}
