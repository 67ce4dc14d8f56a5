// GET /api/data/gsc-insights/export — every key of one dimension beside the comparison period, as a streamed CSV file
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { insightCsvColumns } from "@/lib/gsc-insights/csv";
import { gscInsightsKeysInOrder } from "@/lib/gsc-insights/report";
import { gscInsightsExportSchema } from "@/lib/gsc-insights/schemas";

export const GET = withSessionUser(async (request, user) => {
  const { request: input, dimension, filename } = parseQuery(request, gscInsightsExportSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  const keys = await gscInsightsKeysInOrder(user.id, source.property_uri, input, dimension);
  return new Response(csvStream(insightCsvColumns(dimension), keys), {
    headers: csvHeaders(filename),
  });
});
