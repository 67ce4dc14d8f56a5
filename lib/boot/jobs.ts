import "server-only";
import { startAlertSchedule } from "@/lib/alerts/schedule";
import { startAuthorCrawlSchedule } from "@/lib/authors/schedule";
import { env } from "@/lib/env";
import { logFailure } from "@/lib/errors/failure-summary";
import { getJobQueue, setQueueWork } from "@/lib/jobs/process";
import { startWorkers } from "@/lib/jobs/worker";
import { startReportSchedule } from "@/lib/reports/jobs";
import { jobHandlers } from "./job-handlers";

// The one place that knows every kind of job: imported by start-up code (instrumentation.ts,
// scripts/worker.ts) and tests, never by a feature, so that lib/jobs stays a leaf.
setQueueWork(async (queue) => {
  await startWorkers(queue, jobHandlers);
  await startAlertSchedule(queue);
  await startReportSchedule(queue.boss, queue.db, async (userId) =>
    (await getJobQueue()).enqueue("report-send", userId),
  );
  await startAuthorCrawlSchedule(queue.boss, queue.db, getJobQueue);
});

/** Opens the queue and its workers in the background, so that the server answers meanwhile. */
export function startJobsWithServer(): void {
  if (env.JOB_WORKERS !== "in-process") return;
  getJobQueue().catch((error: unknown) =>
    logFailure("[jobs] the job workers did not start; they start on the next job", error),
  );
}
