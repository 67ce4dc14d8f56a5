// POST /api/data/gsc-insights — why clicks changed between two periods, and what moved
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { gscInsights } from "@/lib/gsc-insights/report";
import { gscInsightsRequestSchema } from "@/lib/gsc-insights/schemas";
import type { GscInsightsResponse } from "@/lib/gsc-insights/types";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, gscInsightsRequestSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  return ok<GscInsightsResponse>(await gscInsights(user.id, source.property_uri, input));
});
