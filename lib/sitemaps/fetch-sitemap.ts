import "server-only";
import PQueue from "p-queue";
import { safeFetch, SafeFetchError, type SafeFetchResult } from "@/lib/security/safe-fetch";
import { analyzeEntries } from "./analyze-entries";
import { parseSitemap, type SitemapEntry } from "./parse-sitemap";
import {
  MAX_CHILDREN,
  type SitemapCheck,
  type SitemapFileCheck,
  type SitemapProblem,
} from "./types";

const MAX_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 8_000;
const CHILD_CONCURRENCY = 3;
const GOOGLE_MAX_URLS = 50_000;
const GOOGLE_MAX_BYTES = 50 * 1024 * 1024;
const ACCEPT =
  "application/xml,text/xml;q=0.9,application/rss+xml;q=0.8,application/atom+xml;q=0.8,text/plain;q=0.5,*/*;q=0.1";

export type SitemapFetchOptions = { propertyUri: string; now?: Date; fetch?: typeof safeFetch };

type FileRead = { file: SitemapFileCheck; entries: SitemapEntry[] };

const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : url);

function fetchProblem(error: SafeFetchError, url: string): SitemapProblem {
  const host = hostOf(url);
  switch (error.code) {
    case "dns_failure":
      return {
        code: "unreachable",
        message: `Could not reach ${host}: the domain name does not resolve to any server.`,
      };
    case "timeout":
      return {
        code: "timeout",
        message: `Could not reach ${host}: it did not answer within ${TIMEOUT_MS / 1000} seconds.`,
      };
    case "too_large":
      return {
        code: "too_large",
        message: `The sitemap is larger than ${MAX_BYTES / 1024 / 1024} MiB, the most Rankwell reads (Google accepts up to 50 MB uncompressed).`,
      };
    case "invalid_url":
    case "forbidden_address":
      return { code: "refused", message: error.message };
    default:
      return { code: "unreachable", message: `Could not reach ${host}. ${error.message}` };
  }
}

// The fetcher decodes Content-Encoding: gzip; a .gz file sent as plain bytes arrives as text it
// cannot be read back from, so it is named rather than misread as broken XML.
function rawGzip(result: SafeFetchResult): boolean {
  const sentEncoded = /gzip/i.test(result.headers["content-encoding"] ?? "");
  return !sentEncoded && /^\u001f[\u008b\ufffd]/.test(result.body);
}

function limitsBroken(count: number, bytes: number): string[] {
  const broken: string[] = [];
  if (count > GOOGLE_MAX_URLS)
    broken.push(`It lists ${count.toLocaleString("en")} URLs; Google reads at most 50,000 a file.`);
  if (bytes > GOOGLE_MAX_BYTES)
    broken.push("It is larger than 50 MB uncompressed, the most Google reads.");
  return broken;
}

async function readFile(
  url: string,
  { propertyUri, now, fetch }: Required<SitemapFetchOptions>,
): Promise<FileRead> {
  const file = emptyFile(url);
  const result = await fetch(url, { maxBytes: MAX_BYTES, timeoutMs: TIMEOUT_MS, accept: ACCEPT });
  file.status = result.status;
  file.bytes = result.bytes;
  file.finalUrl = result.url === result.requestedUrl ? null : result.url;
  file.compressed ||= /gzip/i.test(result.headers["content-encoding"] ?? "");
  if (result.status < 200 || result.status >= 300) {
    file.problem = {
      code: "http_status",
      message: `${hostOf(result.url)} answered HTTP ${result.status} instead of the sitemap.`,
    };
    return { file, entries: [] };
  }
  if (rawGzip(result)) {
    file.compressed = true;
    file.problem = {
      code: "compressed",
      message:
        "This gzip file was sent without “Content-Encoding: gzip”, and Rankwell unpacks only gzip sent that way. Google reads it either way.",
    };
    return { file, entries: [] };
  }
  const parsed = parseSitemap(result.body);
  if (!parsed.ok) {
    file.problem = parsed.problem;
    return { file, entries: [] };
  }
  const { kind, entries } = parsed.sitemap;
  file.kind = kind;
  file.stats = analyzeEntries(entries, { propertyUri, now: now.getTime() });
  file.overLimits = limitsBroken(entries.length, result.bytes);
  return { file, entries };
}

/** A child of an index: a fetch failure or a nested index is the child's problem, not the index's. */
async function readChild(url: string, options: Required<SitemapFetchOptions>): Promise<FileRead> {
  try {
    const read = await readFile(url, options);
    if (read.file.kind !== "index") return read;
    const problem: SitemapProblem = {
      code: "nested_index",
      message: "This is another sitemap index; an index may list only sitemaps, not other indexes.",
    };
    return { file: { ...read.file, stats: null, problem }, entries: [] };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    return { file: { ...emptyFile(url), problem: fetchProblem(error, url) }, entries: [] };
  }
}

/**
 * Reads a sitemap through the SSRF-safe fetcher and analyses it; an index also has its first
 * MAX_CHILDREN sitemaps read. A refused address (private network, bad URL) throws SafeFetchError.
 */
export async function checkSitemap(
  url: string,
  options: SitemapFetchOptions,
): Promise<SitemapCheck> {
  const settings = { now: new Date(), fetch: safeFetch, ...options };
  const checkedAt = settings.now.toISOString();
  let top: FileRead;
  try {
    top = await readFile(url, settings);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.code === "invalid_url" || error.code === "forbidden_address") throw error;
    return {
      ...emptyFile(url),
      problem: fetchProblem(error, url),
      checkedAt,
      children: null,
      totals: null,
    };
  }
  if (top.file.kind !== "index") return { ...top.file, checkedAt, children: null, totals: null };

  const targets = [...new Set(top.entries.map((e) => e.loc))].filter(
    (loc) => URL.canParse(loc) && /^https?:$/.test(new URL(loc).protocol),
  );
  const queue = new PQueue({ concurrency: CHILD_CONCURRENCY });
  const reads = await Promise.all(
    targets
      .slice(0, MAX_CHILDREN)
      .map((child) => queue.add(() => readChild(child, settings), { throwOnTimeout: true })),
  );
  const pooled = reads.flatMap((read) => read.entries);
  return {
    ...top.file,
    checkedAt,
    children: { listed: top.entries.length, checked: reads.map((read) => read.file) },
    totals: analyzeEntries(pooled, {
      propertyUri: settings.propertyUri,
      now: settings.now.getTime(),
    }),
  };
}

function emptyFile(url: string): SitemapFileCheck {
  return {
    url,
    finalUrl: null,
    status: null,
    bytes: null,
    compressed: URL.canParse(url) && /\.gz$/i.test(new URL(url).pathname),
    kind: null,
    stats: null,
    overLimits: [],
    problem: null,
  };
}
