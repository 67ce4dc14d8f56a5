// POST /api/data/ga4 — a GA4 report of a project's Analytics property, with a totals row per date range
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { ga4Report } from "@/lib/data-api/ga4";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { assertGa4RequestPatterns } from "@/lib/data-api/patterns";
import { ga4DataRequestSchema } from "@/lib/data-api/schemas/ga4";
import type { Ga4ReportResponse } from "@/lib/data-api/types";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, ga4DataRequestSchema);
  assertGa4RequestPatterns(input.request);
  const source = await findProjectProperty(await getDb(), user.id, input, "ga4");
  return ok<Ga4ReportResponse>(await ga4Report(user.id, source.property_uri, input.request));
});
