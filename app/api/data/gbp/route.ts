// GET /api/data/gbp?locationId&startDate&endDate&metrics — daily Business Profile metrics of one of the user's locations
import { parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { gbpMetrics } from "@/lib/data-api/gbp";
import { findUserLocation } from "@/lib/data-api/ownership";
import { gbpMetricsQuerySchema, gbpQueryFromSearchParams } from "@/lib/data-api/schemas/gbp";
import type { GbpMetricsResponse } from "@/lib/data-api/types";

export const GET = withSessionUser(async (request, user) => {
  const input = parseQuery(request, gbpMetricsQuerySchema, gbpQueryFromSearchParams);
  const location = await findUserLocation(await getDb(), user.id, input.locationId);
  return ok<GbpMetricsResponse>(await gbpMetrics(user.id, location, input));
});
