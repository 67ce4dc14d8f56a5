// GET /api/data/url-inspection/history/?projectId&propertyId&url — the URL's kept inspections, newest
// first, with what changed between them, and its newest result (no inspection is spent)
import { parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { inspectionHistoryQuerySchema } from "@/lib/url-inspection/schemas";
import { urlHistory } from "@/lib/url-inspection/reads";
import type { InspectionHistoryResponse } from "@/lib/url-inspection/types";

export const GET = withSessionUser(async (request, user) => {
  const input = parseQuery(request, inspectionHistoryQuerySchema);
  const db = await getDb();
  const source = await findProjectProperty(db, user.id, input, "gsc");
  return ok<InspectionHistoryResponse>(
    await urlHistory(db, user.id, source.property_uri, new URL(input.url).href),
  );
});
