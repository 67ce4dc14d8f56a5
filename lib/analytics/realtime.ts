import "server-only";
import { analyticsData } from "@/lib/google/analytics-data";
import { googleCallContext } from "@/lib/google/call-context";
import type { RealtimeResponse } from "./realtime-types";

// Active users now, from GA4's Realtime API: never cached (it changes every minute), two small
// reports a minute at most per open page.

const MINUTES = 30;
/** The countries the card lists. */
const TOP_COUNTRIES = 5;

export async function realtimeUsers(
  userId: string,
  propertyUri: string,
  now: Date = new Date(),
): Promise<RealtimeResponse> {
  const ga4 = analyticsData(googleCallContext(userId));
  const [byMinute, byCountry] = await Promise.all([
    ga4.runRealtimeReport(propertyUri, {
      dimensions: [{ name: "minutesAgo" }],
      metrics: [{ name: "activeUsers" }],
      metricAggregations: ["TOTAL"],
      limit: MINUTES,
    }),
    ga4.runRealtimeReport(propertyUri, {
      dimensions: [{ name: "country" }],
      metrics: [{ name: "activeUsers" }],
      orderBys: [{ metric: { metricName: "activeUsers" }, desc: true }],
      limit: TOP_COUNTRIES,
    }),
  ]);
  const minutes = Array.from({ length: MINUTES }, () => 0);
  for (const row of byMinute.rows) {
    const ago = Number(row.dimensions[0]);
    if (Number.isInteger(ago) && ago >= 0 && ago < MINUTES)
      minutes[MINUTES - 1 - ago] = row.metrics[0] ?? 0;
  }
  return {
    activeUsers: byMinute.totals?.[0]?.[0] ?? 0,
    minutes,
    countries: byCountry.rows.map((row) => ({
      country: row.dimensions[0] ?? "",
      activeUsers: row.metrics[0] ?? 0,
    })),
    at: now.toISOString(),
  };
}
