// PropertyQuota of the Data API (google-apis.md §3.7): what a request cost and what is left in the
// property's daily and hourly token buckets. Counted in memory per property; never enforced, so a
// long test run cannot starve itself — the fault injector is how a 429 is produced.
import { localToday } from "../world/ga4-calendar";

const LIMITS = { perDay: 200_000, perHour: 40_000, perProjectHour: 14_000 };

type Usage = { day: number; hour: number; perDay: number; perHour: number };

const usage = new Map<string, Usage>();

/** Tokens a report costs: more days, more columns and more rows cost more (most are under 10). */
export function reportTokens(days: number, columns: number, rows: number): number {
  return 1 + Math.floor(days / 60) + Math.floor((columns * days) / 400) + Math.floor(rows / 1000);
}

export function chargeQuota(propertyId: string, tokens: number, now: Date) {
  const day = localToday(now, "America/Los_Angeles").day;
  const hour = Math.floor(now.getTime() / 3_600_000);
  const previous = usage.get(propertyId);
  const current: Usage = {
    day,
    hour,
    perDay: (previous?.day === day ? previous.perDay : 0) + tokens,
    perHour: (previous?.hour === hour ? previous.perHour : 0) + tokens,
  };
  usage.set(propertyId, current);
  const bucket = (limit: number, used: number) => ({
    consumed: tokens,
    remaining: Math.max(0, limit - used),
  });
  return {
    tokensPerDay: bucket(LIMITS.perDay, current.perDay),
    tokensPerHour: bucket(LIMITS.perHour, current.perHour),
    concurrentRequests: { remaining: 10 },
    serverErrorsPerProjectPerHour: { remaining: 10 },
    potentiallyThresholdedRequestsPerHour: { remaining: 120 },
    tokensPerProjectPerHour: bucket(LIMITS.perProjectHour, current.perHour),
  };
}
