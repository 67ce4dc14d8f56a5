// GET /api/data/authors/pages/export — every page of an author, as a streamed CSV file
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { AUTHOR_PAGES_CSV } from "@/lib/authors/export-csv";
import { authorPagesInOrder } from "@/lib/authors/report";
import { authorPagesExportSchema } from "@/lib/authors/schemas";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const GET = withSessionUser(async (request, user) => {
  const { request: input } = parseQuery(request, authorPagesExportSchema);
  const db = await getDb();
  const source = await findProjectProperty(db, user.id, input, "gsc");
  const rows = await authorPagesInOrder(db, user.id, source.property_uri, input);
  const name = `author-${input.authorId}-pages-${input.startDate}-${input.endDate}.csv`;
  return new Response(csvStream(AUTHOR_PAGES_CSV, rows), { headers: csvHeaders(name) });
});
