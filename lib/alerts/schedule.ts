import "server-only";
import { eq } from "drizzle-orm";
import { alertRules } from "@/lib/db/schema";
import { GOOGLE_TIME_ZONE } from "@/lib/dates/google-day";
import { logFailure } from "@/lib/errors/failure-summary";
import type { JobQueue } from "@/lib/jobs/queue";

// The scheduled checks: every six hours (Pacific time, Google's day) a sweep queues one alert-check
// job per user with a rule that is on. Each check reads the last day Google calls final, and an
// alert is raised once per rule and day, so the sweeps in between find nothing new. A deployment
// without a long-running worker (Vercel) calls GET /api/cron/alerts/ from its cron instead.

export const ALERT_SWEEP_QUEUE = "alert-sweep";
/** Minute 30 of every sixth hour, Pacific: after midnight, the first sweep sees a new final day. */
export const ALERT_SWEEP_CRON = "30 */6 * * *";

/** Queues an alert check for every user with a rule that is on; how many were queued. */
export async function sweepAlerts(queue: JobQueue): Promise<number> {
  const users = await queue.db
    .selectDistinct({ userId: alertRules.user_id })
    .from(alertRules)
    .where(eq(alertRules.muted, false));
  for (const { userId } of users) await queue.enqueue("alert-check", userId);
  return users.length;
}

/** Creates the sweep's queue and schedule, and works it in this process. */
export async function startAlertSchedule(
  queue: JobQueue,
  { pollingIntervalSeconds = 30 }: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  const { boss } = queue;
  if (!(await boss.getQueue(ALERT_SWEEP_QUEUE)))
    await boss.createQueue(ALERT_SWEEP_QUEUE, { policy: "singleton", retryLimit: 2 });
  await boss.schedule(ALERT_SWEEP_QUEUE, ALERT_SWEEP_CRON, null, {
    tz: GOOGLE_TIME_ZONE,
    missed: "once",
  });
  await boss.work(ALERT_SWEEP_QUEUE, { pollingIntervalSeconds }, async () => {
    try {
      return { queued: await sweepAlerts(queue) };
    } catch (error) {
      logFailure("[alerts] the scheduled sweep failed", error, "warn");
      throw error;
    }
  });
}
