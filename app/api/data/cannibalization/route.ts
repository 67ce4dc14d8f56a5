// POST /api/data/cannibalization — one page of a Search Console property's cannibalized queries, with the summary
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { cannibalizationReport } from "@/lib/cannibalization/report";
import type { CannibalizationReportResponse } from "@/lib/cannibalization/responses";
import { cannibalizationRequestSchema } from "@/lib/cannibalization/schemas";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, cannibalizationRequestSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  return ok<CannibalizationReportResponse>(
    await cannibalizationReport(user.id, source.property_uri, input),
  );
});
