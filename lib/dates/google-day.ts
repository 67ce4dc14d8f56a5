import { differenceInCalendarDays } from "date-fns";
import { fromDateKey } from "./format";

/**
 * The time zone Google's days are counted in: Search Console dates its data in Pacific time, and
 * Business Profile too. A GA4 property counts in its own reporting time zone (sourceTimeZone).
 */
export const GOOGLE_TIME_ZONE = "America/Los_Angeles";

// Intl alone, not a Date subclass: the day must come out the same wherever Date is replaced (a
// test's fake clock). Formatters are built once per time zone; construction is slow.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    const options = { year: "numeric", month: "2-digit", day: "2-digit" } as const;
    try {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      // A zone this runtime does not know (a stored name from a newer tz database): Google's day.
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: GOOGLE_TIME_ZONE });
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day in `timeZone` at `instant`, written yyyy-MM-dd. */
export function dayKeyIn(timeZone: string, instant: Date | number): string {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * Today as Google counts it (the Pacific day at `now`), as local midnight of that day so the
 * presets and the calendar can do their day arithmetic on it. The same day on the server and in a
 * browser anywhere, whatever their own time zone.
 */
export function googleToday(now: Date | number = Date.now()): Date {
  return fromDateKey(dayKeyIn(GOOGLE_TIME_ZONE, now));
}

/** Today in `timeZone` at `now`, as local midnight of that day (like googleToday). */
export function todayIn(timeZone: string, now: Date | number = Date.now()): Date {
  return fromDateKey(dayKeyIn(timeZone, now));
}

/**
 * The time zone a source's days are counted in: a GA4 property's own reporting time zone when it is
 * known, else Google's Pacific day (Search Console, Business Profile).
 */
export function sourceTimeZone(source: { type: string; time_zone?: string | null } | null): string {
  return source?.type === "ga4" && source.time_zone ? source.time_zone : GOOGLE_TIME_ZONE;
}

/** How many days `timeZone`'s calendar is ahead of Google's Pacific one at `now` (−1, 0 or 1). */
export function daysAheadOfGoogle(timeZone: string, now: Date | number = Date.now()): number {
  return differenceInCalendarDays(todayIn(timeZone, now), googleToday(now));
}
