// GET /api/data/opportunities/export — every opportunity a list's filters match, as a streamed CSV file
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { OPPORTUNITY_CSV_COLUMNS } from "@/lib/opportunities/csv";
import { opportunitiesInOrder } from "@/lib/opportunities/report";
import { opportunityExportSchema } from "@/lib/opportunities/schemas";

export const GET = withSessionUser(async (request, user) => {
  const { request: input, filename } = parseQuery(request, opportunityExportSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  const rows = await opportunitiesInOrder(user.id, source.property_uri, input);
  return new Response(csvStream(OPPORTUNITY_CSV_COLUMNS, rows), { headers: csvHeaders(filename) });
});
