import { shiftDay } from "@/lib/dates/compare";
import type { z } from "zod";
import type { GbpDailyMetric, multiDailyMetricsResponseSchema } from "./schemas/business-profile";

export type GbpDailySeries = {
  metric: GbpDailyMetric;
  values: { date: string; value: number }[];
};

const pad = (n: number) => String(n).padStart(2, "0");

/** Every day of an inclusive `YYYY-MM-DD` range. */
export function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = startDate; day <= endDate; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/**
 * One series per requested metric with a value for every day of the range: the days Google leaves
 * out (zero) become 0. Breakdown series (by weekday or hour) are not daily totals and are skipped.
 */
export function toDailySeries(
  wire: z.output<typeof multiDailyMetricsResponseSchema>,
  metrics: readonly GbpDailyMetric[],
  range: { startDate: string; endDate: string },
): GbpDailySeries[] {
  const byMetric = new Map<string, Map<string, number>>();
  for (const group of wire.multiDailyMetricTimeSeries) {
    for (const series of group.dailyMetricTimeSeries) {
      if (series.dailySubEntityType !== undefined) continue;
      const values = byMetric.get(series.dailyMetric) ?? new Map<string, number>();
      for (const { date, value } of series.timeSeries.datedValues) {
        const day = `${date.year}-${pad(date.month)}-${pad(date.day)}`;
        values.set(day, (values.get(day) ?? 0) + value);
      }
      byMetric.set(series.dailyMetric, values);
    }
  }
  const days = daysOf(range.startDate, range.endDate);
  return metrics.map((metric) => ({
    metric,
    values: days.map((date) => ({ date, value: byMetric.get(metric)?.get(date) ?? 0 })),
  }));
}
