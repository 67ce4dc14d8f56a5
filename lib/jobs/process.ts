import "server-only";
import { startAlertSchedule } from "@/lib/alerts/schedule";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { jobHandlers } from "./handlers";
import { createJobQueue, type JobQueue } from "./queue";
import { startWorkers } from "./worker";

// This process's queue. Unless JOB_WORKERS=off (a deployment running `npm run worker` apart), the
// process that opens the queue also works it: the server at start (instrumentation.ts), a script or
// a test on first use. The process that works the queue also runs its schedules (the alert sweep).

const cache = globalThis as typeof globalThis & { rankwellJobQueue?: Promise<JobQueue> };

export function getJobQueue(options: { work?: boolean } = {}): Promise<JobQueue> {
  const work = options.work ?? env.JOB_WORKERS === "in-process";
  cache.rankwellJobQueue ??= (async () => {
    const queue = await createJobQueue({
      db: await getDb(),
      databaseUrl: env.DATABASE_URL,
      schedule: work,
    });
    if (work) {
      await startWorkers(queue, jobHandlers);
      await startAlertSchedule(queue);
    }
    return queue;
  })().catch((error: unknown) => {
    cache.rankwellJobQueue = undefined;
    throw error;
  });
  return cache.rankwellJobQueue;
}

/** Stops this process's queue and its workers (tests, and a worker process on its way out). */
export async function stopJobQueue(): Promise<void> {
  const queue = await cache.rankwellJobQueue?.catch(() => undefined);
  cache.rankwellJobQueue = undefined;
  await queue?.stop();
}
