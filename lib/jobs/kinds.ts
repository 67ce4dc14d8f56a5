// The background jobs a user can have, and what the browser is told of each (GET /api/jobs/).
// Shared by the server and the jobs tray; the queue itself is lib/jobs/queue.ts.

export const JOB_KINDS = [
  "google-property-sync",
  "gbp-sync",
  "alert-check",
  "url-inspection",
  "report-pdf",
  "report-send",
  "author-crawl",
  "content-index-check",
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** What the tray calls each kind of job. */
export const JOB_LABELS: Record<JobKind, string> = {
  "google-property-sync": "Google properties sync",
  "gbp-sync": "Business Profile sync",
  "alert-check": "Alert check",
  "url-inspection": "URL inspection",
  "report-pdf": "Report PDF",
  "report-send": "Scheduled reports",
  "author-crawl": "Author crawl",
  "content-index-check": "Index check of published content",
};

export const JOB_STATES = [
  "queued",
  "running",
  "retrying",
  "completed",
  "failed",
  "cancelled",
] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A job still to finish: it may be cancelled, and the tray shows its progress. */
export const isActiveJobState = (state: JobState): boolean =>
  state === "queued" || state === "running" || state === "retrying";

export type JobRunDto = {
  id: string;
  kind: JobKind;
  label: string;
  state: JobState;
  /** Units of work done, of `total` when it is known. */
  done: number;
  total: number | null;
  /** What the job is doing now, in words. */
  step: string | null;
  /** The catalogue error of the last failed attempt (spec §8). */
  error: { code: string; message: string } | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
};

export type JobListResponse = { jobs: JobRunDto[] };

/** A progress bar's share, 0–100, or null while the total is not known. */
export function jobPercent(job: Pick<JobRunDto, "done" | "total" | "state">): number | null {
  if (job.state === "completed") return 100;
  if (job.total === null || job.total === 0) return null;
  return Math.min(100, Math.round((job.done / job.total) * 100));
}
