// POST /api/data/analytics/breakdown — one page of an Analytics breakdown beside its comparison, landing pages with their Search Console clicks
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { analyticsBreakdown } from "@/lib/analytics/breakdown";
import { analyticsBreakdownRequestSchema } from "@/lib/analytics/breakdown-schema";
import type { AnalyticsBreakdownResponse } from "@/lib/analytics/breakdown-types";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { primarySource } from "@/lib/filters/selectors";
import { getProjectDataSources } from "@/lib/projects/data-sources";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, analyticsBreakdownRequestSchema);
  const db = await getDb();
  const ga4 = await findProjectProperty(db, user.id, input, "ga4");
  const gsc =
    input.tab === "landing"
      ? primarySource(await getProjectDataSources(db, user.id, input.projectId), "gsc")
      : null;
  return ok<AnalyticsBreakdownResponse>(
    await analyticsBreakdown(
      user.id,
      { ga4: ga4.property_uri, gsc: gsc?.property_uri ?? null },
      input,
    ),
  );
});
