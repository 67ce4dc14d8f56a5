import * as z from "@/lib/zod-mini";
import { isProjectUuid } from "@/lib/auth/uuid";
import { dateRangeShape, startNotAfterEnd } from "./common";

// The query of GET /api/data/gbp/ (google-apis.md §4.3), shared with the query hook.

import { GBP_DAILY_METRICS, type GbpDailyMetric } from "@/lib/google/gbp-daily-metrics";

export { GBP_DAILY_METRICS, type GbpDailyMetric };

export const gbpMetricsQuerySchema = z
  .object({
    /** A gmb_locations.id of the user, or the location's Business Profile number (location_id). */
    locationId: z
      .string({ error: "Please choose a location." })
      .check(
        z.refine(
          (id) => isProjectUuid(id) || /^\d{1,40}$/.test(id),
          "The location id must be a location's id or its Business Profile number.",
        ),
      ),
    ...dateRangeShape,
    metrics: z._default(
      z.array(z.enum(GBP_DAILY_METRICS, { error: "Unknown Business Profile metric." })).check(
        z.minLength(1, "Please choose at least one metric."),
        z.refine((m) => new Set(m).size === m.length, "Each metric may appear only once."),
      ),
      [...GBP_DAILY_METRICS],
    ),
  })
  .check(startNotAfterEnd());

export type GbpMetricsQuery = z.input<typeof gbpMetricsQuerySchema>;
export type GbpMetricsInput = z.output<typeof gbpMetricsQuerySchema>;

/** The query string's fields, metrics comma-separated (or repeated), for the schema above. */
export function gbpQueryFromSearchParams(params: URLSearchParams): Record<string, unknown> {
  const metrics = params
    .getAll("metrics")
    .flatMap((m) => m.split(","))
    .map((m) => m.trim())
    .filter(Boolean);
  return {
    locationId: params.get("locationId") ?? undefined,
    startDate: params.get("startDate") ?? undefined,
    endDate: params.get("endDate") ?? undefined,
    ...(metrics.length > 0 ? { metrics } : {}),
  };
}
