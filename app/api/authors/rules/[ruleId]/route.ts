// DELETE /api/authors/rules/[ruleId]?projectId — removes one of the project's author rules
import { parseInput, parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { removeRule } from "@/lib/authors/manage";
import { projectRefSchema, ruleParamsSchema } from "@/lib/authors/schemas";
import { projectSite } from "@/lib/authors/store";
import { getDb } from "@/lib/db/client";

type Context = { params: Promise<{ ruleId: string }> };

export const DELETE = withSessionUser<Context>(async (request, user, context) => {
  const { ruleId } = parseInput(await context.params, ruleParamsSchema);
  const { projectId } = parseQuery(request, projectRefSchema);
  const db = await getDb();
  await projectSite(db, user.id, projectId);
  await removeRule(db, { userId: user.id, projectId }, ruleId);
  return ok<{ deleted: true }>({ deleted: true });
});
