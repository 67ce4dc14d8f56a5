import "server-only";
import { and, asc, desc, eq, getTableColumns, inArray, isNull, lte, or, sql } from "drizzle-orm";
import {
  inspectionBatches,
  inspectionBatchUrls,
  type InspectionBatchSource,
  type InspectionBatchState,
} from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import type { InspectionBatchDto } from "./types";

// Bulk inspections (tables inspection_batches, inspection_batch_urls): a list of URLs of one
// property, worked through by the url-inspection job (run-batches.ts). The server writes them after
// its ownership check; a user reads their own under row level security.

export type BatchRow = typeof inspectionBatches.$inferSelect;
/** A batch as listed: for a "Validate fix", how many of its URLs have left the issue. */
export type ListedBatch = BatchRow & { passed: number | null };

const INSERT_CHUNK = 1_000;
const ACTIVE: InspectionBatchState[] = ["queued", "running", "paused"];

export function toBatchDto(row: BatchRow & { passed?: number | null }): InspectionBatchDto {
  return {
    id: row.id,
    source: row.source,
    label: row.label,
    issue: row.issue,
    passed: row.passed ?? null,
    state: row.state,
    total: row.total,
    done: row.done,
    reused: row.reused,
    failed: row.failed,
    resumeAt: row.resume_at?.toISOString() ?? null,
    error: row.error_message,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** Stores a batch and its URLs (already checked, deduplicated and inside the property). */
export async function createBatch(
  db: Db,
  input: {
    userId: string;
    projectId: string;
    siteUrl: string;
    source: InspectionBatchSource;
    label: string;
    urls: string[];
    /** The Coverage issue a "Validate fix" re-inspects. */
    issue?: string;
  },
): Promise<BatchRow> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(inspectionBatches)
      .values({
        user_id: input.userId,
        project_id: input.projectId,
        site_url: input.siteUrl,
        source: input.source,
        label: input.label.slice(0, 300),
        issue: input.issue ?? null,
        total: input.urls.length,
      })
      .returning();
    if (!batch) throw new Error("The batch was not stored.");
    for (let start = 0; start < input.urls.length; start += INSERT_CHUNK) {
      await tx
        .insert(inspectionBatchUrls)
        .values(
          input.urls
            .slice(start, start + INSERT_CHUNK)
            .map((url, i) => ({ batch_id: batch.id, position: start + i, url })),
        );
    }
    return batch;
  });
}

/** The user's newest batches of one property. */
export async function listBatches(
  db: Db,
  userId: string,
  siteUrl: string,
  limit = 10,
): Promise<ListedBatch[]> {
  const passed = sql<number | null>`case when ${inspectionBatches.issue} is null then null else (
      select count(*)::int from public.inspection_batch_urls u
      join public.url_inspections i on i.id = u.inspection_id
      where u.batch_id = ${inspectionBatches.id} and u.state = 'done'
        and i.issue <> ${inspectionBatches.issue}
    ) end`.mapWith((value: unknown) => (value === null ? null : Number(value)));
  return db
    .select({ ...getTableColumns(inspectionBatches), passed })
    .from(inspectionBatches)
    .where(and(eq(inspectionBatches.user_id, userId), eq(inspectionBatches.site_url, siteUrl)))
    .orderBy(desc(inspectionBatches.created_at))
    .limit(limit);
}

/** Cancels the user's batch while it has work left; what happened to it. */
export async function cancelBatch(
  db: Db,
  userId: string,
  batchId: string,
): Promise<"cancelled" | "not_found" | "finished"> {
  const rows = await db
    .update(inspectionBatches)
    .set({ state: "cancelled", finished_at: sql`now()`, updated_at: sql`now()`, resume_at: null })
    .where(
      and(
        eq(inspectionBatches.id, batchId),
        eq(inspectionBatches.user_id, userId),
        inArray(inspectionBatches.state, ACTIVE),
      ),
    )
    .returning({ id: inspectionBatches.id });
  if (rows.length > 0) return "cancelled";
  const [exists] = await db
    .select({ id: inspectionBatches.id })
    .from(inspectionBatches)
    .where(and(eq(inspectionBatches.id, batchId), eq(inspectionBatches.user_id, userId)));
  return exists ? "finished" : "not_found";
}

/** The user's oldest batch with work to do now: queued, running, or paused until before `now`. */
export async function nextDueBatch(db: Db, userId: string, now: Date): Promise<BatchRow | null> {
  const [row] = await db
    .select()
    .from(inspectionBatches)
    .where(
      and(
        eq(inspectionBatches.user_id, userId),
        or(
          inArray(inspectionBatches.state, ["queued", "running"]),
          and(
            eq(inspectionBatches.state, "paused"),
            or(isNull(inspectionBatches.resume_at), lte(inspectionBatches.resume_at, now)),
          ),
        ),
      ),
    )
    .orderBy(asc(inspectionBatches.created_at))
    .limit(1);
  return row ?? null;
}

/** The earliest time a paused batch of the user may go on, if any is paused. */
export async function earliestResume(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(${inspectionBatches.resume_at})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(inspectionBatches)
    .where(and(eq(inspectionBatches.user_id, userId), eq(inspectionBatches.state, "paused")));
  return row?.at ?? null;
}

export async function batchState(db: Db, batchId: string): Promise<InspectionBatchState | null> {
  const [row] = await db
    .select({ state: inspectionBatches.state })
    .from(inspectionBatches)
    .where(eq(inspectionBatches.id, batchId));
  return row?.state ?? null;
}

/** Sets the batch's state while it is still active (a cancelled batch stays cancelled). */
export async function setBatchState(
  db: Db,
  batchId: string,
  state: InspectionBatchState,
  extra: { resumeAt?: Date | null; error?: string | null } = {},
): Promise<boolean> {
  const finished = state === "completed" || state === "failed";
  const rows = await db
    .update(inspectionBatches)
    .set({
      state,
      resume_at: extra.resumeAt ?? null,
      ...(extra.error !== undefined && { error_message: extra.error?.slice(0, 500) ?? null }),
      ...(finished && { finished_at: sql`now()` }),
      updated_at: sql`now()`,
    })
    .where(and(eq(inspectionBatches.id, batchId), inArray(inspectionBatches.state, ACTIVE)))
    .returning({ id: inspectionBatches.id });
  return rows.length > 0;
}

/** The next URLs of the batch still to inspect, in the order they were given. */
export async function pendingUrls(
  db: Db,
  batchId: string,
  limit: number,
): Promise<{ position: number; url: string }[]> {
  return db
    .select({ position: inspectionBatchUrls.position, url: inspectionBatchUrls.url })
    .from(inspectionBatchUrls)
    .where(and(eq(inspectionBatchUrls.batch_id, batchId), eq(inspectionBatchUrls.state, "pending")))
    .orderBy(asc(inspectionBatchUrls.position))
    .limit(limit);
}

/**
 * Records one URL's outcome and the batch's counts in one transaction, so a restart finds the URL
 * done exactly when its inspection was kept.
 */
export async function settleUrl(
  db: Db,
  batchId: string,
  position: number,
  outcome:
    { state: "done"; inspectionId: string; reused: boolean } | { state: "failed"; error: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(inspectionBatchUrls)
      .set(
        outcome.state === "done"
          ? { state: "done", inspection_id: outcome.inspectionId }
          : { state: "failed", error_message: outcome.error.slice(0, 500) },
      )
      .where(
        and(
          eq(inspectionBatchUrls.batch_id, batchId),
          eq(inspectionBatchUrls.position, position),
          eq(inspectionBatchUrls.state, "pending"),
        ),
      )
      .returning({ position: inspectionBatchUrls.position });
    if (rows.length === 0) return;
    await tx
      .update(inspectionBatches)
      .set({
        done: sql`${inspectionBatches.done} + 1`,
        ...(outcome.state === "done" &&
          outcome.reused && { reused: sql`${inspectionBatches.reused} + 1` }),
        ...(outcome.state === "failed" && { failed: sql`${inspectionBatches.failed} + 1` }),
        updated_at: sql`now()`,
      })
      .where(eq(inspectionBatches.id, batchId));
  });
}

export async function batchCounts(
  db: Db,
  batchId: string,
): Promise<Pick<BatchRow, "done" | "total" | "reused" | "failed"> | null> {
  const [row] = await db
    .select({
      done: inspectionBatches.done,
      total: inspectionBatches.total,
      reused: inspectionBatches.reused,
      failed: inspectionBatches.failed,
    })
    .from(inspectionBatches)
    .where(eq(inspectionBatches.id, batchId));
  return row ?? null;
}
