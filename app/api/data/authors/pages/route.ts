// POST /api/data/authors/pages — one page of an author's pages with their figures
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { AuthorPageRow, AuthorTablePage } from "@/lib/authors/api-types";
import { authorPages } from "@/lib/authors/report";
import { authorPagesRequestSchema } from "@/lib/authors/schemas";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, authorPagesRequestSchema);
  const db = await getDb();
  const source = await findProjectProperty(db, user.id, input, "gsc");
  return ok<AuthorTablePage<AuthorPageRow>>(
    await authorPages(db, user.id, source.property_uri, input),
  );
});
