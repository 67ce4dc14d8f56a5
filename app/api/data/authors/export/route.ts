// GET /api/data/authors/export — every author of the search, as a streamed CSV file
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { AUTHOR_LIST_CSV } from "@/lib/authors/export-csv";
import { authorListInOrder } from "@/lib/authors/report";
import { authorListExportSchema } from "@/lib/authors/schemas";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const GET = withSessionUser(async (request, user) => {
  const { request: input } = parseQuery(request, authorListExportSchema);
  const db = await getDb();
  const source = await findProjectProperty(db, user.id, input, "gsc");
  const rows = await authorListInOrder(db, user.id, source.property_uri, input);
  const name = `authors-${input.startDate}-${input.endDate}.csv`;
  return new Response(csvStream(AUTHOR_LIST_CSV, rows), { headers: csvHeaders(name) });
});
