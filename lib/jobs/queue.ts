import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { fromPglite, PgBoss, type ConstructorOptions, type QueueOptions } from "pg-boss";
import { jobRuns } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { logFailure } from "@/lib/errors/failure-summary";
import { JOB_KINDS, type JobKind } from "./kinds";
import { cancelRun, insertRun } from "./runs";

// The durable queue: pg-boss, in Postgres (architecture §10). With DATABASE_URL it keeps its own
// small pool to that server; in embedded mode it runs on the app's PGlite through pg-boss's adapter
// (PGlite serialises every statement on its one connection, so jobs and requests take turns).

/** Retries with doubling delays (2 s, 4 s, 8 s … at most a minute); a dead worker's job is taken
 * over once its heartbeat is 30 s old; a user has at most one job of a kind waiting (`stately`), and
 * a new job wakes the workers at once (NOTIFY). */
export const DEFAULT_QUEUE_OPTIONS: QueueOptions = {
  retryLimit: 3,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 60,
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 30,
};

export type JobPayload = { userId: string };

export type JobQueue = {
  boss: PgBoss;
  db: Db;
  /** Queues a job of `kind` for the user; when one is already waiting, that one's id. */
  enqueue(kind: JobKind, userId: string, options?: EnqueueOptions): Promise<string>;
  /** Cancels the user's job (the queue's copy too); what happened to it. */
  cancel(userId: string, id: string): Promise<"cancelled" | "not_found" | "finished">;
  stop(): Promise<void>;
};

export type EnqueueOptions = {
  /** Not before this time (a paused bulk inspection going on at midnight Pacific). */
  startAfter?: Date;
  /** Which waiting job this one is the same as; the user's id by default. */
  singletonKey?: string;
  /** What the tray says while it waits. */
  step?: string;
};

export type JobQueueConfig = {
  db: Db;
  /** The Postgres server pg-boss connects to; without it, the app's own PGlite client. */
  databaseUrl?: string;
  queueOptions?: QueueOptions;
  /** pg-boss settings beside the connection (tests: how often it looks for dead workers). */
  bossOptions?: Pick<ConstructorOptions, "superviseIntervalSeconds" | "monitorIntervalSeconds">;
  /** Whether this process runs the cron schedules (the one that works the queue). */
  schedule?: boolean;
};

type PgliteClient = Parameters<typeof fromPglite>[0];

export async function createJobQueue(config: JobQueueConfig): Promise<JobQueue> {
  const { db } = config;
  const boss = config.databaseUrl
    ? new PgBoss({
        connectionString: config.databaseUrl,
        max: 4,
        schedule: config.schedule ?? false,
        useListenNotify: true,
        ...config.bossOptions,
      })
    : new PgBoss({
        db: fromPglite((db as unknown as { $client: PgliteClient }).$client),
        backend: "pglite",
        schedule: config.schedule ?? false,
        useListenNotify: true,
        ...config.bossOptions,
      });
  boss.on("error", (error) => logFailure("[jobs] the queue reported an error", error, "warn"));
  await boss.start();
  const options = { ...DEFAULT_QUEUE_OPTIONS, ...config.queueOptions };
  // pg-boss takes a longest delay only with doubling delays.
  if (!options.retryBackoff) delete options.retryDelayMax;
  for (const kind of JOB_KINDS) {
    // NOTIFY wakes the workers when a job arrives; polling stays as the fallback.
    if (await boss.getQueue(kind)) await boss.updateQueue(kind, { ...options, notify: true });
    else await boss.createQueue(kind, { ...options, policy: "stately", notify: true });
  }
  return {
    boss,
    db,
    async enqueue(kind, userId, { startAfter, singletonKey = userId, step } = {}) {
      // The user's record goes first, so a worker that takes the job at once finds it.
      const id = randomUUID();
      await insertRun(db, { id, userId, kind, step });
      const sent = await boss.send(kind, { userId } satisfies JobPayload, {
        id,
        singletonKey,
        ...(startAfter && { startAfter }),
      });
      if (sent) return sent;
      // The user already has one waiting: that one will do the work.
      await db.delete(jobRuns).where(eq(jobRuns.id, id));
      const [waiting] = await db
        .select({ id: jobRuns.id })
        .from(jobRuns)
        .where(
          and(
            eq(jobRuns.user_id, userId),
            eq(jobRuns.kind, kind),
            inArray(jobRuns.state, ["queued", "retrying"]),
          ),
        );
      if (!waiting) throw new Error(`The ${kind} job was refused and none is waiting.`);
      return waiting.id;
    },
    async cancel(userId, id) {
      const cancelled = await cancelRun(db, userId, id);
      if (cancelled.outcome !== "cancelled") return cancelled.outcome;
      await boss.cancel(cancelled.kind, id).catch((error: unknown) => {
        // The user's record says cancelled, which the worker reads at its next step.
        logFailure("[jobs] the queue could not cancel a job", error, "warn");
      });
      return "cancelled";
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
