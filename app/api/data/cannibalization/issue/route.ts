// POST /api/data/cannibalization/issue — one cannibalized query's competing pages and their daily positions
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { cannibalizationIssue } from "@/lib/cannibalization/report";
import type { CannibalizationIssueResponse } from "@/lib/cannibalization/responses";
import { cannibalizationIssueRequestSchema } from "@/lib/cannibalization/schemas";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, cannibalizationIssueRequestSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  return ok<CannibalizationIssueResponse>(
    await cannibalizationIssue(user.id, source.property_uri, input),
  );
});
