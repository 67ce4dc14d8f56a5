// POST /api/data/overview/opportunities — the queries where a small climb or a better snippet pays most
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { overviewOpportunities } from "@/lib/overview/analysis";
import { opportunitiesRequestSchema } from "@/lib/overview/schemas";
import type { OpportunitiesResponse } from "@/lib/overview/types";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, opportunitiesRequestSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  return ok<OpportunitiesResponse>(
    await overviewOpportunities(user.id, source.property_uri, input),
  );
});
