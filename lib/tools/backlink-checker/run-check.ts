import "server-only";
import PQueue from "p-queue";
import { ApiError } from "@/lib/api/errors";
import { safeFetch, SafeFetchError } from "@/lib/security/safe-fetch";
import { runToolTask } from "@/lib/tools/worker/pool";
import { failedPage } from "./analyze";
import { robotsAllowsGooglebot } from "./indexability";
import type { Target } from "./target";
import type { PageResult } from "./types";

const CONCURRENCY = 4;
const ROBOTS_MAX_BYTES = 500 * 1024; // Google ignores robots.txt content past 500 KiB

type RobotsCheck = (pageUrl: string) => boolean | null;

async function loadRobots(origin: string): Promise<RobotsCheck> {
  const robotsUrl = `${origin}/robots.txt`;
  try {
    const robots = await safeFetch(robotsUrl, {
      truncate: true,
      maxBytes: ROBOTS_MAX_BYTES,
      accept: "text/plain",
    });
    if (robots.status >= 200 && robots.status < 300) {
      return (pageUrl) => robotsAllowsGooglebot(robotsUrl, robots.body, pageUrl);
    }
    // A 4xx robots.txt means no restrictions; a 5xx or a failure leaves the answer unknown.
    return robots.status >= 400 && robots.status < 500 ? () => true : () => null;
  } catch {
    return () => null;
  }
}

async function checkPage(
  page: string,
  target: Target,
  robotsFor: (origin: string) => Promise<RobotsCheck>,
  signal: AbortSignal,
) {
  try {
    const fetched = await safeFetch(page, { truncate: true });
    const base = { finalUrl: fetched.url, httpStatus: fetched.status };
    if (fetched.status >= 400)
      return failedPage(page, `The page answered HTTP ${fetched.status}.`, base);
    if (fetched.contentType && !/html/i.test(fetched.contentType)) {
      return failedPage(page, `The page is not HTML (${fetched.contentType.split(";")[0]}).`, base);
    }
    const robots = await robotsFor(new URL(fetched.url).origin);
    const fetchedPage = {
      page,
      finalUrl: fetched.url,
      httpStatus: fetched.status,
      headers: fetched.headers,
      html: fetched.body,
      robotsAllowed: robots(fetched.url),
    };
    return await runToolTask("backlinkPage", { page: fetchedPage, target }, signal);
  } catch (error) {
    if (error instanceof SafeFetchError) return failedPage(page, error.message);
    // The other pages' rows are already streaming: a busy server fails this row, not the check.
    if (error instanceof ApiError) return failedPage(page, error.message);
    console.error("[tool:backlink-checker]", error);
    return failedPage(page, "Something went wrong while checking this page.");
  }
}

/** Checks every page, four at a time, reporting each row as soon as it is ready. */
export async function checkBacklinks(options: {
  target: Target;
  pages: string[];
  signal: AbortSignal;
  onResult: (index: number, result: PageResult) => void;
}): Promise<void> {
  const { target, pages, signal, onResult } = options;
  const robotsByOrigin = new Map<string, Promise<RobotsCheck>>();
  const robotsFor = (origin: string) => {
    let robots = robotsByOrigin.get(origin);
    if (!robots) {
      robots = loadRobots(origin);
      robotsByOrigin.set(origin, robots);
    }
    return robots;
  };
  const queue = new PQueue({ concurrency: CONCURRENCY });
  signal.addEventListener("abort", () => queue.clear(), { once: true });
  pages.forEach((page, index) => {
    void queue.add(async () => {
      if (!signal.aborted) onResult(index, await checkPage(page, target, robotsFor, signal));
    });
  });
  await queue.onIdle();
}
