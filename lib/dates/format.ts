import { formatISO, parseISO } from "date-fns";

/** A committed date range; both ends are calendar days written yyyy-MM-dd. */
export type DateRange = { startDate: string; endDate: string };

/** The local calendar day of `date`, written yyyy-MM-dd. */
export function toDateKey(date: Date): string {
  return formatISO(date, { representation: "date" });
}

/**
 * A formatter of local dates in English, built on first use (construction is slow) and kept.
 * Intl writes the same text as date-fns's `format` with the patterns named below, and the dashboard's
 * first load need not carry date-fns's pattern parser and locale for a handful of fixed patterns.
 * A formatter keeps the time zone it was built in, so it formats the local calendar day read from
 * the date as that day in UTC: the text follows the time zone of the moment, as date-fns's does.
 */
function englishDates(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) => {
    formatter ??= new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    return formatter.format(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  };
}

/** "Jun 09, 2025" (date-fns "LLL dd, y"): how the date pickers write a day. */
export const formatDisplayDay = englishDates({ month: "short", day: "2-digit", year: "numeric" });
/** "Jun 9" (date-fns "MMM d"). */
export const formatMonthDay = englishDates({ month: "short", day: "numeric" });
const formatShortMonth = englishDates({ month: "short" });
/** "9 Jun" (date-fns "d LLL"); en-US writes the month first whatever the options' order. */
export const formatDayMonth = (date: Date) => `${date.getDate()} ${formatShortMonth(date)}`;
/** "Jun 2025" (date-fns "MMM yyyy"). */
export const formatMonthYear = englishDates({ month: "short", year: "numeric" });
/** "June 2025" (date-fns "LLLL y"). */
export const formatLongMonthYear = englishDates({ month: "long", year: "numeric" });

/**
 * Local midnight of a yyyy-MM-dd day, so the calendar shows the day that was written. parseISO
 * reads a date-only string as local time, as parse() with the key's pattern did, at a fraction of
 * the code: the dashboard's first load carries it, and charts call it once per point.
 */
export function fromDateKey(key: string): Date {
  return parseISO(key);
}

export function formatDisplayDate(key: string): string {
  return formatDisplayDay(fromDateKey(key));
}

export function formatDateRange(range: DateRange): string {
  return `${formatDisplayDate(range.startDate)} - ${formatDisplayDate(range.endDate)}`;
}

let utcDateTime: Intl.DateTimeFormat | undefined;

/**
 * "Mar 1, 2026, 10:04 UTC": a moment the server and the browser write the same way (the server
 * renders it in the first HTML, where the reader's time zone is not known).
 */
export function formatDateTime(iso: string): string {
  utcDateTime ??= new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  });
  const at = new Date(iso);
  return Number.isNaN(+at) ? iso : `${utcDateTime.format(at)} UTC`;
}
