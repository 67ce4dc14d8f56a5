// POST /api/data/authors/queries — one page of the queries that found an author's pages
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { AuthorQueryRow, AuthorTablePage } from "@/lib/authors/api-types";
import { authorQueries } from "@/lib/authors/report";
import { authorQueriesRequestSchema } from "@/lib/authors/schemas";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, authorQueriesRequestSchema);
  const db = await getDb();
  const source = await findProjectProperty(db, user.id, input, "gsc");
  return ok<AuthorTablePage<AuthorQueryRow>>(
    await authorQueries(db, user.id, source.property_uri, input),
  );
});
