import "server-only";
import { analyticsData } from "@/lib/google/analytics-data";
import { googleCallContext } from "@/lib/google/call-context";
import { cachedGoogleCall, ttlForRange } from "@/lib/google/response-cache";
import type { Ga4ReportSubset } from "./schemas/ga4";
import type { Ga4ReportResponse } from "./types";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The latest end date of the ranges; a relative one ("today", "7daysAgo") counts as today. */
function latestEnd(request: Ga4ReportSubset): string | undefined {
  const ends = request.dateRanges.map((r) => r.endDate);
  if (!ends.every((end) => ISO_DAY.test(end))) return undefined;
  return ends.sort().at(-1);
}

/** A GA4 report of one property, with a totals row per date range. */
export function ga4Report(
  userId: string,
  propertyUri: string,
  request: Ga4ReportSubset,
): Promise<Ga4ReportResponse> {
  const full = { ...request, metricAggregations: ["TOTAL" as const] };
  const endDate = latestEnd(request);
  // GA4 keeps processing recent days for a while, so only reports that end days ago stay long.
  const ttl = endDate ? ttlForRange({ endDate }) : ttlForRange({ endDate: "9999-12-31" });
  return cachedGoogleCall({ userId, property: propertyUri, request: full }, ttl, () =>
    analyticsData(googleCallContext(userId)).runReport(propertyUri, full),
  );
}
