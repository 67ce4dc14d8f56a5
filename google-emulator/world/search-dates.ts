// Calendar arithmetic for the search world: days are integers (days since 1970-01-01) and
// Search Console's dates are Pacific calendar days.
const MS_PER_DAY = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of `YYYY-MM-DD`, or null when it is not a real calendar date. */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null;
  if (check.getUTCDate() !== day) return null;
  return ms / MS_PER_DAY;
}

export const dayString = (day: number): string =>
  new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const weekday = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** Day of the year, 0-based. */
export function dayOfYear(day: number): number {
  const date = new Date(day * MS_PER_DAY);
  return day - Date.UTC(date.getUTCFullYear(), 0, 1) / MS_PER_DAY;
}

/** The same calendar day `months` earlier, clamped to the month's last day. */
export function monthsBefore(day: number, months: number): number {
  const date = new Date(day * MS_PER_DAY);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime() / MS_PER_DAY;
}

const PACIFIC = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

/** The Pacific calendar day of `now` and the hour (0–23) within it. */
export function pacificClock(now: Date): { today: number; hour: number } {
  const parts = Object.fromEntries(PACIFIC.formatToParts(now).map((p) => [p.type, p.value]));
  const today = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  return { today: today / MS_PER_DAY, hour: Number(parts.hour) % 24 };
}
