// POST /api/data/authors/detail — one author's totals, daily trend, movers and publishing by month
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { AuthorDetailResponse } from "@/lib/authors/api-types";
import { authorDetail } from "@/lib/authors/report";
import { authorDetailRequestSchema } from "@/lib/authors/schemas";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, authorDetailRequestSchema);
  const db = await getDb();
  const source = await findProjectProperty(db, user.id, input, "gsc");
  return ok<AuthorDetailResponse>(await authorDetail(db, user.id, source.property_uri, input));
});
