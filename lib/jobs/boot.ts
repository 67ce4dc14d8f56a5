import "server-only";
import { env } from "@/lib/env";
import { logFailure } from "@/lib/errors/failure-summary";
import { getJobQueue } from "./process";

/** Opens the queue and its workers in the background, so that the server answers meanwhile. */
export function startJobsWithServer(): void {
  if (env.JOB_WORKERS !== "in-process") return;
  getJobQueue().catch((error: unknown) =>
    logFailure("[jobs] the job workers did not start; they start on the next job", error),
  );
}
