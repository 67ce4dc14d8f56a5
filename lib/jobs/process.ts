import "server-only";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createJobQueue, type JobQueue } from "./queue";

// This process's queue. Unless JOB_WORKERS=off (a deployment running `npm run worker` apart), the
// process that opens the queue also works it: the server at start (instrumentation.ts), a script or
// a test on first use. What working it means (the handlers, the schedules) is set by start-up code
// (lib/boot/jobs.ts), so that this folder imports no feature.

/** Starts the workers and the schedules on a queue this process works. */
export type QueueWork = (queue: JobQueue) => Promise<void>;

// On globalThis: Next bundles start-up code and each route apart, and they share one queue.
const cache = globalThis as typeof globalThis & {
  rankwellJobQueue?: Promise<JobQueue>;
  rankwellQueueWork?: QueueWork;
};

export function setQueueWork(work: QueueWork): void {
  cache.rankwellQueueWork = work;
}

export function getJobQueue(options: { work?: boolean } = {}): Promise<JobQueue> {
  const work = options.work ?? env.JOB_WORKERS === "in-process";
  cache.rankwellJobQueue ??= (async () => {
    const start = cache.rankwellQueueWork;
    if (work && !start) throw new Error("No job handlers: start-up code imports lib/boot/jobs.");
    const queue = await createJobQueue({
      db: await getDb(),
      databaseUrl: env.DATABASE_URL,
      schedule: work,
    });
    if (work) await start!(queue);
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
