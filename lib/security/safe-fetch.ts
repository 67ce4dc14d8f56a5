import "server-only";
import { runMode, selfOrigin, siteUrl } from "@/lib/env";
import { embeddedSiteUrl } from "@/lib/google/base-urls";
import { openHop, readHopBody, type HopBody } from "./fetch-hop";
import { allowHostsFromEnv, checkedAddresses } from "./address-guard";
import { SafeFetchError, type SafeFetchErrorCode } from "./safe-fetch-error";
import { decodeBody } from "./decode-body";
import { normalizeUserUrl, redirectTarget } from "./user-url";
import { describeNetworkError } from "./network-errors";

export { SafeFetchError, normalizeUserUrl, type SafeFetchErrorCode };

export const USER_AGENT = `Mozilla/5.0 (compatible; RankwellBot/1.0; +${siteUrl}/about/)`;

export type SafeFetchOptions = {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** A POST is sent once and never follows a redirect: its 3xx answer is the result. */
  method?: "GET" | "HEAD" | "POST";
  /** The body of a POST (UTF-8); ignored by GET and HEAD. */
  body?: string;
  /** The content type of a POST's body. */
  contentType?: string;
  accept?: string;
  /** Cut a body over maxBytes there and report `truncated: true` instead of failing with too_large. */
  truncate?: boolean;
  /** Tests only: host[:port] entries reachable even on loopback or private addresses. */
  allowHosts?: string[];
};

export type SafeFetchResult = {
  requestedUrl: string;
  url: string;
  redirects: { url: string; status: number }[];
  status: number;
  headers: Record<string, string>;
  contentType: string | null;
  body: string;
  bytes: number;
  truncated: boolean;
  timingMs: number;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

function flatHeaders(raw: NodeJS.Dict<string | string[]>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** In embedded mode a demo site answers from this server: only such a hop may reach its loopback. */
function emulatedSite(url: URL): { url: URL; allowHosts: string[] } | null {
  const target = runMode() === "embedded" ? embeddedSiteUrl(url, selfOrigin()) : null;
  return target && { url: target, allowHosts: [target.host] };
}

/** Fetches a user-supplied URL without ever reaching a private, local or metadata address. */
export async function safeFetch(
  input: string,
  options: SafeFetchOptions = {},
): Promise<SafeFetchResult> {
  const started = performance.now();
  const {
    maxBytes = 5 * 1024 * 1024,
    timeoutMs = 10_000,
    maxRedirects = 5,
    truncate = false,
  } = options;
  const allowHosts = options.allowHosts ?? allowHostsFromEnv();
  let method = options.method ?? "GET";
  let url = normalizeUserUrl(input);
  const requestedUrl = url.href;
  const redirects: SafeFetchResult["redirects"] = [];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = {
    "user-agent": USER_AGENT,
    accept: options.accept ?? DEFAULT_ACCEPT,
    "accept-encoding": "gzip, deflate, br",
    "accept-language": "en;q=1, *;q=0.5",
  };
  let payload: Buffer | undefined;
  if (method === "POST") {
    payload = Buffer.from(options.body ?? "", "utf8");
    headers["content-length"] = String(payload.length);
    if (options.contentType) headers["content-type"] = options.contentType;
  }
  try {
    for (;;) {
      const site = emulatedSite(url);
      const hop = site?.url ?? url;
      const checked = checkedAddresses(hop, site?.allowHosts ?? allowHosts);
      const addresses = await abortable(checked, controller.signal);
      const response = await openHop({
        url: hop,
        addresses,
        method,
        headers,
        body: payload,
        signal: controller.signal,
      });
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      // Re-sending a POST to wherever a redirect points would hand its body to a host nobody chose.
      if (method !== "POST" && REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        if (redirects.length >= maxRedirects) {
          throw new SafeFetchError(
            "too_many_redirects",
            `The page redirected more than ${maxRedirects} times.`,
          );
        }
        redirects.push({ url: url.href, status });
        url = redirectTarget(location, url);
        if (status === 303 && method !== "HEAD") method = "GET";
        continue;
      }
      let body: HopBody = { bytes: Buffer.alloc(0), truncated: false };
      if (method === "HEAD") response.destroy();
      else body = await readHopBody(response, { maxBytes, truncate });
      const flat = flatHeaders(response.headers);
      const contentType = flat["content-type"] ?? null;
      return {
        requestedUrl,
        url: url.href,
        redirects,
        status,
        headers: flat,
        contentType,
        body: decodeBody(body.bytes, contentType),
        bytes: body.bytes.length,
        truncated: body.truncated,
        timingMs: Math.round(performance.now() - started),
      };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (controller.signal.aborted) {
      throw new SafeFetchError(
        "timeout",
        `${url.host} did not answer within ${Math.round(timeoutMs / 100) / 10} seconds.`,
      );
    }
    throw describeNetworkError(error, url.host);
  } finally {
    clearTimeout(timer);
  }
}
