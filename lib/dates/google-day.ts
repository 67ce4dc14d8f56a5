import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { DATE_KEY_FORMAT, fromDateKey } from "./format";

/**
 * The time zone Google's days are counted in. Search Console dates its data in Pacific time; the
 * app keeps no GA4 property time zone, so GA4 and Business Profile views count in it too.
 */
export const GOOGLE_TIME_ZONE = "America/Los_Angeles";

/** The calendar day in `timeZone` at `instant`, written yyyy-MM-dd. */
export function dayKeyIn(timeZone: string, instant: Date | number): string {
  return format(instant, DATE_KEY_FORMAT, { in: tz(timeZone) });
}

/**
 * Today as Google counts it (the Pacific day at `now`), as local midnight of that day so the
 * presets and the calendar can do their day arithmetic on it. The same day on the server and in a
 * browser anywhere, whatever their own time zone.
 */
export function googleToday(now: Date | number = Date.now()): Date {
  return fromDateKey(dayKeyIn(GOOGLE_TIME_ZONE, now));
}
