// GET /api/alerts/rules/?project=<id> — the alert rules of one of the user's projects
import { rulesQuerySchema } from "@/lib/alerts/schemas";
import { listRules } from "@/lib/alerts/store";
import type { AlertRulesResponse } from "@/lib/alerts/types";
import { notFound } from "@/lib/api/errors";
import { parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { withUser } from "@/lib/db/user-scope";

export const GET = withSessionUser(async (request, user) => {
  const { project } = parseQuery(request, rulesQuerySchema);
  // Row level security shows only the user's rules: another user's project has none to list.
  const rules = await withUser(user.id, (tx) => listRules(tx, project));
  if (rules.length === 0) throw notFound("No project with this id exists in your account.");
  return ok<AlertRulesResponse>({ rules });
});
