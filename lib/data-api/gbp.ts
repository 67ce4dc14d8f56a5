import "server-only";
import type { GmbLocation } from "@/lib/db/queries/gmb";
import { businessProfile } from "@/lib/google/business-profile";
import { googleCallContext } from "@/lib/google/call-context";
import { cachedGoogleCall, ttlForRange } from "@/lib/google/response-cache";
import type { GbpMetricsInput } from "./schemas/gbp";
import type { GbpMetricsResponse } from "./types";

/** Daily Business Profile metrics of one of the user's locations, every day of the range present. */
export async function gbpMetrics(
  userId: string,
  location: Pick<GmbLocation, "id" | "location_id">,
  input: GbpMetricsInput,
): Promise<GbpMetricsResponse> {
  const range = { startDate: input.startDate, endDate: input.endDate };
  const series = await cachedGoogleCall(
    {
      userId,
      property: `locations/${location.location_id}`,
      request: { ...range, metrics: input.metrics },
    },
    ttlForRange({ endDate: input.endDate }),
    () =>
      businessProfile(googleCallContext(userId)).fetchDailyMetrics(
        location.location_id,
        [...input.metrics],
        range,
      ),
  );
  return {
    locationId: location.id,
    ...range,
    series: series.map((s) => ({
      metric: s.metric,
      values: s.values,
      total: s.values.reduce((sum, day) => sum + day.value, 0),
    })),
  };
}
