import "server-only";
import { siteUrl } from "@/lib/env";
import { ApiError } from "./errors";

// Methods a browser may send cross-site without consequence: they change nothing.
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const first = (value: string | null) => value?.split(",")[0]?.trim() || undefined;

/**
 * The origins this request may come from: the public SITE_URL, the URL the server saw, and the host
 * the browser addressed (behind a proxy, X-Forwarded-Host/-Proto). A cross-site page cannot forge
 * those headers: a custom header on a cross-site fetch needs a preflight, which nothing here grants.
 */
function ownOrigins(request: Request): Set<string> {
  const url = new URL(request.url);
  const origins = new Set([new URL(siteUrl).origin, url.origin]);
  const host = first(request.headers.get("x-forwarded-host")) ?? first(request.headers.get("host"));
  const proto = first(request.headers.get("x-forwarded-proto")) ?? url.protocol.replace(/:$/, "");
  if (host) origins.add(`${proto}://${host}`.toLowerCase());
  return origins;
}

/**
 * Whether a browser sent this request from another site. Sec-Fetch-Site decides when present (only
 * same-origin and a user's own navigation pass); else an Origin header (even "null") must be ours.
 * A request with neither (curl, a server, a test client) carries no browser's ambient cookies.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return !ownOrigins(request).has(origin.toLowerCase());
}

/** Refuses, with 403 cross_site_request, a state-changing request another site's page sent. */
export function refuseCrossSite(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (isCrossSiteRequest(request)) {
    throw new ApiError(
      403,
      "cross_site_request",
      "This request came from another site and was refused. Please use Rankwell itself.",
    );
  }
}
