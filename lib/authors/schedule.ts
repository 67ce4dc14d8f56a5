import "server-only";
import type { PgBoss } from "pg-boss";
import type { Db } from "@/lib/db/types";
import { logFailure } from "@/lib/errors/failure-summary";
import type { JobQueue } from "@/lib/jobs/queue";
import { startAuthorCrawl } from "./start";
import { crawledProjects } from "./store";

// The weekly author crawl: every Monday night (UTC) a sweep queues a crawl of each project that
// was crawled before, so new pages and changed bylines arrive without anyone asking.

export const AUTHOR_SWEEP_QUEUE = "author-crawl-sweep";
/** 03:15 UTC on Mondays. */
export const AUTHOR_SWEEP_CRON = "15 3 * * 1";

/** Queues a crawl of every project crawled before; how many were queued. */
export async function sweepAuthorCrawls(db: Db, queue: JobQueue): Promise<number> {
  const projects = await crawledProjects(db);
  for (const project of projects) await startAuthorCrawl(db, queue, project);
  return projects.length;
}

/** Creates the sweep's queue and schedule, and works it in this process. */
export async function startAuthorCrawlSchedule(
  boss: PgBoss,
  db: Db,
  jobQueue: () => Promise<JobQueue>,
  { pollingIntervalSeconds = 60 }: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  if (!(await boss.getQueue(AUTHOR_SWEEP_QUEUE)))
    await boss.createQueue(AUTHOR_SWEEP_QUEUE, { policy: "singleton", retryLimit: 2 });
  await boss.schedule(AUTHOR_SWEEP_QUEUE, AUTHOR_SWEEP_CRON, null, { tz: "UTC" });
  await boss.work(AUTHOR_SWEEP_QUEUE, { pollingIntervalSeconds }, async () => {
    try {
      return { queued: await sweepAuthorCrawls(db, await jobQueue()) };
    } catch (error) {
      logFailure("[authors] the weekly crawl sweep failed", error, "warn");
      throw error;
    }
  });
}
