// GET /api/authors/rules?projectId — the project's author rules, in the order they apply
// POST /api/authors/rules — adds a rule (a path pattern and the author of its pages) after the others
import { parseBody, parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { AuthorRuleDto } from "@/lib/authors/api-types";
import { createRule } from "@/lib/authors/manage";
import { authorRulesOf } from "@/lib/authors/report";
import { projectRefSchema, ruleCreateSchema } from "@/lib/authors/schemas";
import { projectSite } from "@/lib/authors/store";
import { getDb } from "@/lib/db/client";

export const GET = withSessionUser(async (request, user) => {
  const { projectId } = parseQuery(request, projectRefSchema);
  const db = await getDb();
  await projectSite(db, user.id, projectId);
  return ok<{ rules: AuthorRuleDto[] }>({ rules: await authorRulesOf(db, user.id, projectId) });
});

export const POST = withSessionUser(async (request, user) => {
  const { projectId, pattern, author } = await parseBody(request, ruleCreateSchema);
  const db = await getDb();
  await projectSite(db, user.id, projectId);
  const rule = await createRule(db, { userId: user.id, projectId }, { pattern, author });
  return ok<{ rule: AuthorRuleDto }>({ rule }, { status: 201 });
});
