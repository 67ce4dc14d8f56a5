import "server-only";
import type { JobResult, JobWithMetadata } from "pg-boss";
import { z } from "zod";
import { describeError } from "@/lib/api/errors";
import type { Db } from "@/lib/db/types";
import { logFailure } from "@/lib/errors/failure-summary";
import { JOB_KINDS, type JobKind } from "./kinds";
import type { JobQueue } from "./queue";
import { finishRun, reportProgress, startRun, type Progress } from "./runs";

/** What a job's code is given: whose job it is, and a way to say how far it has got. */
export type JobContext = {
  userId: string;
  db: Db;
  /** Aborted when the queue takes the job back (stopped, expired). */
  signal: AbortSignal;
  /** Records progress; throws JobCancelledError once the user has cancelled the job. */
  progress(progress: Progress): Promise<void>;
};

export type JobHandler = (ctx: JobContext) => Promise<unknown>;
export type JobHandlers = Record<JobKind, JobHandler>;

/** The same code for every kind of job: tests and the bench time the queue, not the work. */
export const forEveryKind = (handler: JobHandler): JobHandlers =>
  Object.fromEntries(JOB_KINDS.map((kind) => [kind, handler])) as JobHandlers;

export class JobCancelledError extends Error {
  override name = "JobCancelledError";
  constructor() {
    super("The job was cancelled.");
  }
}

const payloadSchema = z.object({ userId: z.guid() });

/** A failure worth trying again later: Google busy or down, or our own fault. */
export const isRetryableStatus = (status: number) =>
  status === 408 || status === 429 || status >= 500;

/** Runs one attempt of a job and says how it ended, for pg-boss (retry or not) and the user. */
export async function runJob(
  job: Pick<JobWithMetadata<unknown>, "id" | "name" | "data" | "retryCount" | "retryLimit"> & {
    signal: AbortSignal;
  },
  handler: JobHandler,
  db: Db,
): Promise<JobResult> {
  const payload = payloadSchema.safeParse(job.data);
  if (!payload.success) {
    logFailure(`[jobs] ${job.name} ${job.id} has no valid payload`, payload.error);
    return { id: job.id, status: "deadletter" };
  }
  if (!(await startRun(db, job.id, job.retryCount))) {
    return { id: job.id, status: "completed", output: { cancelled: true } };
  }
  const ctx: JobContext = {
    userId: payload.data.userId,
    db,
    signal: job.signal,
    async progress(progress) {
      if (!(await reportProgress(db, job.id, progress))) throw new JobCancelledError();
    },
  };
  try {
    const result = await handler(ctx);
    await finishRun(db, job.id, { state: "completed", result: result ?? null });
    return { id: job.id, status: "completed", output: result ?? null };
  } catch (error) {
    if (error instanceof JobCancelledError) {
      return { id: job.id, status: "completed", output: { cancelled: true } };
    }
    const described = describeError(error, `job ${job.name}`);
    const error_ = { status: described.status, code: described.code, message: described.message };
    const retry = isRetryableStatus(described.status) && job.retryCount < job.retryLimit;
    await finishRun(db, job.id, { state: retry ? "retrying" : "failed", error: error_ });
    return { id: job.id, status: retry ? "failed" : "deadletter", output: error_ };
  }
}

export type WorkerOptions = {
  /** Jobs of a kind this process runs at once. */
  concurrency?: number;
  pollingIntervalSeconds?: number;
};

/** Starts this process's workers for every kind of job. */
export async function startWorkers(
  queue: JobQueue,
  handlers: JobHandlers,
  options: WorkerOptions = {},
): Promise<void> {
  for (const kind of JOB_KINDS) {
    await queue.boss.work(
      kind,
      {
        includeMetadata: true,
        perJobResults: true,
        batchSize: 1,
        localConcurrency: options.concurrency ?? 2,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        // NOTIFY wakes a worker for a new job, not for a retry coming due: keep polling as often.
        notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
      },
      async (jobs) => Promise.all(jobs.map((job) => runJob(job, handlers[kind], queue.db))),
    );
  }
}
