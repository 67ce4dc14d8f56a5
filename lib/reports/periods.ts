import {
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  endOfYear,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
  subDays,
  subMonths,
  subQuarters,
  subWeeks,
  subYears,
} from "date-fns";
import { previousPeriod, samePeriodLastYear, shiftDay } from "@/lib/dates/compare";
import { formatDateRange, fromDateKey, toDateKey, type DateRange } from "@/lib/dates/format";

// A report's period: a preset that moves with time (resolved against Google's day each time the
// report is built) or fixed dates, and what it is compared with. Pure.

export const REPORT_PRESETS = [
  "last-7-days",
  "last-28-days",
  "last-week",
  "last-month",
  "this-month",
  "last-quarter",
  "last-year",
  "custom",
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  "last-7-days": "Last 7 days",
  "last-28-days": "Last 28 days",
  "last-week": "Last week",
  "last-month": "Last month",
  "this-month": "This month to date",
  "last-quarter": "Last quarter",
  "last-year": "Last year",
  custom: "Custom dates",
};

export const REPORT_COMPARISONS = ["previous", "year", "none"] as const;
export type ReportComparison = (typeof REPORT_COMPARISONS)[number];

export const REPORT_COMPARISON_LABELS: Record<ReportComparison, string> = {
  previous: "Previous period",
  year: "Previous year",
  none: "No comparison",
};

export type ReportPeriod = {
  preset: ReportPreset;
  compare: ReportComparison;
  /** The fixed dates of a custom period (yyyy-MM-dd), ignored by the presets. */
  startDate?: string;
  endDate?: string;
};

export const DEFAULT_REPORT_PERIOD: ReportPeriod = { preset: "last-month", compare: "previous" };

/**
 * Days Search Console takes to call a day final. Rolling presets end on the last final day, so a
 * report built on any day of the week holds whole figures; calendar presets keep their calendar.
 */
export const FINAL_DATA_LAG_DAYS = 3;

export type ResolvedPeriod = {
  range: DateRange;
  /** The period compared with; null without a comparison. */
  comparison: DateRange | null;
  /** "Last month (Feb 01, 2026 – Feb 28, 2026)" */
  label: string;
  /** Whether every day of the range is final on `today`, by the usual lag. */
  settled: boolean;
};

const rangeOf = (start: Date, end: Date): DateRange => ({
  startDate: toDateKey(start),
  endDate: toDateKey(end),
});

const WEEK = { weekStartsOn: 1 } as const;

/** The range of a preset on `today` (Google's day, as googleToday gives it). */
function presetRange(preset: Exclude<ReportPreset, "custom">, today: Date): DateRange {
  const lastFinal = subDays(today, FINAL_DATA_LAG_DAYS);
  switch (preset) {
    case "last-7-days":
      return rangeOf(subDays(lastFinal, 6), lastFinal);
    case "last-28-days":
      return rangeOf(subDays(lastFinal, 27), lastFinal);
    case "last-week": {
      const week = subWeeks(today, 1);
      return rangeOf(startOfWeek(week, WEEK), endOfWeek(week, WEEK));
    }
    case "last-month": {
      const month = subMonths(today, 1);
      return rangeOf(startOfMonth(month), endOfMonth(month));
    }
    case "this-month": {
      // Never before its first day: early in a month it is that one day, not yet final.
      const start = startOfMonth(today);
      const end = subDays(today, 1);
      return rangeOf(start, end < start ? start : end);
    }
    case "last-quarter": {
      const quarter = subQuarters(today, 1);
      return rangeOf(startOfQuarter(quarter), endOfQuarter(quarter));
    }
    case "last-year": {
      const year = subYears(today, 1);
      return rangeOf(startOfYear(year), endOfYear(year));
    }
  }
}

/** The same calendar days `months` months earlier, the end clamped to that month (Mar 31 → Feb 28/29). */
function monthsEarlier(range: DateRange, months: number): DateRange {
  return rangeOf(
    subMonths(fromDateKey(range.startDate), months),
    subMonths(fromDateKey(range.endDate), months),
  );
}

/** The whole month(s) before, when `range` is whole months; else null. */
function wholeMonthsBefore(range: DateRange): DateRange | null {
  const start = fromDateKey(range.startDate);
  const end = fromDateKey(range.endDate);
  if (toDateKey(startOfMonth(start)) !== range.startDate) return null;
  if (toDateKey(endOfMonth(end)) !== range.endDate) return null;
  const months =
    (end.getFullYear() - start.getFullYear()) * 12 + (end.getMonth() - start.getMonth()) + 1;
  return rangeOf(subMonths(start, months), endOfMonth(subMonths(end, months)));
}

/**
 * The period before: calendar presets compare with the calendar period before (a month with the
 * month before, a quarter with the quarter before, this month to date with the same days of last
 * month); rolling and custom ranges with the weekday-aligned period before (lib/dates/compare.ts).
 */
function previousOf(preset: ReportPreset, range: DateRange): DateRange {
  switch (preset) {
    case "last-month":
    case "last-quarter":
    case "last-year":
      return wholeMonthsBefore(range) ?? previousPeriod(range);
    case "this-month":
      return monthsEarlier(range, 1);
    default:
      return previousPeriod(range);
  }
}

/**
 * The same period a year earlier: calendar presets by the calendar (Feb 2024 with Feb 2023, 29
 * days with 28), rolling and custom ranges 52 weeks earlier so each day keeps its weekday.
 */
function yearEarlier(preset: ReportPreset, range: DateRange): DateRange {
  switch (preset) {
    case "last-month":
    case "last-quarter":
    case "last-year":
      return {
        startDate: toDateKey(subYears(fromDateKey(range.startDate), 1)),
        endDate: toDateKey(endOfMonth(subYears(fromDateKey(range.endDate), 1))),
      };
    case "this-month":
      return monthsEarlier(range, 12);
    default:
      return samePeriodLastYear(range);
  }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period's dates on `today`. A custom period without valid dates falls back to last month. */
export function resolvePeriod(period: ReportPeriod, today: Date): ResolvedPeriod {
  const custom =
    period.preset === "custom" &&
    period.startDate &&
    period.endDate &&
    ISO_DAY.test(period.startDate) &&
    ISO_DAY.test(period.endDate) &&
    period.startDate <= period.endDate;
  const preset: ReportPreset = custom || period.preset !== "custom" ? period.preset : "last-month";
  const range =
    preset === "custom"
      ? { startDate: period.startDate!, endDate: period.endDate! }
      : presetRange(preset, today);
  const comparison =
    period.compare === "previous"
      ? previousOf(preset, range)
      : period.compare === "year"
        ? yearEarlier(preset, range)
        : null;
  const lastFinal = toDateKey(subDays(today, FINAL_DATA_LAG_DAYS));
  return {
    range,
    comparison,
    label: `${REPORT_PRESET_LABELS[preset]} (${formatDateRange(range)})`,
    settled: range.endDate <= lastFinal,
  };
}

/** The first day a report of this period holds only final data: its end plus the lag. */
export function settlesOn(range: DateRange): string {
  return shiftDay(range.endDate, FINAL_DATA_LAG_DAYS);
}
