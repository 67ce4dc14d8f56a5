// GET /api/data/ga4/export — every row of a GA4 report of a project's Analytics property, as a streamed CSV file
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { ga4CsvColumns, ga4ExportRows } from "@/lib/data-api/ga4-export";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { assertGa4RequestPatterns } from "@/lib/data-api/patterns";
import { ga4ExportSchema } from "@/lib/data-api/schemas/ga4";

export const GET = withSessionUser(async (request, user) => {
  const { request: input, filename } = parseQuery(request, ga4ExportSchema);
  assertGa4RequestPatterns(input.request);
  const source = await findProjectProperty(await getDb(), user.id, input, "ga4");
  const rows = ga4ExportRows(user.id, source.property_uri, input.request);
  return new Response(csvStream(ga4CsvColumns(input.request), rows), {
    headers: csvHeaders(filename),
  });
});
