// What the URL Inspection routes answer (shared by the server and the view; no zod, no server code).
import type { CoverageIssue } from "@/lib/coverage/issues";
import type { GscInspection } from "@/lib/google/schemas/search-console";

export type InspectionQuotaDto = {
  /** Inspections left for the property this clock minute and this Pacific day. */
  minuteRemaining: number;
  dayRemaining: number;
  perMinute: number;
  perDay: number;
  /** When the day's budget comes back: the next midnight, Pacific time (ISO). */
  dayResetsAt: string;
};

export type InspectionChange =
  "verdict" | "coverage" | "google_canonical" | "user_canonical" | "crawl";

export type InspectionHistoryEntry = {
  id: string;
  inspectedAt: string;
  verdict: string;
  coverageState: string | null;
  issue: CoverageIssue;
  googleCanonical: string | null;
  userCanonical: string | null;
  lastCrawlTime: string | null;
  /** Fields that differ from the inspection before this one (empty for the first). */
  changed: InspectionChange[];
};

/** POST /api/data/url-inspection/: the result, where it is kept, and the budget left. */
export type InspectUrlResponse = {
  url: string;
  inspectedAt: string;
  result: GscInspection;
  quota: InspectionQuotaDto;
};

/** GET /api/data/url-inspection/history/ */
export type InspectionHistoryResponse = {
  url: string;
  /** The newest kept result, to show the URL without inspecting it again. */
  latest: { inspectedAt: string; result: GscInspection } | null;
  history: InspectionHistoryEntry[];
};

export type InspectionBatchSourceDto =
  "list" | "sitemap" | "top_pages" | "issue" | "validate" | "priority";
export type InspectionBatchStateDto =
  "queued" | "running" | "paused" | "completed" | "cancelled" | "failed";

export type InspectionBatchDto = {
  id: string;
  source: InspectionBatchSourceDto;
  label: string;
  /** The Coverage issue a "Validate fix" re-inspects, and how many of its URLs have left it. */
  issue: string | null;
  passed: number | null;
  state: InspectionBatchStateDto;
  total: number;
  done: number;
  /** URLs already inspected that Pacific day: counted without asking Google again. */
  reused: number;
  failed: number;
  /** While paused: when it goes on by itself (midnight Pacific). */
  resumeAt: string | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

/** GET /api/data/url-inspection/batches/ */
export type InspectionBatchesResponse = {
  batches: InspectionBatchDto[];
  quota: InspectionQuotaDto;
};

export const isActiveBatch = (batch: Pick<InspectionBatchDto, "state">) =>
  batch.state === "queued" || batch.state === "running" || batch.state === "paused";
