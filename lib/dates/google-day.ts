import { fromDateKey } from "./format";

/**
 * The time zone Google's days are counted in. Search Console dates its data in Pacific time; the
 * app keeps no GA4 property time zone, so GA4 and Business Profile views count in it too.
 */
export const GOOGLE_TIME_ZONE = "America/Los_Angeles";

// Intl alone, not a Date subclass: the day must come out the same wherever Date is replaced (a
// test's fake clock). Formatters are built once per time zone; construction is slow.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
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
