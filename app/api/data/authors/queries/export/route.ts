// GET /api/data/authors/queries/export — every query of an author's pages, as a streamed CSV file
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { AUTHOR_QUERIES_CSV } from "@/lib/authors/export-csv";
import { authorQueriesInOrder } from "@/lib/authors/report";
import { authorQueriesExportSchema } from "@/lib/authors/schemas";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const GET = withSessionUser(async (request, user) => {
  const { request: input } = parseQuery(request, authorQueriesExportSchema);
  const db = await getDb();
  const source = await findProjectProperty(db, user.id, input, "gsc");
  const rows = await authorQueriesInOrder(db, user.id, source.property_uri, input);
  const name = `author-${input.authorId}-queries-${input.startDate}-${input.endDate}.csv`;
  return new Response(csvStream(AUTHOR_QUERIES_CSV, rows), { headers: csvHeaders(name) });
});
