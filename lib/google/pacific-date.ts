import { shiftDay } from "@/lib/dates/compare";
import { dayKeyIn, GOOGLE_TIME_ZONE } from "@/lib/dates/google-day";

// Google's daily quotas and Search Console's dates follow Pacific time (America/Los_Angeles).

/** The Pacific calendar day of `at`, as `YYYY-MM-DD`. */
export const pacificDate = (at: Date | number = Date.now()): string =>
  dayKeyIn(GOOGLE_TIME_ZONE, at);

/**
 * The instant of the next midnight in California after `at`: when Google's daily quotas return.
 * Midnight there is 07:00 UTC in summer time and 08:00 UTC in winter; whichever of the two already
 * falls on the next Pacific day is it. (Worked out from `pacificDate` alone, so a faked `Date` in
 * tests gives the same answer as the real one.)
 */
export function nextPacificMidnight(at: Date | number = Date.now()): Date {
  const next = shiftDay(pacificDate(at), 1);
  const [y, m, d] = next.split("-").map(Number) as [number, number, number];
  const summer = Date.UTC(y, m - 1, d, 7);
  return new Date(pacificDate(summer) === next ? summer : Date.UTC(y, m - 1, d, 8));
}
