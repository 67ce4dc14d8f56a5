// POST /api/data/authors — one page of the project's authors with their Search Console figures
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { AuthorListResponse } from "@/lib/authors/api-types";
import { authorList } from "@/lib/authors/report";
import { authorListRequestSchema } from "@/lib/authors/schemas";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, authorListRequestSchema);
  const db = await getDb();
  // The pages belong to the project's Search Console property; another user's is a 404.
  const source = await findProjectProperty(db, user.id, input, "gsc");
  return ok<AuthorListResponse>(await authorList(db, user.id, source.property_uri, input));
});
