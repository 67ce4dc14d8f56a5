// GET /api/content/items/export — every item matching the table's filters, as a streamed CSV file
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { contentCsvColumns } from "@/lib/content/csv";
import { contentListSchema } from "@/lib/content/schemas";
import { contentItemsInOrder, findOwnProject } from "@/lib/content/store";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { pacificDate } from "@/lib/google/pacific-date";

export const GET = withSessionUser(async (request, user) => {
  const query = parseQuery(request, contentListSchema);
  const db = await getDb();
  await findOwnProject(db, user.id, query.projectId);
  return new Response(csvStream(contentCsvColumns, contentItemsInOrder(db, user.id, query)), {
    headers: csvHeaders(`content-plan-${pacificDate()}.csv`),
  });
});
