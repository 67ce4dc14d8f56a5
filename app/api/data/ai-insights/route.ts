// POST /api/data/ai-insights — the period's summary and prioritised actions, written from the findings
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { aiInsights } from "@/lib/ai-insights/report";
import { aiInsightsRequestSchema } from "@/lib/ai-insights/schemas";
import type { AiInsightsResponse } from "@/lib/ai-insights/types";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, aiInsightsRequestSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  return ok<AiInsightsResponse>(await aiInsights(user.id, source.property_uri, input));
});
