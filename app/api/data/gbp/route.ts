// GET /api/data/gbp?locationId&startDate&endDate&metrics — daily Business Profile metrics of one of the user's locations
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { gbpMetrics } from "@/lib/data-api/gbp";
import { ok, parseInput, respondData } from "@/lib/data-api/http";
import { findUserLocation } from "@/lib/data-api/ownership";
import { gbpMetricsQuerySchema, gbpQueryFromSearchParams } from "@/lib/data-api/schemas/gbp";
import type { GbpMetricsResponse } from "@/lib/data-api/types";

export const GET = withSessionUser(async (request, user) => {
  const input = parseInput(
    gbpQueryFromSearchParams(request.nextUrl.searchParams),
    gbpMetricsQuerySchema,
  );
  if (!input.ok) return input.response;
  return respondData("reading Business Profile metrics", async () => {
    const location = await findUserLocation(await getDb(), user.id, input.data.locationId);
    return ok<GbpMetricsResponse>(await gbpMetrics(user.id, location, input.data));
  });
});
