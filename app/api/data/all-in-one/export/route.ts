// GET /api/data/all-in-one/export — every page of the filter and search, as a streamed CSV file
import { parseQuery } from "@/lib/api/request";
import { notFound } from "@/lib/api/errors";
import { withSessionUser } from "@/lib/auth/server/session";
import { ALL_IN_ONE_CSV } from "@/lib/all-in-one/csv";
import { allInOneRowsInOrder } from "@/lib/all-in-one/report";
import { allInOneExportSchema } from "@/lib/all-in-one/schemas";
import { csvHeaders, csvStream } from "@/lib/csv/csv-stream";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const GET = withSessionUser(async (request, user) => {
  const { request: input } = parseQuery(request, allInOneExportSchema);
  const db = await getDb();
  await findProjectProperty(db, user.id, input, "gsc");
  const rows = await allInOneRowsInOrder(db, user.id, input);
  if (!rows) throw notFound("This project has no Search Console property to join pages on.");
  const name = `all-in-one-${input.startDate}-${input.endDate}${input.filter === "all" ? "" : `-${input.filter}`}.csv`;
  return new Response(csvStream(ALL_IN_ONE_CSV, rows), { headers: csvHeaders(name) });
});
