// Calendar days as integers (days since 1970-01-01), so that ranges and cycles are plain arithmetic.

const DAY_MS = 86_400_000;

export const dayOf = (year: number, month: number, day: number): number =>
  Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);

/** `YYYY-MM-DD` → day number, or null when it is not a real date. */
export function parseIsoDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const n = dayOf(year, month, day);
  const back = new Date(n * DAY_MS);
  return back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? n : null;
}

export type CivilDate = { year: number; month: number; day: number };

export function civil(day: number): CivilDate {
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function isoDay(day: number): string {
  const c = civil(day);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** `YYYYMMDD`, as GA4's `date` dimension. */
export const compactDay = (day: number): string => isoDay(day).replaceAll("-", "");

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** Fraction of the year elapsed (0–1), for seasonal curves. */
export function yearPhase(day: number): number {
  const { year } = civil(day);
  return (day - dayOf(year, 1, 1)) / 365.25;
}

/** The same calendar day `months` earlier (clamped to the month's end). */
export function monthsBefore(day: number, months: number): number {
  const c = civil(day);
  const index = c.year * 12 + (c.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return dayOf(year, month, Math.min(c.day, last));
}

/** The calendar day and the fraction of it already gone at `now` in `timeZone`. */
export function localToday(now: Date, timeZone: string): { day: number; elapsed: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const day = dayOf(get("year"), get("month"), get("day"));
  return { day, elapsed: (get("hour") * 60 + get("minute")) / 1440 };
}
