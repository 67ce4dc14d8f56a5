import { isAuthError } from "@/lib/errors/is-auth-error";
import { apiLabel } from "./api-labels";
import { GoogleApiError, type GoogleErrorKind } from "./api-error";
import {
  apiErrorEnvelopeSchema,
  canonicalStatus,
  errorReasons,
  quotaLimitText,
  retryInfoDelayMs,
  type ApiErrorEnvelope,
} from "./schemas/error";

type HeaderBag = Headers | Record<string, unknown> | undefined;
type HttpResponse = { status: number; data?: unknown; headers?: HeaderBag };

/** A non-2xx answer, in the shape gaxios errors have, for clients that call fetch themselves. */
export class GoogleHttpFailure extends Error {
  override name = "GoogleHttpFailure";
  readonly response: HttpResponse;
  constructor(response: HttpResponse) {
    super(`Google answered HTTP ${response.status}`);
    this.response = response;
  }
}

const SCOPE_REASONS = new Set(["ACCESS_TOKEN_SCOPE_INSUFFICIENT", "insufficientPermissions"]);
const RATE_REASONS = new Set([
  "rateLimitExceeded",
  "userRateLimitExceeded",
  "quotaExceeded",
  "RATE_LIMIT_EXCEEDED",
  "RESOURCE_EXHAUSTED",
]);
const DAILY_LIMIT = /per ?day/i;

function header(headers: HeaderBag, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? headers[name.toLowerCase()];
  return typeof value === "string" ? value : undefined;
}

/** Retry-After as seconds or an HTTP date, in milliseconds. */
function retryAfterHeaderMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function httpKind(status: number, body: ApiErrorEnvelope | undefined, headers: HeaderBag) {
  const reasons = body ? errorReasons(body) : [];
  const canonical = body ? canonicalStatus(body) : undefined;
  const message = body?.error.message ?? "";
  if (status === 401) return "reauth";
  if (
    reasons.some((r) => SCOPE_REASONS.has(r)) ||
    /insufficient authentication scopes/i.test(message) ||
    /error="insufficient_scope"/.test(header(headers, "www-authenticate") ?? "")
  )
    return "insufficient_scope";
  if (status >= 400 && status < 500 && isAuthError(new Error(message))) return "reauth";
  const quotaFailure =
    status === 429 ||
    canonical === "RESOURCE_EXHAUSTED" ||
    reasons.some((r) => RATE_REASONS.has(r) || r === "dailyLimitExceeded");
  if (quotaFailure) {
    const daily =
      reasons.includes("dailyLimitExceeded") || (body && DAILY_LIMIT.test(quotaLimitText(body)));
    return daily ? "quota_daily" : "rate_limit";
  }
  if (status >= 500 || status === 408) return "transient";
  if (status === 403) return "access_denied";
  if (status === 404) return "not_found";
  if (status >= 400) return "invalid_request";
  return "transient";
}

function messageFor(kind: GoogleErrorKind, api: string, googleText: string, reason?: string) {
  const { label, resource } = apiLabel(api);
  switch (kind) {
    case "reauth":
      return "Your Google connection has expired. Please reconnect.";
    case "insufficient_scope":
      return `Rankwell needs more access to ${label}. Reconnect Google and allow every permission it asks for.`;
    case "rate_limit":
      return `${label} is receiving too many requests right now. Wait a few minutes and try again.`;
    case "quota_daily":
      return `Today's ${label} quota is used up. It resets at midnight Pacific time.`;
    case "transient":
      return `${label} could not be reached. Try again in a minute.`;
    case "access_denied":
      return reason === "SERVICE_DISABLED"
        ? `Access denied: the ${label} API is not enabled for this Rankwell installation.`
        : `Access denied: your Google account cannot open this ${resource} in ${label}.`;
    case "not_found":
      return `${label} could not find this ${resource}.`;
    case "invalid_request":
      return googleText
        ? `${label} could not process the request: ${googleText.trim()}`
        : `${label} could not process the request.`;
  }
}

function fromHttp(response: HttpResponse, api: string, cause: unknown): GoogleApiError {
  const parsed = apiErrorEnvelopeSchema.safeParse(response.data);
  const body = parsed.success ? parsed.data : undefined;
  const status = response.status;
  const kind = httpKind(status, body, response.headers);
  const reason = body ? errorReasons(body)[0] : undefined;
  const delays = [
    body ? retryInfoDelayMs(body) : undefined,
    retryAfterHeaderMs(header(response.headers, "retry-after")),
  ].filter((d): d is number => d !== undefined);
  return new GoogleApiError(kind, messageFor(kind, api, body?.error.message ?? "", reason), {
    status,
    api,
    ...(reason ? { reason } : {}),
    ...(delays.length > 0 ? { retryAfterMs: Math.max(...delays) } : {}),
    cause,
  });
}

function responseOf(error: unknown): HttpResponse | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return response && typeof response.status === "number" ? (response as HttpResponse) : undefined;
}

/**
 * What a failed Google call means for Rankwell. Reads gaxios errors, fetch failures, token-refresh
 * failures and Google's error bodies (modern, legacy, or both in one).
 */
export function toGoogleApiError(error: unknown, api: string): GoogleApiError {
  if (error instanceof GoogleApiError) return error;
  const response = responseOf(error);
  if (response) return fromHttp(response, api, error);
  const refresh = error as { needsReauth?: unknown; requiresReauth?: unknown } | null;
  // No answer from Google: a network failure or timeout, unless it says the grant is gone.
  const reauth =
    refresh?.needsReauth === true || refresh?.requiresReauth === true || isAuthError(error);
  const kind: GoogleErrorKind = reauth ? "reauth" : "transient";
  return new GoogleApiError(kind, messageFor(kind, api, ""), { status: 0, api, cause: error });
}
