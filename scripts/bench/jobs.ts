// Enqueue-to-start latency of a background job: the time from queue.enqueue() returning to the
// job's code running, on the embedded database (PGlite in this process) with the app's worker
// settings. Jobs are queued one at a time, each for its own user, as sign-ins queue them.
import { upsertAuthUser } from "@/lib/db/auth-users";
import { openPglite } from "@/lib/db/drivers";
import { runMigrations } from "@/lib/db/migrate";
import { createJobQueue } from "@/lib/jobs/queue";
import { forEveryKind, startWorkers, type JobHandler } from "@/lib/jobs/worker";

const JOBS = 40;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function benchJobs(): Promise<{ label: string; value: string }[]> {
  const opened = await openPglite();
  await runMigrations(opened.migrationTarget);
  const queue = await createJobQueue({ db: opened.db });
  const started = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const handler: JobHandler = async ({ userId }) => {
    started.set(userId, performance.now());
    waiting.get(userId)?.();
    return null;
  };
  try {
    await startWorkers(queue, forEveryKind(handler));
    const latencies: number[] = [];
    for (let i = 0; i < JOBS; i++) {
      const { id: userId } = await upsertAuthUser(opened.db, { email: `bench${i}@example.com` });
      const ran = new Promise<void>((resolve) => waiting.set(userId, resolve));
      await queue.enqueue("google-property-sync", userId);
      const queuedAt = performance.now();
      await ran;
      latencies.push(Math.max(0, started.get(userId)! - queuedAt));
      // Spread the jobs over the polling cycle instead of queuing each right after a run.
      await new Promise((resolve) => setTimeout(resolve, 137));
    }
    latencies.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    return [
      {
        label: `enqueue to start, ${JOBS} jobs on PGlite (target ≤ 2 s)`,
        value: `p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1)!)}`,
      },
    ];
  } finally {
    await queue.stop();
    await opened.close();
  }
}
