// GET /api/data/cannibalization/export — every cannibalized query of a list as a streamed CSV file
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { ISSUE_CSV_COLUMNS } from "@/lib/cannibalization/csv";
import { cannibalizationIssuesInOrder } from "@/lib/cannibalization/report";
import { cannibalizationExportSchema } from "@/lib/cannibalization/schemas";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const GET = withSessionUser(async (request, user) => {
  const { request: input, filename } = parseQuery(request, cannibalizationExportSchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  const issues = await cannibalizationIssuesInOrder(user.id, source.property_uri, input);
  return new Response(csvStream(ISSUE_CSV_COLUMNS, issues), { headers: csvHeaders(filename) });
});
