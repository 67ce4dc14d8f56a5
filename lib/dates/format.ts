import { format, parseISO } from "date-fns";

/** A committed date range; both ends are calendar days written yyyy-MM-dd. */
export type DateRange = { startDate: string; endDate: string };

export const DATE_KEY_FORMAT = "yyyy-MM-dd";
export const DISPLAY_DATE_FORMAT = "LLL dd, y";

export function toDateKey(date: Date): string {
  return format(date, DATE_KEY_FORMAT);
}

/**
 * Local midnight of a yyyy-MM-dd day, so the calendar shows the day that was written. parseISO
 * reads a date-only string as local time, as parse() with the key's pattern did, at a fraction of
 * the code: the dashboard's first load carries it, and charts call it once per point.
 */
export function fromDateKey(key: string): Date {
  return parseISO(key);
}

export function formatDisplayDate(key: string): string {
  return format(fromDateKey(key), DISPLAY_DATE_FORMAT);
}

export function formatDateRange(range: DateRange): string {
  return `${formatDisplayDate(range.startDate)} - ${formatDisplayDate(range.endDate)}`;
}
