// GET /api/data/all-in-one/maps/export — every keyword of a location beside web search, as CSV
import { parseQuery } from "@/lib/api/request";
import { notFound } from "@/lib/api/errors";
import { withSessionUser } from "@/lib/auth/server/session";
import { MAPS_VS_ORGANIC_CSV } from "@/lib/all-in-one/csv";
import { mapsVsOrganic } from "@/lib/all-in-one/maps-report";
import { mapsVsOrganicExportSchema } from "@/lib/all-in-one/schemas";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const GET = withSessionUser(async (request, user) => {
  const { request: input } = parseQuery(request, mapsVsOrganicExportSchema);
  const db = await getDb();
  await findProjectProperty(db, user.id, input, "gsc");
  const report = await mapsVsOrganic(db, user.id, input);
  if (!report) throw notFound("This project has no Search Console property to compare with.");
  const name = `maps-vs-organic-${report.months.startMonth}-${report.months.endMonth}.csv`;
  return new Response(csvStream(MAPS_VS_ORGANIC_CSV, report.rows), { headers: csvHeaders(name) });
});
