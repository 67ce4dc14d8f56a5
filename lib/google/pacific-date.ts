import { dayKeyIn, GOOGLE_TIME_ZONE } from "@/lib/dates/google-day";

// Google's daily quotas and Search Console's dates follow Pacific time (America/Los_Angeles).

/** The Pacific calendar day of `at`, as `YYYY-MM-DD`. */
export const pacificDate = (at: Date | number = Date.now()): string =>
  dayKeyIn(GOOGLE_TIME_ZONE, at);

/** `YYYY-MM-DD` plus `days` (negative to go back), on the calendar alone. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
