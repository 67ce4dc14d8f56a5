import "server-only";
import { describeError } from "@/lib/api/errors";
import type { Db } from "@/lib/db/types";
import { GoogleApiError } from "@/lib/google/errors";
import { nextPacificMidnight, pacificDate } from "@/lib/google/pacific-date";
import type { GscInspection } from "@/lib/google/schemas/search-console";
import type { Progress } from "@/lib/jobs/runs";
import {
  batchCounts,
  batchState,
  earliestResume,
  nextDueBatch,
  pendingUrls,
  setBatchState,
  settleUrl,
  type BatchRow,
} from "./batches";
import { inspectedOnDay, recordInspection } from "./store";

// The url-inspection job: works through the user's bulk inspections, oldest first, one URL at a
// time per property so Google's per-minute limit is met by waiting, not by failing. When a
// property's day is spent the batch pauses until midnight Pacific, and a job is queued for then.
// A URL is marked done in the same transaction that keeps its inspection, and a URL already
// inspected that Pacific day is counted without asking Google again, so a restart mid-run never
// inspects a URL twice in a day.

export type InspectFn = (siteUrl: string, url: string) => Promise<{ result: GscInspection }>;

export type RunBatchesDeps = {
  db: Db;
  signal: AbortSignal;
  progress: (progress: Progress) => Promise<void>;
  inspect: InspectFn;
  /** Queues this job again: at `at` (a paused batch's midnight), or at once to go on in a fresh job. */
  schedule: (at: Date | null) => Promise<void>;
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** How long one job works before it hands over to a fresh one (the queue expires a job at 15 min). */
  sliceMs?: number;
};

const CHUNK = 50;
const DEFAULT_SLICE_MS = 10 * 60_000;
/** A URL Google refuses on its own (outside the property, not a page) fails alone; the rest stop the job. */
const URL_FAULTS = new Set(["invalid_request", "not_found"]);

const realSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

type Outcome = "batch_done" | "paused" | "cancelled" | "slice_over";

export async function runInspectionBatches(
  userId: string,
  deps: RunBatchesDeps,
): Promise<{ inspected: number; reused: number; paused: number }> {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? realSleep;
  const deadline = now() + (deps.sliceMs ?? DEFAULT_SLICE_MS);
  const totals = { inspected: 0, reused: 0, paused: 0 };

  async function report(batch: BatchRow, step: string) {
    const counts = await batchCounts(deps.db, batch.id);
    await deps.progress({ done: counts?.done ?? 0, total: counts?.total ?? batch.total, step });
  }

  async function inspectOne(batch: BatchRow, item: { position: number; url: string }) {
    for (;;) {
      try {
        const { result } = await deps.inspect(batch.site_url, item.url);
        const row = await recordInspection(deps.db, {
          userId,
          siteUrl: batch.site_url,
          url: item.url,
          result,
          at: new Date(now()),
        });
        await settleUrl(deps.db, batch.id, item.position, {
          state: "done",
          inspectionId: row.id,
          reused: false,
        });
        totals.inspected += 1;
        return "ok" as const;
      } catch (error) {
        if (error instanceof GoogleApiError && error.kind === "quota_daily") return "day_spent";
        if (error instanceof GoogleApiError && error.kind === "rate_limit") {
          await sleep(Math.max(1_000, error.retryAfterMs ?? 60_000), deps.signal);
          continue;
        }
        if (error instanceof GoogleApiError && URL_FAULTS.has(error.kind)) {
          await settleUrl(deps.db, batch.id, item.position, {
            state: "failed",
            error: describeError(error, "url-inspection job").message,
          });
          return "ok" as const;
        }
        throw error;
      }
    }
  }

  async function work(batch: BatchRow): Promise<Outcome> {
    await setBatchState(deps.db, batch.id, "running");
    await report(batch, `Inspecting ${batch.label}`);
    for (;;) {
      const items = await pendingUrls(deps.db, batch.id, CHUNK);
      if (items.length === 0) return "batch_done";
      if ((await batchState(deps.db, batch.id)) === "cancelled") return "cancelled";
      const day = pacificDate(now());
      const already = await inspectedOnDay(
        deps.db,
        userId,
        batch.site_url,
        items.map((i) => i.url),
        day,
      );
      for (const item of items) {
        const kept = already.get(item.url);
        if (kept) {
          await settleUrl(deps.db, batch.id, item.position, {
            state: "done",
            inspectionId: kept,
            reused: true,
          });
          totals.reused += 1;
          continue;
        }
        if ((await inspectOne(batch, item)) === "day_spent") {
          const resumeAt = nextPacificMidnight(now());
          await setBatchState(deps.db, batch.id, "paused", { resumeAt });
          totals.paused += 1;
          return "paused";
        }
      }
      await report(batch, `Inspecting ${batch.label}`);
      if (now() >= deadline) return "slice_over";
    }
  }

  for (;;) {
    const batch = await nextDueBatch(deps.db, userId, new Date(now()));
    if (!batch) break;
    const outcome = await work(batch);
    if (outcome === "batch_done") {
      await setBatchState(deps.db, batch.id, "completed");
      await report(batch, `Inspected ${batch.label}`);
    }
    if (outcome === "slice_over") {
      await deps.schedule(null);
      return totals;
    }
  }
  const resume = await earliestResume(deps.db, userId);
  if (resume) await deps.schedule(resume);
  return totals;
}
