import "server-only";
import { randomUUID } from "node:crypto";
import PQueue from "p-queue";
import { env } from "@/lib/env";
import { normalizeUserUrl, safeFetch, SafeFetchError } from "@/lib/security/safe-fetch";
import { ToolError } from "@/lib/tools/tool-route";
import { JobBook, ResultCache, type JobError, type JobView } from "./jobs";
import { runLighthouse } from "./lighthouse";
import { LighthouseRunError } from "./parse-lighthouse";
import { runPsi } from "./psi";
import type { PageSpeedResult, Strategy } from "./result";
import type { PageSpeedStart } from "./schema";

// Job state lives in this server's memory: a deployment with several instances should set
// PAGESPEED_API_KEY (every instance then asks Google) or move jobs and results to a shared store.

export type RunnerOptions = {
  execute: (url: string, strategy: Strategy) => Promise<PageSpeedResult>;
  preflight: (url: string) => Promise<void>;
  concurrency: number;
  maxQueued?: number;
  cacheMs?: number;
  now?: () => number;
};

const LIGHTHOUSE_ERRORS: Record<string, string> = {
  NO_FCP: "The page did not paint any content, so Lighthouse could not measure it.",
  FAILED_DOCUMENT_REQUEST: "Lighthouse could not load the page. Check that it is online.",
  ERRORED_DOCUMENT_REQUEST: "The page answered with an error status while Lighthouse loaded it.",
  PAGE_HUNG: "The page did not finish loading within 45 seconds.",
};

function describe(error: unknown): JobError {
  if (error instanceof ToolError || error instanceof SafeFetchError)
    return { code: error.code, message: error.message };
  if (error instanceof LighthouseRunError) {
    const message =
      LIGHTHOUSE_ERRORS[error.code] ?? `Lighthouse could not measure the page (${error.code}).`;
    return { code: "lighthouse_failed", message };
  }
  console.error("[tool:page-speed]", error);
  return {
    code: "internal_error",
    message: "The test failed on our side. Please try again in a moment.",
  };
}

export function createRunner(options: RunnerOptions) {
  const { execute, preflight, maxQueued = 10, cacheMs = 10 * 60_000, now = Date.now } = options;
  const queue = new PQueue({ concurrency: options.concurrency });
  const jobs = new JobBook(15 * 60_000);
  const cache = new ResultCache(cacheMs, 500);

  /** Answers from the cache, joins a test of the same page that is under way, or queues a new one. */
  async function start(input: PageSpeedStart): Promise<JobView> {
    jobs.sweep(now());
    const url = normalizeUserUrl(input.url).href;
    const key = `${input.strategy} ${url}`;
    const cached = cache.get(key, now());
    if (cached) return { status: "done", result: cached, cached: true };
    const active = jobs.active(key);
    if (active) return jobs.view(active);
    if (jobs.queuedCount() >= maxQueued) {
      throw new ToolError(
        503,
        "queue_full",
        "Too many tests are waiting right now. Please try again in a few minutes.",
      );
    }
    await preflight(url);
    const again = jobs.active(key);
    if (again) return jobs.view(again);
    const job = { id: randomUUID(), key, status: "queued" as const, createdAt: now() };
    jobs.add(job);
    void queue.add(async () => {
      const running = jobs.get(job.id)!;
      running.status = "running";
      try {
        running.result = await execute(url, input.strategy);
        running.status = "done";
        cache.set(key, running.result, now());
      } catch (error) {
        running.error = describe(error);
        running.status = "failed";
      } finally {
        running.finishedAt = now();
      }
    });
    return jobs.view(job);
  }

  function status(jobId: string): JobView | null {
    const job = jobs.get(jobId);
    return job ? jobs.view(job) : null;
  }

  return { start, status };
}

export type PageSpeedRunner = ReturnType<typeof createRunner>;

/** The page must answer with HTML before a browser is started for it; the SSRF rules apply here. */
export async function checkPage(url: string, allowHosts?: string[]) {
  const page = await safeFetch(url, {
    maxBytes: 256 * 1024,
    truncate: true,
    timeoutMs: 15_000,
    allowHosts,
  });
  if (page.status >= 400) {
    throw new ToolError(
      502,
      "target_http_error",
      `The page answered HTTP ${page.status}, so there is nothing to measure.`,
    );
  }
  const type = page.contentType?.split(";")[0]?.trim().toLowerCase();
  if (type && type !== "text/html" && type !== "application/xhtml+xml") {
    throw new ToolError(415, "not_html", `That address returned ${type}, not an HTML page.`);
  }
}

let shared: PageSpeedRunner | undefined;

/** Lighthouse in a local Chromium one test at a time, or PageSpeed Insights when an API key is set. */
export function pageSpeedRunner(): PageSpeedRunner {
  const key = env.PAGESPEED_API_KEY;
  shared ??= key
    ? createRunner({
        execute: (url, strategy) => runPsi(url, strategy, key),
        preflight: (url) => checkPage(url),
        concurrency: 4,
      })
    : createRunner({
        execute: (url, strategy) => runLighthouse(url, strategy),
        preflight: (url) => checkPage(url),
        concurrency: 1,
      });
  return shared;
}
