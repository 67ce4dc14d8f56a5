// POST /api/data/coverage/ — a Search Console property's index coverage: what is known of each URL
// (sitemaps, search, inspections), Google's issue groups, the chart, today's picks and one page of URLs
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { coverageReport } from "@/lib/coverage/report";
import { coverageRequestSchema } from "@/lib/coverage/schemas";
import type { CoverageResponse } from "@/lib/coverage/types";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, coverageRequestSchema);
  const db = await getDb();
  const source = await findProjectProperty(db, user.id, input, "gsc");
  return ok<CoverageResponse>(await coverageReport(db, user.id, source.property_uri, input));
});
