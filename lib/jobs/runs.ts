import "server-only";
import { and, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { jobRuns } from "@/lib/db/schema";
import type { Db, UserTx } from "@/lib/db/types";
import { JOB_LABELS, type JobKind, type JobRunDto, type JobState } from "./kinds";

// The user-visible record of each job (table job_runs). The worker writes it through the server's
// own connection; users read their own rows under row level security.

export type JobRunRow = typeof jobRuns.$inferSelect;

const ACTIVE: JobState[] = ["queued", "running", "retrying"];

export async function insertRun(
  db: Db,
  run: { id: string; userId: string; kind: JobKind; step?: string },
): Promise<void> {
  await db
    .insert(jobRuns)
    .values({
      id: run.id,
      user_id: run.userId,
      kind: run.kind,
      step: run.step?.slice(0, 200) ?? null,
    })
    .onConflictDoNothing();
}

/** Marks attempt `attempt` as running; false when the user cancelled it first (nothing to run). */
export async function startRun(db: Db, id: string, attempt: number): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ state: "running", attempt, updated_at: sql`now()` })
    .where(and(eq(jobRuns.id, id), inArray(jobRuns.state, ACTIVE)))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

export type Progress = { done: number; total?: number | null; step?: string | null };

/** Records progress; false when the job was cancelled meanwhile (the worker then stops). */
export async function reportProgress(db: Db, id: string, progress: Progress): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({
      done: Math.max(0, Math.floor(progress.done)),
      ...(progress.total !== undefined && { total: progress.total }),
      ...(progress.step !== undefined && { step: progress.step?.slice(0, 200) ?? null }),
      updated_at: sql`now()`,
    })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.state, "running")))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** A failure as the catalogue states it (lib/api/errors.ts describeError). */
export type JobError = { status: number; code: string; message: string };

export type Outcome =
  | { state: "completed"; result: unknown }
  | { state: "retrying" | "failed"; error: JobError }
  | { state: "cancelled" };

/** Records how an attempt ended. A cancelled run stays cancelled whatever its worker says after. */
export async function finishRun(db: Db, id: string, outcome: Outcome): Promise<void> {
  const final = outcome.state !== "retrying";
  await db
    .update(jobRuns)
    .set({
      state: outcome.state,
      updated_at: sql`now()`,
      ...(final && { finished_at: sql`now()` }),
      ...(outcome.state === "completed" && {
        // Whatever its last report said, a completed job has done all it had to.
        done: sql`coalesce(${jobRuns.total}, ${jobRuns.done})`,
        result: outcome.result ?? null,
        step: null,
        error_status: null,
        error_code: null,
        error_message: null,
      }),
      ...("error" in outcome && {
        error_status: outcome.error.status,
        error_code: outcome.error.code.slice(0, 64),
        error_message: outcome.error.message.slice(0, 500),
      }),
    })
    .where(and(eq(jobRuns.id, id), inArray(jobRuns.state, ACTIVE)));
}

/** Cancels the user's job if it has not finished; what happened to it. */
export async function cancelRun(
  db: Db,
  userId: string,
  id: string,
): Promise<{ kind: JobKind; outcome: "cancelled" } | { outcome: "not_found" | "finished" }> {
  const [row] = await db
    .select({ state: jobRuns.state, kind: jobRuns.kind })
    .from(jobRuns)
    .where(and(eq(jobRuns.id, id), eq(jobRuns.user_id, userId)));
  if (!row) return { outcome: "not_found" };
  const rows = await db
    .update(jobRuns)
    .set({ state: "cancelled", updated_at: sql`now()`, finished_at: sql`now()` })
    .where(and(eq(jobRuns.id, id), inArray(jobRuns.state, ACTIVE)))
    .returning({ id: jobRuns.id });
  return rows.length > 0
    ? { kind: row.kind as JobKind, outcome: "cancelled" }
    : { outcome: "finished" };
}

/** How long a finished job stays in the tray. */
export const RECENT_MS = 10 * 60 * 1000;
const LIST_LIMIT = 20;

/** The user's unfinished jobs and those that finished in the last ten minutes, newest first. */
export async function listRecentRuns(tx: UserTx, now: Date = new Date()): Promise<JobRunDto[]> {
  const since = new Date(now.getTime() - RECENT_MS);
  const rows = await tx
    .select()
    .from(jobRuns)
    .where(or(inArray(jobRuns.state, ACTIVE), gt(jobRuns.finished_at, since)))
    .orderBy(desc(jobRuns.created_at))
    .limit(LIST_LIMIT);
  return rows.map(toDto);
}

function toDto(row: JobRunRow): JobRunDto {
  const kind = row.kind as JobKind;
  return {
    id: row.id,
    kind,
    label: JOB_LABELS[kind] ?? row.kind,
    state: row.state,
    done: row.done,
    total: row.total,
    step: row.step,
    error:
      row.error_code && row.error_message
        ? { code: row.error_code, message: row.error_message }
        : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** One job of the user's, as the server's connection reads it (a request waiting on the job). */
export async function readRun(db: Db, userId: string, id: string): Promise<JobRunRow | undefined> {
  const [row] = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.id, id), eq(jobRuns.user_id, userId)));
  return row;
}
