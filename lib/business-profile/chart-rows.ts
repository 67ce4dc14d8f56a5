import { alignSeries, type Comparison } from "@/lib/dates/compare";
import type { ProfileDay } from "./profile-metrics";

export type ProfileChartRow = ProfileDay & {
  index: number;
  previousDate: string | null;
  /** The comparison period's totals on the same weekday; null outside comparison mode. */
  previousViews: number | null;
  previousActions: number | null;
  /** Google has not reported this day yet. */
  unreported: boolean;
};

/** The chart's rows: each day with the comparison period's totals of the same weekday beside it. */
export function profileChartRows(
  days: readonly ProfileDay[],
  previous: readonly ProfileDay[] | null,
  comparison: Comparison | null,
  unreportedFrom: string | null,
): ProfileChartRow[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const aligned = alignSeries(days, previous ?? [], comparison ?? undefined);
  return aligned.flatMap(({ date, previousDate, previous: before }, index) => {
    const day = byDate.get(date);
    if (!day) return [];
    return [
      {
        ...day,
        index,
        previousDate: previous ? previousDate : null,
        previousViews: previous ? (before?.views ?? null) : null,
        previousActions: previous ? (before?.actions ?? null) : null,
        unreported: unreportedFrom !== null && date >= unreportedFrom,
      },
    ];
  });
}
