import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { ApiError } from "@/lib/api/errors";
import type { JobKind } from "./kinds";
import { getJobQueue } from "./process";
import { readRun } from "./runs";

export type WaitOptions = { timeoutMs?: number; pollMs?: number; signal?: AbortSignal };

/**
 * Queues the user's job and waits for its first answer, for a request that promises a result (the
 * sync functions of spec §7): the result once it completes, or the catalogue error of its first
 * failed attempt (its retries go on in the background, and the jobs tray shows them). Past the
 * timeout the job keeps running and the request gets a 503 that says so.
 */
export async function runJobAndWait(
  kind: JobKind,
  userId: string,
  { timeoutMs = 55_000, pollMs = 150, signal }: WaitOptions = {},
): Promise<unknown> {
  const queue = await getJobQueue();
  const id = await queue.enqueue(kind, userId);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const run = await readRun(queue.db, userId, id);
    if (!run) throw new ApiError(410, "job_gone", "The job is no longer there. Please try again.");
    if (run.state === "completed") return run.result;
    if (run.state === "cancelled")
      throw new ApiError(409, "job_cancelled", "The job was cancelled.");
    if ((run.state === "failed" || run.state === "retrying") && run.error_code) {
      throw new ApiError(run.error_status ?? 500, run.error_code, run.error_message ?? "");
    }
    await sleep(pollMs, undefined, { signal });
  }
  throw new ApiError(
    503,
    "job_still_running",
    "This is taking longer than usual. It goes on in the background: the jobs tray shows its progress.",
    { "Retry-After": "10" },
  );
}
