import "server-only";
import { and, desc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import {
  alertDeliveries,
  alertObservations,
  alertRules,
  alerts,
  mailOutbox,
  projects,
} from "@/lib/db/schema";
import type { Db, UserTx } from "@/lib/db/types";
import { shiftDay } from "@/lib/dates/compare";
import type { DailyPoint } from "./anomaly";
import { CHART_DAYS, type AlertCandidate, type Observation } from "./evaluate";
import {
  ALERT_METRIC_LABELS,
  POSITION_THRESHOLD,
  TARGETED_METRICS,
  type AlertDto,
  type AlertRuleDto,
  type AlertRulePatch,
  type OutboxMailDto,
  type TargetedMetric,
} from "./types";

// The alert tables. Reads run as the user (row level security); writes are the server's own: the
// checks raise alerts, and the routes change a rule or mark alerts read for the signed-in user only.

export type AlertRuleRow = typeof alertRules.$inferSelect;
type AlertRow = typeof alerts.$inferSelect;

/** How many alerts the bell lists; older ones stay in the table as history. */
export const ALERT_LIST_LIMIT = 50;

export function toRuleDto(row: AlertRuleRow): AlertRuleDto {
  return {
    id: row.id,
    projectId: row.project_id,
    metric: row.metric,
    label: ALERT_METRIC_LABELS[row.metric],
    target: row.target === "" ? null : row.target,
    threshold: row.threshold,
    direction: row.direction,
    inApp: row.in_app,
    email: row.email,
    webhookUrl: row.webhook_url,
    muted: row.muted,
    snoozedUntil: row.snoozed_until?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toAlertDto(row: AlertRow, projectName: string): AlertDto {
  return {
    id: row.id,
    projectId: row.project_id,
    projectName,
    ruleId: row.rule_id,
    metric: row.metric,
    label: ALERT_METRIC_LABELS[row.metric],
    day: row.day,
    title: row.title,
    message: row.message,
    observed: row.observed,
    expected: row.expected,
    chart: row.chart,
    href: row.href,
    readAt: row.read_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** A project's rules in the order of ALERT_METRICS' labels as Settings lists them. */
export async function listRules(tx: UserTx, projectId: string): Promise<AlertRuleDto[]> {
  const rows = await tx
    .select()
    .from(alertRules)
    .where(eq(alertRules.project_id, projectId))
    .orderBy(alertRules.created_at, alertRules.metric);
  return rows.map(toRuleDto);
}

/** How many page and query rules a project may have: each is a Search Console call per check. */
export const TARGETED_RULES_PER_PROJECT = 50;

export type CreatedRule =
  { rule: AlertRuleDto } | { refused: "no_project" | "exists" | "too_many" };

/**
 * Adds a page or query rule to one of the user's projects (its channels as the defaults: the bell
 * only). Refused when the project is not theirs, has that rule already, or has too many.
 */
export async function createRule(
  db: Db,
  userId: string,
  input: { projectId: string; metric: TargetedMetric; target: string; threshold?: number },
): Promise<CreatedRule> {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, input.projectId), eq(projects.user_id, userId)))
      // Two adds at once count the same rules: the second waits for the first.
      .for("update");
    if (!project) return { refused: "no_project" };
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(alertRules)
      .where(
        and(
          eq(alertRules.project_id, input.projectId),
          inArray(alertRules.metric, [...TARGETED_METRICS]),
        ),
      );
    if (count >= TARGETED_RULES_PER_PROJECT) return { refused: "too_many" };
    const [row] = await tx
      .insert(alertRules)
      .values({
        user_id: userId,
        project_id: input.projectId,
        metric: input.metric,
        target: input.target,
        threshold:
          input.threshold ??
          (input.metric === "gsc_query_position" ? POSITION_THRESHOLD.default : undefined),
      })
      .onConflictDoNothing({
        target: [alertRules.project_id, alertRules.metric, alertRules.target],
      })
      .returning();
    return row ? { rule: toRuleDto(row) } : { refused: "exists" };
  });
}

/** The metric of one of the user's rules, or null when they have no such rule. */
export async function ruleMetric(
  db: Db,
  userId: string,
  ruleId: string,
): Promise<AlertRuleRow["metric"] | null> {
  const [row] = await db
    .select({ metric: alertRules.metric })
    .from(alertRules)
    .where(and(eq(alertRules.id, ruleId), eq(alertRules.user_id, userId)));
  return row?.metric ?? null;
}

/**
 * Deletes one of the user's page or query rules (the rules every project has are muted instead);
 * its alerts stay in the history. False when they have no such rule.
 */
export async function deleteTargetedRule(db: Db, userId: string, ruleId: string): Promise<boolean> {
  const deleted = await db
    .delete(alertRules)
    .where(
      and(
        eq(alertRules.id, ruleId),
        eq(alertRules.user_id, userId),
        inArray(alertRules.metric, [...TARGETED_METRICS]),
      ),
    )
    .returning({ id: alertRules.id });
  return deleted.length > 0;
}

/** Changes one of the user's rules; null when they have no such rule. */
export async function updateRule(
  db: Db,
  userId: string,
  ruleId: string,
  patch: AlertRulePatch,
): Promise<AlertRuleDto | null> {
  const set: Partial<typeof alertRules.$inferInsert> = { updated_at: new Date() };
  if (patch.threshold !== undefined) set.threshold = patch.threshold;
  if (patch.direction !== undefined) set.direction = patch.direction;
  if (patch.inApp !== undefined) set.in_app = patch.inApp;
  if (patch.email !== undefined) set.email = patch.email;
  if (patch.webhookUrl !== undefined) set.webhook_url = patch.webhookUrl;
  if (patch.muted !== undefined) set.muted = patch.muted;
  if (patch.snoozedUntil !== undefined)
    set.snoozed_until = patch.snoozedUntil === null ? null : new Date(patch.snoozedUntil);
  const [row] = await db
    .update(alertRules)
    .set(set)
    .where(and(eq(alertRules.id, ruleId), eq(alertRules.user_id, userId)))
    .returning();
  return row ? toRuleDto(row) : null;
}

/** The rules a check looks at: not muted, not snoozed at `now`, of one project or all the user's. */
export async function rulesToCheck(
  db: Db,
  userId: string,
  now: Date,
  projectId?: string,
): Promise<(AlertRuleRow & { projectName: string })[]> {
  const rows = await db
    .select({ rule: alertRules, projectName: projects.name })
    .from(alertRules)
    .innerJoin(projects, eq(projects.id, alertRules.project_id))
    .where(
      and(
        eq(alertRules.user_id, userId),
        eq(alertRules.muted, false),
        sql`(${alertRules.snoozed_until} is null or ${alertRules.snoozed_until} <= ${now.toISOString()})`,
        projectId ? eq(alertRules.project_id, projectId) : undefined,
      ),
    )
    .orderBy(projects.created_at, alertRules.metric);
  return rows.map(({ rule, projectName }) => ({ ...rule, projectName }));
}

/**
 * Records the rule's alert for its day, once: a second check of the same day (a retry, another
 * server) finds the row there and gets null.
 */
export async function insertAlert(
  db: Db,
  rule: Pick<AlertRuleRow, "id" | "user_id" | "project_id" | "metric" | "in_app">,
  candidate: AlertCandidate,
  href: string,
): Promise<AlertRow | null> {
  const [row] = await db
    .insert(alerts)
    .values({
      user_id: rule.user_id,
      project_id: rule.project_id,
      rule_id: rule.id,
      metric: rule.metric,
      day: candidate.day,
      title: candidate.title.slice(0, 300),
      message: candidate.message.slice(0, 1000),
      observed: candidate.observed,
      expected: candidate.expected,
      chart: candidate.chart,
      href,
      // An alert the rule keeps out of the bell is history only: it is born read.
      read_at: rule.in_app ? null : new Date(),
    })
    .onConflictDoNothing({ target: [alerts.rule_id, alerts.day] })
    .returning();
  return row ?? null;
}

/** How long a rule's readings are kept: the chart's weeks and some slack; alerts keep their own. */
export const OBSERVATION_DAYS = 90;

/**
 * Keeps what a check read for the rule on `day` (a later check of the same day replaces it), and
 * answers the last earlier reading with the readings of the chart's days up to `day`. Readings
 * older than OBSERVATION_DAYS go.
 */
export async function recordObservation(
  db: Db,
  rule: Pick<AlertRuleRow, "id" | "user_id">,
  day: string,
  value: number,
): Promise<{ previous: Observation | null; history: DailyPoint[] }> {
  await keepObservation(db, rule, day, value);
  const rows = await db
    .select({ date: alertObservations.day, value: alertObservations.value })
    .from(alertObservations)
    .where(and(eq(alertObservations.rule_id, rule.id), lte(alertObservations.day, day)))
    .orderBy(desc(alertObservations.day))
    .limit(CHART_DAYS + 1);
  const previous = rows.find((row) => row.date < day);
  return {
    previous: previous ? { day: previous.date, value: previous.value } : null,
    history: rows.slice(0, CHART_DAYS).reverse(),
  };
}

/** Keeps the rule's reading of `day` (replacing one of the same day); drops those past keeping. */
export async function keepObservation(
  db: Db,
  rule: Pick<AlertRuleRow, "id" | "user_id">,
  day: string,
  value: number,
): Promise<void> {
  await db
    .insert(alertObservations)
    .values({ rule_id: rule.id, user_id: rule.user_id, day, value })
    .onConflictDoUpdate({
      target: [alertObservations.rule_id, alertObservations.day],
      set: { value, updated_at: new Date() },
    });
  await db
    .delete(alertObservations)
    .where(
      and(
        eq(alertObservations.rule_id, rule.id),
        lt(alertObservations.day, shiftDay(day, -OBSERVATION_DAYS)),
      ),
    );
}

/** The rule's newest reading, of any day up to and with `day`. */
export async function latestObservation(
  db: Db,
  ruleId: string,
  day: string,
): Promise<Observation | null> {
  const [row] = await db
    .select({ day: alertObservations.day, value: alertObservations.value })
    .from(alertObservations)
    .where(and(eq(alertObservations.rule_id, ruleId), lte(alertObservations.day, day)))
    .orderBy(desc(alertObservations.day))
    .limit(1);
  return row ?? null;
}

export async function recordDelivery(
  db: Db,
  alertIds: readonly string[],
  channel: "email" | "webhook",
  state: "sent" | "outbox" | "failed",
  error?: string,
): Promise<void> {
  if (alertIds.length === 0) return;
  await db.insert(alertDeliveries).values(
    alertIds.map((alert_id) => ({
      alert_id,
      channel,
      state,
      error: error ? error.slice(0, 500) : null,
    })),
  );
}

/** The newest alerts of the user with the number still unread. */
export async function listAlerts(tx: UserTx): Promise<{ alerts: AlertDto[]; unread: number }> {
  const rows = await tx
    .select({ alert: alerts, projectName: projects.name })
    .from(alerts)
    .innerJoin(projects, eq(projects.id, alerts.project_id))
    .where(eq(alerts.user_id, tx.userId))
    .orderBy(desc(alerts.created_at), desc(alerts.day))
    .limit(ALERT_LIST_LIMIT);
  const [counted] = await tx
    .select({ unread: sql<number>`count(*)::int` })
    .from(alerts)
    .where(and(eq(alerts.user_id, tx.userId), isNull(alerts.read_at)));
  return {
    alerts: rows.map(({ alert, projectName }) => toAlertDto(alert, projectName)),
    unread: counted?.unread ?? 0,
  };
}

/** Marks the user's alerts read (the given ones, or all); how many are still unread. */
export async function markRead(db: Db, userId: string, ids?: readonly string[]): Promise<number> {
  await db
    .update(alerts)
    .set({ read_at: new Date() })
    .where(
      and(
        eq(alerts.user_id, userId),
        isNull(alerts.read_at),
        ids ? inArray(alerts.id, [...ids]) : undefined,
      ),
    );
  const [counted] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(alerts)
    .where(and(eq(alerts.user_id, userId), isNull(alerts.read_at)));
  return counted?.unread ?? 0;
}

/** Keeps an alert email in the embedded outbox. */
export async function saveOutboxMail(
  db: Db,
  userId: string,
  mail: { from: string; to: string; subject: string; text: string; html: string },
): Promise<void> {
  await db.insert(mailOutbox).values({
    user_id: userId,
    sender: mail.from,
    recipient: mail.to,
    subject: mail.subject,
    body_text: mail.text,
    body_html: mail.html,
  });
}

export async function listOutbox(tx: UserTx): Promise<OutboxMailDto[]> {
  const rows = await tx
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.user_id, tx.userId))
    .orderBy(desc(mailOutbox.created_at))
    .limit(ALERT_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    createdAt: row.created_at.toISOString(),
  }));
}
