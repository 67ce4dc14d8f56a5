// GET /api/data/ga4/explore/export — every row of a GA4 exploration (up to its limit), as a streamed CSV file
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { explorationCsv } from "@/lib/explore/export";
import { assertExplorationPatterns } from "@/lib/explore/patterns";
import { exploreExportSchema } from "@/lib/explore/route-schemas";

export const GET = withSessionUser(async (request, user) => {
  const { request: input } = parseQuery(request, exploreExportSchema);
  assertExplorationPatterns(input.definition);
  const source = await findProjectProperty(await getDb(), user.id, input, "ga4");
  const { columns, rows, filename } = await explorationCsv(
    { userId: user.id, propertyUri: source.property_uri },
    input.definition,
  );
  return new Response(csvStream(columns, rows), { headers: csvHeaders(filename) });
});
