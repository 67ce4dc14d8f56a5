// PATCH /api/alerts/rules/[ruleId]/ — changes one of the user's alert rules (sensitivity, direction,
// channels, webhook, mute, snooze)
import { ruleParamsSchema, rulePatchSchema } from "@/lib/alerts/schemas";
import { updateRule } from "@/lib/alerts/store";
import type { AlertRuleDto } from "@/lib/alerts/types";
import { notFound } from "@/lib/api/errors";
import { parseBody, parseParams } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";

type RuleRouteContext = { params: Promise<{ ruleId: string }> };

export const PATCH = withSessionUser<RuleRouteContext>(async (request, user, context) => {
  const { ruleId } = await parseParams(context, ruleParamsSchema);
  const patch = await parseBody(request, rulePatchSchema);
  const rule = await updateRule(await getDb(), user.id, ruleId, patch);
  if (!rule) throw notFound("No alert rule with this id exists in your account.");
  return ok<{ rule: AlertRuleDto }>({ rule });
});
