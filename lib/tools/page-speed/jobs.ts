import type { PageSpeedResult } from "./result";

// Job bookkeeping for the page-speed queue, kept free of I/O so that it is tested directly.

export type JobError = { code: string; message: string };

export type Job = {
  id: string;
  key: string;
  status: "queued" | "running" | "done" | "failed";
  createdAt: number;
  finishedAt?: number;
  result?: PageSpeedResult;
  error?: JobError;
};

export type JobView =
  | { status: "queued"; jobId: string; position: number }
  | { status: "running"; jobId: string }
  | { status: "done"; jobId?: string; result: PageSpeedResult; cached?: boolean }
  | { status: "failed"; jobId: string; error: JobError };

export class JobBook {
  private readonly jobs = new Map<string, Job>();

  constructor(private readonly keepMs: number) {}

  add(job: Job) {
    this.jobs.set(job.id, job);
  }

  get(id: string): Job | undefined {
    return this.jobs.get(id);
  }

  /** The queued or running job for the same page and strategy, so that it is not tested twice. */
  active(key: string): Job | undefined {
    for (const job of this.jobs.values()) {
      if (job.key === key && (job.status === "queued" || job.status === "running")) return job;
    }
    return undefined;
  }

  queuedCount(): number {
    let count = 0;
    for (const job of this.jobs.values()) if (job.status === "queued") count++;
    return count;
  }

  /** 1 for the next job to start; jobs run in the order they were added. */
  position(job: Job): number {
    let ahead = 0;
    for (const other of this.jobs.values()) {
      if (other === job) break;
      if (other.status === "queued") ahead++;
    }
    return ahead + 1;
  }

  view(job: Job): JobView {
    if (job.status === "queued")
      return { status: "queued", jobId: job.id, position: this.position(job) };
    if (job.status === "running") return { status: "running", jobId: job.id };
    if (job.status === "done" && job.result)
      return { status: "done", jobId: job.id, result: job.result };
    return {
      status: "failed",
      jobId: job.id,
      error: job.error ?? { code: "internal_error", message: "The test failed." },
    };
  }

  /** Forgets finished jobs once their results have been kept long enough to be read. */
  sweep(now: number) {
    for (const [id, job] of this.jobs) {
      if (job.finishedAt !== undefined && now - job.finishedAt > this.keepMs) this.jobs.delete(id);
    }
  }
}

/** Results by page and strategy for a fixed time; the oldest entry goes first when it is full. */
export class ResultCache {
  private readonly entries = new Map<string, { result: PageSpeedResult; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now: number): PageSpeedResult | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.result;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, result: PageSpeedResult, now: number) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { result, expiresAt: now + this.ttlMs });
  }
}
