// PATCH /api/authors/[authorId] — renames an author (a name that is another author's merges the two)
import { parseBody, parseInput } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { AuthorSummary } from "@/lib/authors/api-types";
import { renameAuthorTo } from "@/lib/authors/manage";
import { renameParamsSchema, renameSchema } from "@/lib/authors/schemas";
import { projectSite } from "@/lib/authors/store";
import { getDb } from "@/lib/db/client";

type Context = { params: Promise<{ authorId: string }> };

export const PATCH = withSessionUser<Context>(async (request, user, context) => {
  const { authorId } = parseInput(await context.params, renameParamsSchema);
  const { projectId, name } = await parseBody(request, renameSchema);
  const db = await getDb();
  await projectSite(db, user.id, projectId);
  const author = await renameAuthorTo(db, { userId: user.id, projectId }, authorId, name);
  return ok<{ author: AuthorSummary }>({ author });
});
