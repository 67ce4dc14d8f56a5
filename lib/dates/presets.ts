import {
  endOfMonth,
  endOfYear,
  max,
  startOfMonth,
  startOfYear,
  subDays,
  subMonths,
  subYears,
} from "date-fns";
import { toDateKey, type DateRange } from "./format";

export type PresetCategory = "recent" | "medium" | "long";
export type DatePreset = { label: string; category: PresetCategory; range: DateRange };

export const PRESET_CATEGORIES: readonly { id: PresetCategory; heading: string }[] = [
  { id: "recent", heading: "Recent" },
  { id: "medium", heading: "Medium" },
  { id: "long", heading: "Long" },
];

export const SEARCH_CONSOLE_RETENTION_MONTHS = 16;

function range(start: Date, end: Date): DateRange {
  return { startDate: toDateKey(start), endDate: toDateKey(end) };
}

/**
 * Quick ranges relative to `today`, Google's day (googleToday). Rolling presets end yesterday:
 * today has barely any Search Console data yet, and the views mark the last, still-settling days
 * as fresh.
 * "This month/year" also end yesterday, but never before their first day (on the 1st they are today).
 */
export function datePresets(today: Date): DatePreset[] {
  const end = subDays(today, 1);
  const lastDays = (days: number) => range(subDays(end, days - 1), end);
  // The N months before today, so "Last 16 months" starts on the oldest day Search Console keeps.
  const lastMonths = (months: number) => range(subMonths(today, months), end);
  const toDate = (start: Date) => range(start, max([start, end]));
  const lastMonth = subMonths(today, 1);
  const lastYear = subYears(today, 1);

  return [
    { label: "Last 7 days", category: "recent", range: lastDays(7) },
    { label: "Last 14 days", category: "recent", range: lastDays(14) },
    { label: "Last 28 days", category: "recent", range: lastDays(28) },
    { label: "Last 30 days", category: "recent", range: lastDays(30) },
    { label: "This month", category: "medium", range: toDate(startOfMonth(today)) },
    {
      label: "Last month",
      category: "medium",
      range: range(startOfMonth(lastMonth), endOfMonth(lastMonth)),
    },
    { label: "Last 3 months", category: "medium", range: lastMonths(3) },
    { label: "Last 6 months", category: "medium", range: lastMonths(6) },
    { label: "Last 12 months", category: "long", range: lastMonths(12) },
    {
      label: "Last 16 months",
      category: "long",
      range: lastMonths(SEARCH_CONSOLE_RETENTION_MONTHS),
    },
    { label: "This year", category: "long", range: toDate(startOfYear(today)) },
    {
      label: "Last year",
      category: "long",
      range: range(startOfYear(lastYear), endOfYear(lastYear)),
    },
  ];
}

/** The oldest day Search Console still holds data for. */
export function retentionStart(today: Date): string {
  return toDateKey(subMonths(today, SEARCH_CONSOLE_RETENTION_MONTHS));
}

// yyyy-MM-dd strings order like the days they name, so plain string comparison is enough.
export function reachesPastRetention(range: DateRange, today: Date): boolean {
  return range.startDate < retentionStart(today);
}
