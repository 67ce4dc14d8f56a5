import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { env, siteUrl, type Env } from "@/lib/env";
import { THEME_SCRIPT } from "@/lib/theme";

export interface SecuritySettings {
  /** `next dev`: React's development tools evaluate code in the browser. */
  development: boolean;
  /** A production build (`next build` / `next start`). */
  production: boolean;
  /** The site is served over HTTPS (its SITE_URL), so browsers may be told to keep to it. */
  https: boolean;
  /** Supabase mode: the browser talks to the project for sign-in and realtime. */
  supabaseUrl?: string;
}

export function securitySettings(e: Env = env, site: string = siteUrl): SecuritySettings {
  return {
    development: e.NODE_ENV === "development",
    production: e.NODE_ENV === "production",
    https: new URL(site).protocol === "https:",
    supabaseUrl: e.NEXT_PUBLIC_SUPABASE_URL,
  };
}

/**
 * What answers a path: a page rendered per request (Next puts the request's nonce on its scripts),
 * a prerendered page (its HTML was written at build time, with no nonce), a route handler, or the
 * Google emulator (whose sign-in pages send their own, stricter policy).
 */
export type Answer = "page" | "prerendered" | "api" | "emulator";

const PER_REQUEST_PAGES = ["/app", "/auth-callback", "/auth/v1/callback"];

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export function answerFor(pathname: string): Answer {
  if (under(pathname, "/api")) return "api";
  if (under(pathname, "/emulator")) return "emulator";
  return PER_REQUEST_PAGES.some((p) => under(pathname, p)) ? "page" : "prerendered";
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const THEME_SCRIPT_HASH = sha256(THEME_SCRIPT);

/**
 * The Content-Security-Policy of an HTML page. Per-request pages allow only scripts that carry the
 * request's nonce, the theme script by its hash, and same-origin files (Next's chunks).
 * Prerendered pages cannot carry a nonce and Next's `experimental.sri` hashes script files but not
 * the inline `self.__next_f.push` payload, so they allow inline scripts; their HTML holds no
 * request's input, and eval, inline event handlers and other origins stay blocked.
 */
export function contentSecurityPolicy(settings: SecuritySettings, nonce?: string): string {
  const dev = settings.development ? ["'unsafe-eval'"] : [];
  const supabase = settings.supabaseUrl ? new URL(settings.supabaseUrl) : null;
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    nonce
      ? ["script-src", "'self'", `'nonce-${nonce}'`, THEME_SCRIPT_HASH, ...dev]
      : ["script-src", "'self'", "'unsafe-inline'", ...dev],
    ...(nonce ? [] : [["script-src-attr", "'none'"] as [string, string]]),
    // React renders style attributes (charts, Radix positioning) and libraries add <style> elements
    // without a nonce; a nonce here would turn 'unsafe-inline' off for them.
    ["style-src", "'self'", "'unsafe-inline'"],
    // The meta tags tool shows the share image of any page a user checks; avatars come from Google.
    ["img-src", "'self'", "data:", "https:", ...(settings.https ? [] : ["http:"])],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(supabase ? [supabase.origin, websocketOrigin(supabase)] : [])],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ...(settings.https ? [["upgrade-insecure-requests"] as [string]] : []),
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

// Supabase realtime: wss:// beside an https:// project, ws:// beside a local http:// one.
const websocketOrigin = (url: URL) => `${url.protocol === "https:" ? "wss" : "ws"}://${url.host}`;

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
  "browsing-topics",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export interface SecurityHeaders {
  /** Headers of the answer. */
  response: Record<string, string>;
  /** Headers the page renders with: Next reads the nonce from the request's policy. */
  request: Record<string, string>;
}

const SETTINGS = securitySettings();

export function securityHeaders(
  pathname: string,
  settings: SecuritySettings = SETTINGS,
): SecurityHeaders {
  const answer = answerFor(pathname);
  const response: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
  // Browsers ignore it over plain HTTP; sent only by production builds of an HTTPS site.
  if (settings.https && settings.production)
    response["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  if (answer === "emulator") return { response, request: {} };

  response["Referrer-Policy"] = "strict-origin-when-cross-origin";
  response["X-Frame-Options"] = "DENY";
  if (answer !== "page") {
    const policy = answer === "api" ? API_POLICY : contentSecurityPolicy(settings);
    return { response: { ...response, "Content-Security-Policy": policy }, request: {} };
  }
  const nonce = randomBytes(16).toString("base64");
  const policy = contentSecurityPolicy(settings, nonce);
  response["Content-Security-Policy"] = policy;
  return { response, request: { "Content-Security-Policy": policy, "X-Nonce": nonce } };
}
