import "server-only";
import { eq, inArray } from "drizzle-orm";
import PQueue from "p-queue";
import { describeError } from "@/lib/api/errors";
import { authUsers, dataSources } from "@/lib/db/schema";
import type { DataSource } from "@/lib/db/queries/data-sources";
import type { Db } from "@/lib/db/types";
import { env, siteUrl } from "@/lib/env";
import { logFailure } from "@/lib/errors/failure-summary";
import { primarySource } from "@/lib/filters/selectors";
import { pacificDate } from "@/lib/google/pacific-date";
import { getTokenHealth } from "@/lib/google/tokens/store";
import type { Progress } from "@/lib/jobs/runs";
import { isRetryableStatus } from "@/lib/jobs/worker";
import { alertEmail, createMailer, type Mailer } from "./deliver/mail";
import { postWebhook, slackPayload } from "./deliver/webhook";
import { connectionAlert, evaluateSeries, type AlertCandidate } from "./evaluate";
import { checkQueryPosition } from "./position-check";
import { loadSeries, type LoadedSeries } from "./series";
import { checkIndexDrops, checkInspectionQuota, type InspectionCheck } from "./inspection-checks";
import { checkContentNotIndexed } from "./content-checks";
import { checkSitemapErrors } from "./sitemap-errors";
import {
  insertAlert,
  recordDelivery,
  rulesToCheck,
  saveOutboxMail,
  toAlertDto,
  type AlertRuleRow,
} from "./store";
import {
  isSeriesMetric,
  type SeriesMetric,
  type AlertCheckResponse,
  type AlertDto,
  type AlertMetric,
} from "./types";

// One user's alert check: every rule that is on, on the last final day of its series; each alert
// raised once per rule and day, then delivered by the channels its rule opted into.

export type CheckDeps = {
  db: Db;
  /** Only this project's rules; all the user's without. */
  projectId?: string;
  now?: Date;
  progress?: (progress: Progress) => Promise<void>;
  mailer?: Mailer;
  /** Where links in emails and webhooks point. */
  origin?: string;
  /** Tests only: webhook hosts reachable on loopback. */
  webhookAllowHosts?: string[];
};

const SOURCE_OF: Record<Exclude<AlertMetric, "google_connection">, DataSource["type"]> = {
  gsc_clicks: "gsc",
  gsc_impressions: "gsc",
  gsc_page_clicks: "gsc",
  gsc_query_clicks: "gsc",
  gsc_query_position: "gsc",
  gsc_sitemap_errors: "gsc",
  gsc_index_drop: "gsc",
  inspection_quota: "gsc",
  content_not_indexed: "gsc",
  ga4_sessions: "ga4",
  ga4_key_events: "ga4",
  gbp_actions: "gmb",
};

/** How many series a check reads from Google at once. */
const SERIES_READS_AT_ONCE = 6;

/** How many progress reports a check makes at most. */
const PROGRESS_REPORTS = 20;

type Raised = { rule: AlertRuleRow & { projectName: string }; alert: AlertDto };

/** A retry can mend Google being busy or down; a refusal it cannot (the queue's own rule). */
const isRetryable = (error: unknown) =>
  isRetryableStatus(describeError(error, "alert check").status);

export async function checkUserAlerts(
  userId: string,
  deps: CheckDeps,
): Promise<AlertCheckResponse> {
  const { db } = deps;
  const now = deps.now ?? new Date();
  const today = pacificDate(now);
  const progress = deps.progress ?? (async () => {});
  const rules = await rulesToCheck(db, userId, now, deps.projectId);
  await progress({ done: 0, total: rules.length, step: "Reading the rules" });
  if (rules.length === 0) return { checked: 0, created: 0, failed: 0 };

  const projectIds = [...new Set(rules.map((r) => r.project_id))];
  const sources = await db
    .select()
    .from(dataSources)
    .where(inArray(dataSources.project_id, projectIds));
  const health = await getTokenHealth(userId, { db });

  const raised: Raised[] = [];
  const sourceOf = (rule: (typeof rules)[number]) =>
    rule.metric === "google_connection"
      ? undefined
      : primarySource(
          sources.filter((s) => s.project_id === rule.project_id),
          SOURCE_OF[rule.metric],
        );
  // Each series is read once per check (clicks and impressions share one Search Console answer
  // anyway), a few at a time ahead of the rules that judge them (in the order of the rules): most of a check is waiting for
  // Google, and 100 projects' series one after another would take as long as all those waits.
  const reads = new PQueue({ concurrency: SERIES_READS_AT_ONCE });
  const loaded = new Map<string, Promise<LoadedSeries | null>>();
  const seriesOf = (rule: (typeof rules)[number], metric: SeriesMetric, source: DataSource) => {
    const key = `${metric}:${source.id}:${rule.target}`;
    const known = loaded.get(key);
    if (known) return known;
    const series = reads.add(
      () =>
        loadSeries({
          userId,
          projectId: rule.project_id,
          metric,
          target: rule.target,
          source,
          today,
          now: now.getTime(),
          db,
        }),
      { throwOnTimeout: true },
    );
    // Its failure is the rule's, reported when the loop below reaches it; not an unhandled one.
    series.catch(() => undefined);
    loaded.set(key, series);
    return series;
  };
  // A tracked query's days are read the same way.
  const positions = new Map<string, ReturnType<typeof checkQueryPosition>>();
  const positionOf = (rule: (typeof rules)[number], source: DataSource) => {
    const known = positions.get(rule.id);
    if (known) return known;
    const found = reads.add(() => checkQueryPosition(userId, rule, source, today), {
      throwOnTimeout: true,
    });
    found.catch(() => undefined);
    positions.set(rule.id, found);
    return found;
  };
  if (!health.needsReauth)
    for (const rule of rules) {
      const source = sourceOf(rule);
      if (source && isSeriesMetric(rule.metric)) void seriesOf(rule, rule.metric, source);
      else if (source && rule.metric === "gsc_query_position") void positionOf(rule, source);
    }
  let checked = 0;
  let failures = 0;
  let firstFailure: unknown = null;

  // Each report is a write and a realtime event: about twenty of them, however many rules.
  const reportEvery = Math.max(1, Math.ceil(rules.length / PROGRESS_REPORTS));
  for (const [index, rule] of rules.entries()) {
    if (index % reportEvery === 0)
      await progress({ done: index, total: rules.length, step: `Checking ${rule.projectName}` });
    try {
      let candidate: AlertCandidate | null = null;
      let href = `/app/settings/#google`;
      let settle: InspectionCheck["settle"];
      if (rule.metric === "google_connection") {
        if (health.needsReauth) candidate = connectionAlert(today);
      } else if (!health.needsReauth) {
        const source = sourceOf(rule);
        const metric = rule.metric;
        if (source && isSeriesMetric(metric)) {
          const series = await seriesOf(rule, metric, source);
          if (series) {
            candidate = evaluateSeries(
              rule,
              series.series,
              series.day,
              series.subject,
              series.what,
            );
            href = series.href;
          }
        } else if (source && metric === "gsc_query_position") {
          const found = await positionOf(rule, source);
          candidate = found.candidate;
          href = found.href;
        } else if (source) {
          // The rest read a state, not a daily series: sitemap errors from Google, and the
          // inspections and their budget from Rankwell's own tables.
          const input = { db, userId, rule, source, today, now };
          const found: InspectionCheck =
            metric === "gsc_index_drop"
              ? await checkIndexDrops(input)
              : metric === "inspection_quota"
                ? await checkInspectionQuota(input)
                : metric === "content_not_indexed"
                  ? await checkContentNotIndexed(input)
                  : await checkSitemapErrors(input);
          candidate = found.candidate;
          href = found.href;
          settle = found.settle;
        }
      }
      checked += 1;
      const row = candidate ? await insertAlert(db, rule, candidate, href) : null;
      await settle?.(row !== null);
      if (row) raised.push({ rule, alert: toAlertDto(row, rule.projectName) });
    } catch (error) {
      failures += 1;
      firstFailure ??= error;
      logFailure(`[alerts] checking rule ${rule.id} failed`, error, "warn");
    }
  }

  await deliver(userId, raised, deps);
  await progress({ done: rules.length, total: rules.length, step: "Done" });
  // Nothing could be read and waiting may help: fail the job so the queue tries again later.
  if (failures > 0 && checked === 0 && isRetryable(firstFailure)) throw firstFailure;
  return { checked, created: raised.length, failed: failures };
}

async function deliver(userId: string, raised: readonly Raised[], deps: CheckDeps): Promise<void> {
  if (raised.length === 0) return;
  const { db } = deps;
  const origin = deps.origin ?? siteUrl;

  const byEmail = raised.filter((r) => r.rule.email).map((r) => r.alert);
  if (byEmail.length > 0) {
    const ids = byEmail.map((a) => a.id);
    try {
      const [user] = await db
        .select({ email: authUsers.email })
        .from(authUsers)
        .where(eq(authUsers.id, userId));
      if (!user?.email) throw new Error("The account has no email address.");
      const mailer =
        deps.mailer ??
        createMailer({
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM,
          outbox: (mail) => saveOutboxMail(db, userId, mail),
        });
      const sent = await mailer.send({ to: user.email, ...alertEmail(byEmail, origin) });
      await recordDelivery(db, ids, "email", sent.delivered === "smtp" ? "sent" : "outbox");
    } catch (error) {
      logFailure("[alerts] an alert email could not be sent", error, "warn");
      await recordDelivery(db, ids, "email", "failed", errorMessage(error));
    }
  }

  for (const { rule, alert } of raised) {
    if (!rule.webhook_url) continue;
    try {
      await postWebhook(rule.webhook_url, slackPayload(alert, origin), {
        ...(deps.webhookAllowHosts ? { allowHosts: deps.webhookAllowHosts } : {}),
      });
      await recordDelivery(db, [alert.id], "webhook", "sent");
    } catch (error) {
      logFailure("[alerts] an alert webhook failed", error, "warn");
      await recordDelivery(db, [alert.id], "webhook", "failed", errorMessage(error));
    }
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
