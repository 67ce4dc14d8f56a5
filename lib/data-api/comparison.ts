import "server-only";
import { comparisonCoverage, type ComparisonCoverage } from "@/lib/dates/coverage";
import type { DateRange } from "@/lib/dates/format";
import { fromDateKey } from "@/lib/dates/format";
import { googleCallContext } from "@/lib/google/call-context";
import { shiftDay } from "@/lib/dates/compare";
import { pacificDate } from "@/lib/google/pacific-date";
import { cachedGoogleCall, ttlForRange } from "@/lib/google/response-cache";
import { searchConsole, type GscQueryRequest } from "@/lib/google/search-console";
import { lastFinalDate } from "./search-console-summary";

// How the data routes compare a period with another: the coverage rule of lib/dates/coverage.ts,
// with Search Console's own word on which days are final. Every route that answers a change
// (tables, totals, movers, cannibalization) plans its comparison here.

/** Search Console settles a day within a few days; a range ending before this many is final. */
const SETTLING_DAYS = 7;

export type ComparisonRequest = {
  range: DateRange;
  compareWith: DateRange | undefined;
  /** The data state the range is read with; Google's default is "final". */
  dataState?: string | undefined;
  type?: GscQueryRequest["type"];
};

/**
 * The last final day of a recent range, from Google's `firstIncompleteDate` on a small daily request
 * of its last days (final answers carry no metadata); null when every day of the range is final.
 */
export async function lastFinalDay(
  userId: string,
  siteUrl: string,
  { range, type }: Pick<ComparisonRequest, "range" | "type">,
  today: string = pacificDate(),
): Promise<string | null> {
  if (range.endDate < shiftDay(today, -SETTLING_DAYS)) return null;
  const startDate = [range.startDate, shiftDay(range.endDate, -SETTLING_DAYS)].sort()[1]!;
  const request: GscQueryRequest = {
    startDate,
    endDate: range.endDate,
    dimensions: ["date"],
    dataState: "all",
    ...(type ? { type } : {}),
  };
  const gsc = searchConsole(googleCallContext(userId));
  const ttl = ttlForRange({ endDate: range.endDate, dataState: "all" });
  const answer = await cachedGoogleCall({ userId, property: siteUrl, request }, ttl, () =>
    gsc.query(siteUrl, request),
  );
  return lastFinalDate(answer.metadata?.firstIncompleteDate) ?? null;
}

/**
 * The coverage of a request's comparison, or null without one. A "full" coverage names the part of
 * the comparison period to read (`compared`); any other status means no change may be answered.
 */
export async function planComparison(
  userId: string,
  siteUrl: string,
  request: ComparisonRequest,
  now: Date = new Date(),
): Promise<ComparisonCoverage | null> {
  const { range, compareWith } = request;
  if (!compareWith) return null;
  const today = pacificDate(now);
  const fresh = request.dataState === "all" || request.dataState === "hourly_all";
  const input = { range, comparison: compareWith, today: fromDateKey(today), fresh };
  const coverage = comparisonCoverage(input);
  if (coverage.status !== "full") return coverage;
  const lastFinal = await lastFinalDay(userId, siteUrl, request, today);
  return lastFinal ? comparisonCoverage({ ...input, lastFinalDate: lastFinal }) : coverage;
}

/** The part of the comparison period a change is measured against; null when none may be. */
export const comparedPeriod = (coverage: ComparisonCoverage | null): DateRange | null =>
  coverage?.status === "full" ? coverage.compared : null;
