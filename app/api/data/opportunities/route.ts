// POST /api/data/opportunities — one page of a property's opportunities, with the summary
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { opportunityList } from "@/lib/opportunities/report";
import { opportunityListRequestSchema } from "@/lib/opportunities/schemas";
import type { OpportunityListResponse } from "@/lib/opportunities/types";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, opportunityListRequestSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  return ok<OpportunityListResponse>(await opportunityList(user.id, source.property_uri, input));
});
