import "server-only";
import { load } from "cheerio";
import PQueue from "p-queue";
import robotsParser from "robots-parser";
import { describeError } from "@/lib/api/errors";
import { pageKey, siteRuleOf } from "@/lib/all-in-one/normalize-url";
import { propertySitemapUrls } from "@/lib/coverage/property-sitemaps";
import { searchConsoleRowsInOrder } from "@/lib/data-api/search-console";
import type { Db } from "@/lib/db/types";
import { shiftDay } from "@/lib/dates/compare";
import { pacificDate } from "@/lib/google/pacific-date";
import type { Progress } from "@/lib/jobs/runs";
import { isRetryableStatus, JobCancelledError } from "@/lib/jobs/worker";
import { safeFetch, type SafeFetchResult } from "@/lib/security/safe-fetch";
import { extractAuthorship } from "./extract";
import {
  cancelCrawlsOfJob,
  claimCrawl,
  finishCrawl,
  prunePages,
  runningJobId,
  savePages,
  updateCrawl,
  type CrawlRow,
  type NewPage,
} from "./store";

// The author crawl (job kind `author-crawl`): reads every page of a project's site — the URLs its
// sitemaps list and the pages Search Console shows — and keeps who each page says wrote it. It
// asks robots.txt first (as RankwellBot), goes gently per host (a few requests at once, at most so
// many a second, slower when robots.txt sets a Crawl-delay), stores what it read in batches and
// reports its progress, and stops when the user cancels. A job works through the user's waiting
// crawls oldest first, as the url-inspection job does with its batches.

/** The most URLs one crawl reads; more are left out, and the status says how many. */
export const MAX_CRAWL_URLS = 5_000;
/** The robots.txt user-agent token. */
export const CRAWLER_TOKEN = "RankwellBot";
/** Days of Search Console pages read for the URL list (ending at the last final day). */
const GSC_DAYS = 90;
const BATCH = 50;
const PAGE_BYTES = 2 * 1024 * 1024;
const MAX_CRAWL_DELAY_S = 10;

export type CrawlRate = {
  /** Requests in flight per host. */
  concurrency: number;
  /** Requests started per host and second. */
  perSecond: number;
};

/** Four at a time and 30 a second per host: 1,000 pages of one host in about 35 s. */
export const DEFAULT_RATE: CrawlRate = { concurrency: 4, perSecond: 30 };

export type FetchPage = (url: string) => Promise<SafeFetchResult>;

export type CrawlDeps = {
  db: Db;
  signal: AbortSignal;
  progress: (progress: Progress) => Promise<void>;
  rate?: CrawlRate;
  /** The HTTP fetch (the SSRF-safe fetcher; tests watch it). */
  fetchPage?: FetchPage;
  /** The URLs to read, before keying and the cap (tests and the bench give their own). */
  urlsOf?: (crawl: CrawlRow) => Promise<string[]>;
};

export type CrawlSummary = {
  total: number;
  capped: number;
  pagesCrawled: number;
  pagesWithAuthor: number;
  blockedByRobots: number;
  failed: number;
};

const defaultFetch: FetchPage = (url) =>
  safeFetch(url, { maxBytes: PAGE_BYTES, truncate: true, timeoutMs: 15_000 });

/** The property's sitemap URLs and its Search Console pages of the last 90 final days, by clicks. */
async function siteUrls(userId: string, siteUrl: string): Promise<string[]> {
  const endDate = shiftDay(pacificDate(), -3);
  const [gsc, sitemaps] = await Promise.all([
    searchConsoleRowsInOrder(userId, siteUrl, {
      projectId: "",
      propertyId: "",
      startDate: shiftDay(endDate, -(GSC_DAYS - 1)),
      endDate,
      dimensions: ["page"],
      dataState: "final",
    }),
    // A site without readable sitemaps is still crawled from its Search Console pages.
    propertySitemapUrls(userId, siteUrl).catch(() => null),
  ]);
  return [
    ...Array.from(gsc, (row) => row.keys[0] ?? ""),
    ...(sitemaps?.read.urls.map((u) => u.url) ?? []),
  ];
}

/**
 * The URLs keyed to the property's pages, deduplicated by key, in order, at most MAX_CRAWL_URLS:
 * each page is fetched as it was first spelled (a sitemap's URL answers without a redirect) and
 * stored under its key.
 */
export function crawlList(siteUrl: string, urls: Iterable<string>) {
  const site = siteRuleOf(siteUrl);
  const pages = new Map<string, string>();
  for (const url of urls) {
    const key = pageKey(url, site);
    if (key && !pages.has(key)) pages.set(key, /^https?:\/\//i.test(url) ? url : key);
  }
  const all = [...pages].map(([key, url]) => ({ key, url }));
  return {
    pages: all.slice(0, MAX_CRAWL_URLS),
    capped: Math.max(0, all.length - MAX_CRAWL_URLS),
  };
}

type Robots = { allowed: (url: string) => boolean; delayMs: number } | { error: string };

async function readRobots(origin: string, fetchPage: FetchPage): Promise<Robots> {
  const url = `${origin}/robots.txt`;
  try {
    const answer = await fetchPage(url);
    // As Google reads it: no file (4xx) allows everything; a server error stops the crawl of the host.
    if (answer.status >= 500) return { error: "The site's robots.txt answered a server error." };
    const robots = robotsParser(url, answer.status >= 400 ? "" : answer.body);
    const delay = Math.min(robots.getCrawlDelay(CRAWLER_TOKEN) ?? 0, MAX_CRAWL_DELAY_S);
    return {
      allowed: (page) => robots.isAllowed(page, CRAWLER_TOKEN) !== false,
      delayMs: delay * 1000,
    };
  } catch {
    return { error: "The site's robots.txt could not be read." };
  }
}

/** The page's title, read from its head alone (the body is the extractor's). */
function titleOf(html: string): string | null {
  const end = html.search(/<\/head>/i);
  const head = end === -1 ? html.slice(0, 65_536) : html.slice(0, end);
  const title = load(head)("title").first().text().replace(/\s+/g, " ").trim();
  return title ? title.slice(0, 500) : null;
}

const isHtml = (type: string | null) => !type || /html/i.test(type);

/** What one URL's answer says, as stored. */
function readPage(
  key: string,
  url: string,
  answer: SafeFetchResult,
  allowed: (u: string) => boolean,
): NewPage {
  const base = { url: key, http_status: answer.status };
  // A redirect that ends on a path robots.txt disallows is not read.
  if (answer.url !== url && !allowed(answer.url)) {
    return { ...base, robots_blocked: true, error: "Redirects to a path robots.txt disallows." };
  }
  if (answer.status >= 400) return { ...base, error: `The page answered HTTP ${answer.status}.` };
  if (!isHtml(answer.contentType)) return { ...base, error: "The page is not HTML." };
  const read = extractAuthorship(answer.body, answer.url);
  return {
    ...base,
    title: titleOf(answer.body),
    authors: read.authors.slice(0, 10).map((a) => a.name.slice(0, 200)),
    author_source: read.authors[0]?.source ?? null,
    published: read.published ? new Date(read.published) : null,
    modified: read.modified ? new Date(read.modified) : null,
  };
}

/** Crawls one project's site; the summary of what it found. */
export async function crawlSite(
  crawl: CrawlRow,
  deps: CrawlDeps,
  onBatch: (counts: CrawlSummary & { done: number }) => Promise<void> = async () => {},
): Promise<CrawlSummary> {
  const fetchPage = deps.fetchPage ?? defaultFetch;
  const rate = deps.rate ?? DEFAULT_RATE;
  const owner = { userId: crawl.user_id, projectId: crawl.project_id };
  const found = await (deps.urlsOf ?? ((c) => siteUrls(c.user_id, c.site_url)))(crawl);
  const { pages, capped } = crawlList(crawl.site_url, found);
  const summary: CrawlSummary = {
    total: pages.length,
    capped,
    pagesCrawled: 0,
    pagesWithAuthor: 0,
    blockedByRobots: 0,
    failed: 0,
  };
  let done = 0;
  let pending: NewPage[] = [];
  let stopped: unknown = null;
  const queues: PQueue[] = [];
  const stop = (reason: unknown) => {
    stopped ??= reason;
    for (const queue of queues) queue.clear();
  };
  // Batches are written one after another; a failed write or a cancellation stops the crawl.
  let flushing = Promise.resolve();
  const flush = () => {
    const batch = pending;
    pending = [];
    const counts = { ...summary, done };
    flushing = flushing
      .then(async () => {
        if (stopped) return;
        if (batch.length > 0) await savePages(deps.db, owner, batch);
        await onBatch(counts);
      })
      .catch((error: unknown) => stop(error));
    return flushing;
  };
  await onBatch({ ...summary, done });

  const record = (page: NewPage) => {
    done += 1;
    if (page.robots_blocked) summary.blockedByRobots += 1;
    else if (page.error) summary.failed += 1;
    else summary.pagesCrawled += 1;
    if ((page.authors?.length ?? 0) > 0) summary.pagesWithAuthor += 1;
    pending.push(page);
    if (pending.length >= BATCH) void flush();
  };

  const byOrigin = new Map<string, { key: string; url: string }[]>();
  for (const page of pages) {
    const origin = new URL(page.url).origin;
    const list = byOrigin.get(origin) ?? [];
    list.push(page);
    byOrigin.set(origin, list);
  }

  const onAbort = () => stop(deps.signal.reason ?? new Error("The crawl was stopped."));
  deps.signal.addEventListener("abort", onAbort, { once: true });

  try {
    await Promise.all(
      [...byOrigin].map(async ([origin, list]) => {
        const robots = await readRobots(origin, fetchPage);
        if ("error" in robots) {
          for (const { key } of list) {
            record({ url: key, error: robots.error });
          }
          return;
        }
        const spacing = Math.max(1000 / rate.perSecond, robots.delayMs);
        // p-queue keeps the per-host pace: `intervalCap` requests per `interval` ms.
        const queue =
          robots.delayMs > 0
            ? new PQueue({ concurrency: 1, intervalCap: 1, interval: spacing })
            : new PQueue({
                concurrency: rate.concurrency,
                intervalCap: rate.perSecond,
                interval: 1000,
              });
        queues.push(queue);
        for (const { key, url } of list) {
          if (!robots.allowed(url)) {
            record({ url: key, robots_blocked: true });
            continue;
          }
          void queue.add(async () => {
            if (stopped) return;
            try {
              record(readPage(key, url, await fetchPage(url), robots.allowed));
            } catch (error) {
              const message = describeError(error, "author crawl page").message;
              record({ url: key, error: message.slice(0, 300) });
            }
          });
        }
        await queue.onIdle();
      }),
    );
    if (!stopped) await flush();
    if (stopped) throw stopped;
    return summary;
  } finally {
    deps.signal.removeEventListener("abort", onAbort);
    await flushing;
  }
}

/** The user's waiting author crawls, oldest first; how many were finished. */
export async function runAuthorCrawls(
  userId: string,
  deps: CrawlDeps,
): Promise<{ crawls: number; pages: number }> {
  const { db } = deps;
  const jobId = await runningJobId(db, userId);
  const totals = { crawls: 0, pages: 0 };
  for (let crawl = await claimCrawl(db, userId, jobId); crawl;) {
    const host = hostOf(crawl.site_url);
    try {
      const summary = await crawlSite(crawl, deps, async (counts) => {
        const step = `Reading the pages of ${host}: ${counts.done.toLocaleString("en")} of ${counts.total.toLocaleString("en")}${counts.capped > 0 ? ` (the first ${MAX_CRAWL_URLS.toLocaleString("en")} URLs)` : ""}`;
        const stillRunning = await updateCrawl(db, crawl!.id, {
          total: counts.total,
          done: counts.done,
          capped: counts.capped,
          pages_crawled: counts.pagesCrawled,
          pages_with_author: counts.pagesWithAuthor,
          blocked_by_robots: counts.blockedByRobots,
          failed: counts.failed,
        });
        if (!stillRunning) throw new JobCancelledError();
        await deps.progress({ done: counts.done, total: counts.total, step });
      });
      await prunePages(db, crawl.project_id, crawl.started_at ?? crawl.created_at);
      await finishCrawl(db, crawl.id, "completed");
      totals.crawls += 1;
      totals.pages += summary.total;
    } catch (error) {
      if (error instanceof JobCancelledError) {
        await finishCrawl(db, crawl.id, "cancelled");
        if (jobId) await cancelCrawlsOfJob(db, jobId);
        throw error;
      }
      const described = describeError(error, "author crawl");
      // A retry of this job takes the same crawl up again; any other failure ends it here.
      if (!isRetryableStatus(described.status)) {
        await finishCrawl(db, crawl.id, "failed", described.message);
      }
      throw error;
    }
    crawl = await claimCrawl(db, userId, jobId);
  }
  return totals;
}

function hostOf(siteUrl: string): string {
  if (siteUrl.startsWith("sc-domain:")) return siteUrl.slice("sc-domain:".length);
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}
