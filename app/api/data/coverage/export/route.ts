// GET /api/data/coverage/export/?request=&filename= — every URL of the Coverage table's filter, in its
// order, as a streamed CSV file
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { coverageCsvColumns } from "@/lib/coverage/csv";
import { coverageRowsInOrder } from "@/lib/coverage/report";
import { coverageExportSchema } from "@/lib/coverage/schemas";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const GET = withSessionUser(async (request, user) => {
  const { request: input, filename } = parseQuery(request, coverageExportSchema);
  const db = await getDb();
  const source = await findProjectProperty(db, user.id, input, "gsc");
  const rows = await coverageRowsInOrder(db, user.id, source.property_uri, input);
  return new Response(csvStream(coverageCsvColumns, rows), { headers: csvHeaders(filename) });
});
