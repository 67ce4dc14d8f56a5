import "server-only";
import { runMode, selfOrigin } from "@/lib/env";
import { embeddedSiteUrl } from "@/lib/google/base-urls";
import { safeFetch, SafeFetchError } from "@/lib/security/safe-fetch";
import { checkLastmod } from "@/lib/sitemaps/lastmod";
import { parseSitemap, type SitemapEntry } from "@/lib/sitemaps/parse-sitemap";
import { isInProperty } from "@/lib/sitemaps/property-scope";

// Every URL a property's sitemaps list: the given files, and the children of those that are
// indexes, read through the SSRF-safe fetcher. A file that cannot be read is a problem, never a throw.

export type SitemapUrl = { url: string; lastmod: string | null; sitemap: string };
export type SitemapReadProblem = { sitemap: string; message: string };
export type SitemapUrls = {
  urls: SitemapUrl[];
  problems: SitemapReadProblem[];
  /** More URLs or files were listed than were read. */
  truncated: boolean;
};

export type ReadSitemapOptions = {
  fetch?: typeof safeFetch;
  /** For `<lastmod>`: a date after it (or not a W3C date) is dropped, as Google ignores it. */
  now?: Date;
  maxUrls?: number;
  /** Embedded mode only: the origin that serves the emulator, this server's by default. */
  origin?: string;
};

/** The most sitemap files one read fetches, indexes and children together. */
export const MAX_SITEMAP_FILES = 200;
const CONCURRENCY = 4;
const MAX_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const ACCEPT =
  "application/xml,text/xml;q=0.9,application/rss+xml;q=0.8,text/plain;q=0.5,*/*;q=0.1";

/** Where a sitemap at `url` is fetched from: a demo site from this server in embedded mode. */
export function siteFileUrl(url: string, embeddedOrigin: string | null): string {
  if (!embeddedOrigin || !URL.canParse(url)) return url;
  return embeddedSiteUrl(new URL(url), embeddedOrigin)?.href ?? url;
}

// The same decision as the Google clients (lib/google/hosts.ts): the emulator only in embedded mode.
const embeddedOrigin = (origin?: string) =>
  runMode() === "embedded" ? (origin ?? selfOrigin()) : null;

type Read = { entries: SitemapEntry[]; index: boolean } | { problem: string };

async function readFile(
  url: string,
  origin: string | null,
  fetch: typeof safeFetch,
): Promise<Read> {
  const target = siteFileUrl(url, origin);
  // Only the emulator's own loopback host:port is let through, and only for a mapped URL.
  const allowHosts = target !== url && origin ? [new URL(origin).host] : undefined;
  try {
    const result = await fetch(target, {
      maxBytes: MAX_BYTES,
      timeoutMs: TIMEOUT_MS,
      accept: ACCEPT,
      ...(allowHosts ? { allowHosts } : {}),
    });
    if (result.status < 200 || result.status >= 300) {
      return {
        problem: `${new URL(url).host} answered HTTP ${result.status} instead of the sitemap.`,
      };
    }
    const parsed = parseSitemap(result.body);
    if (!parsed.ok) return { problem: parsed.problem.message };
    return { entries: parsed.sitemap.entries, index: parsed.sitemap.kind === "index" };
  } catch (error) {
    if (error instanceof SafeFetchError) return { problem: error.message };
    return { problem: `The sitemap could not be read: ${String(error)}` };
  }
}

const webUrl = (loc: string) =>
  URL.canParse(loc) && /^https?:$/.test(new URL(loc).protocol) ? new URL(loc) : null;

/** The URLs of the property listed in `sitemapPaths` and the children of indexes among them. */
export async function readSitemapUrls(
  propertyUri: string,
  sitemapPaths: string[],
  options: ReadSitemapOptions = {},
): Promise<SitemapUrls> {
  const { fetch = safeFetch, now = new Date(), maxUrls = 100_000 } = options;
  const origin = embeddedOrigin(options.origin);
  const out: SitemapUrls = { urls: [], problems: [], truncated: false };
  const seenUrls = new Set<string>();
  const queue: { url: string; top: boolean }[] = [];
  const queued = new Set<string>();
  const enqueue = (loc: string, top: boolean, from: string) => {
    const url = webUrl(loc)?.href;
    if (!url) {
      out.problems.push({ sitemap: from, message: `“${loc}” is not a web address.` });
    } else if (!queued.has(url)) {
      queued.add(url);
      queue.push({ url, top });
    }
  };
  sitemapPaths.forEach((path) => enqueue(path, true, path));

  for (let next = 0; next < queue.length;) {
    if (next >= MAX_SITEMAP_FILES || out.urls.length >= maxUrls) {
      out.truncated = true;
      break;
    }
    const batch = queue.slice(next, Math.min(next + CONCURRENCY, MAX_SITEMAP_FILES));
    next += batch.length;
    const reads = await Promise.all(batch.map((file) => readFile(file.url, origin, fetch)));
    for (const [i, read] of reads.entries()) {
      const { url: sitemap, top } = batch[i]!;
      if ("problem" in read) {
        out.problems.push({ sitemap, message: read.problem });
      } else if (read.index && !top) {
        const message = "This is another sitemap index; an index may list only sitemaps.";
        out.problems.push({ sitemap, message });
      } else if (read.index) {
        read.entries.forEach((entry) => enqueue(entry.loc, false, sitemap));
      } else {
        for (const entry of read.entries) {
          const url = webUrl(entry.loc);
          if (!url || !isInProperty(propertyUri, url) || seenUrls.has(url.href)) continue;
          if (out.urls.length >= maxUrls) {
            out.truncated = true;
            break;
          }
          seenUrls.add(url.href);
          const lastmod = entry.lastmod && checkLastmod(entry.lastmod, now.getTime()).ok;
          out.urls.push({ url: url.href, lastmod: lastmod ? entry.lastmod : null, sitemap });
        }
      }
    }
  }
  return out;
}
