// GET /api/data/search-console/export — every row of a Search Console table as a streamed CSV file
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { assertSearchConsolePatterns } from "@/lib/data-api/patterns";
import { searchConsoleExportSchema } from "@/lib/data-api/schemas/search-console";
import { searchConsoleCsvColumns } from "@/lib/data-api/search-console-csv";
import { searchConsoleRowsInOrder } from "@/lib/data-api/search-console";

export const GET = withSessionUser(async (request, user) => {
  const { request: input, filename } = parseQuery(request, searchConsoleExportSchema);
  assertSearchConsolePatterns(input.filters);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  const rows = await searchConsoleRowsInOrder(user.id, source.property_uri, input);
  return new Response(csvStream(searchConsoleCsvColumns(input), rows), {
    headers: csvHeaders(filename),
  });
});
