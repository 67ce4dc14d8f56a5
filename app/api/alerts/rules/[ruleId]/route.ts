// PATCH /api/alerts/rules/[ruleId]/ — changes one of the user's alert rules (sensitivity, direction,
// channels, webhook, mute, snooze)
// DELETE /api/alerts/rules/[ruleId]/ — deletes one of their page or query rules
import { ruleParamsSchema, rulePatchSchema, thresholdProblem } from "@/lib/alerts/schemas";
import { deleteTargetedRule, ruleMetric, updateRule } from "@/lib/alerts/store";
import type { AlertRuleDto } from "@/lib/alerts/types";
import { ApiError, notFound } from "@/lib/api/errors";
import { parseBody, parseParams } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";

const NO_RULE = "No alert rule with this id exists in your account.";

type RuleRouteContext = { params: Promise<{ ruleId: string }> };

export const PATCH = withSessionUser<RuleRouteContext>(async (request, user, context) => {
  const { ruleId } = await parseParams(context, ruleParamsSchema);
  const patch = await parseBody(request, rulePatchSchema);
  const db = await getDb();
  if (patch.threshold !== undefined) {
    // A tracked query's threshold counts positions, the others robust deviations.
    const metric = await ruleMetric(db, user.id, ruleId);
    if (!metric) throw notFound(NO_RULE);
    const problem = thresholdProblem(metric, patch.threshold);
    if (problem) throw new ApiError(400, "invalid_input", `threshold: ${problem}`);
  }
  const rule = await updateRule(db, user.id, ruleId, patch);
  if (!rule) throw notFound(NO_RULE);
  return ok<{ rule: AlertRuleDto }>({ rule });
});

export const DELETE = withSessionUser<RuleRouteContext>(async (_request, user, context) => {
  const { ruleId } = await parseParams(context, ruleParamsSchema);
  const db = await getDb();
  if (await deleteTargetedRule(db, user.id, ruleId)) return ok({ deleted: true });
  const metric = await ruleMetric(db, user.id, ruleId);
  if (!metric) throw notFound(NO_RULE);
  throw new ApiError(
    409,
    "rule_not_deletable",
    "Every project keeps this rule: mute it to stop its alerts.",
  );
});
