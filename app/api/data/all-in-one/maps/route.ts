// POST /api/data/all-in-one/maps — a location's Business Profile keywords beside the same queries in web search
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { notFound } from "@/lib/api/errors";
import { withSessionUser } from "@/lib/auth/server/session";
import { mapsVsOrganic } from "@/lib/all-in-one/maps-report";
import { mapsVsOrganicRequestSchema } from "@/lib/all-in-one/schemas";
import { MAPS_ROWS_SHOWN, type MapsVsOrganicResponse } from "@/lib/all-in-one/view-types";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, mapsVsOrganicRequestSchema);
  const db = await getDb();
  await findProjectProperty(db, user.id, input, "gsc");
  const report = await mapsVsOrganic(db, user.id, input);
  if (!report) throw notFound("This project has no Search Console property to compare with.");
  return ok<MapsVsOrganicResponse>({ ...report, rows: report.rows.slice(0, MAPS_ROWS_SHOWN) });
});
