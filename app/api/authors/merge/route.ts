// POST /api/authors/merge — one author's pages join another's; the old id keeps pointing there
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { AuthorSummary } from "@/lib/authors/api-types";
import { mergeAuthorInto } from "@/lib/authors/manage";
import { mergeSchema } from "@/lib/authors/schemas";
import { projectSite } from "@/lib/authors/store";
import { getDb } from "@/lib/db/client";

export const POST = withSessionUser(async (request, user) => {
  const { projectId, fromId, intoId } = await parseBody(request, mergeSchema);
  const db = await getDb();
  await projectSite(db, user.id, projectId);
  const author = await mergeAuthorInto(db, { userId: user.id, projectId }, fromId, intoId);
  return ok<{ author: AuthorSummary }>({ author });
});
