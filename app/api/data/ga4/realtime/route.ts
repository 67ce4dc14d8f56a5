// GET /api/data/ga4/realtime?projectId&propertyId — active users of a project's GA4 property in the last 30 minutes
import { parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { realtimeUsers } from "@/lib/analytics/realtime";
import type { RealtimeResponse } from "@/lib/analytics/realtime-types";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { propertyRefSchema } from "@/lib/data-api/schemas/common";

export const GET = withSessionUser(async (request, user) => {
  const ref = parseQuery(request, propertyRefSchema);
  const source = await findProjectProperty(await getDb(), user.id, ref, "ga4");
  return ok<RealtimeResponse>(await realtimeUsers(user.id, source.property_uri));
});
