// POST /api/data/overview/movers — the queries or pages that gained and lost the most clicks
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { overviewMovers } from "@/lib/overview/analysis";
import { moversRequestSchema } from "@/lib/overview/schemas";
import type { MoversResponse } from "@/lib/overview/types";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, moversRequestSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  return ok<MoversResponse>(await overviewMovers(user.id, source.property_uri, input));
});
