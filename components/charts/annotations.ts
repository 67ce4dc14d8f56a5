import { addMonths } from "date-fns";
import { shiftDay } from "@/lib/dates/compare";
import { fromDateKey, toDateKey } from "@/lib/dates/format";
import type { Grain } from "@/lib/seo/search-metrics";
import type { TrendRow } from "./trend-data";

// Where a chart's notes stand: each on the row (day, week or month) that holds its day. Pure, so
// the SVG preview and the interactive chart place them alike.

/** A note on the charts: a day and what happened ("Published: Seed guide"). */
export type ChartNote = { id: string; day: string; label: string };

/** One marker: a row of the chart and every note on it, in day order. */
export type NoteMark = { index: number; date: string; notes: ChartNote[]; label: string };

/**
 * The markers of `notes` on `rows` (sorted by date, as trendRows makes them): a note belongs to the
 * last row starting on or before its day. Notes before the first row or after the last row's
 * bucket are left out, and notes sharing a row share one marker.
 */
export function noteMarks(
  rows: readonly Pick<TrendRow, "date">[],
  notes: readonly ChartNote[],
  grain: Grain,
): NoteMark[] {
  if (rows.length === 0 || notes.length === 0) return [];
  const last = rows[rows.length - 1]!.date;
  const lastEnds =
    grain === "day"
      ? last
      : grain === "week"
        ? shiftDay(last, 6)
        : shiftDay(toDateKey(addMonths(fromDateKey(last), 1)), -1);
  const byIndex = new Map<number, ChartNote[]>();
  for (const note of [...notes].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    if (note.day < rows[0]!.date || note.day > lastEnds) continue;
    const index = lastIndexAtOrBefore(rows, note.day);
    byIndex.set(index, [...(byIndex.get(index) ?? []), note]);
  }
  return [...byIndex]
    .sort(([a], [b]) => a - b)
    .map(([index, list]) => ({
      index,
      date: rows[index]!.date,
      notes: list,
      label: list.map((n) => n.label).join(" · "),
    }));
}

function lastIndexAtOrBefore(rows: readonly Pick<TrendRow, "date">[], day: string): number {
  let lo = 0;
  let hi = rows.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (rows[mid]!.date <= day) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
