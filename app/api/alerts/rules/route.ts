// GET /api/alerts/rules/?project=<id> — the alert rules of one of the user's projects
// POST /api/alerts/rules/ — adds a page or query rule to one of them
import { ruleCreateSchema, rulesQuerySchema } from "@/lib/alerts/schemas";
import { createRule, listRules, TARGETED_RULES_PER_PROJECT } from "@/lib/alerts/store";
import type { AlertRuleDto, AlertRulesResponse } from "@/lib/alerts/types";
import { ApiError, notFound } from "@/lib/api/errors";
import { parseBody, parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { withUser } from "@/lib/db/user-scope";

export const GET = withSessionUser(async (request, user) => {
  const { project } = parseQuery(request, rulesQuerySchema);
  // Row level security shows only the user's rules: another user's project has none to list.
  const rules = await withUser(user.id, (tx) => listRules(tx, project));
  if (rules.length === 0) throw notFound("No project with this id exists in your account.");
  return ok<AlertRulesResponse>({ rules });
});

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, ruleCreateSchema);
  const created = await createRule(await getDb(), user.id, input);
  if ("rule" in created) return ok<{ rule: AlertRuleDto }>({ rule: created.rule }, { status: 201 });
  switch (created.refused) {
    case "no_project":
      throw notFound("No project with this id exists in your account.");
    case "exists":
      throw new ApiError(409, "rule_exists", "This project already has a rule for that.");
    case "too_many":
      throw new ApiError(
        409,
        "too_many_rules",
        `A project can have at most ${TARGETED_RULES_PER_PROJECT} page and query rules. Delete one to add another.`,
      );
  }
});
