import type { GoogleApiError, GoogleErrorKind } from "./api-error";

export { GoogleApiError, type GoogleErrorKind } from "./api-error";
export { GoogleHttpFailure, toGoogleApiError } from "./classify-error";

export type GoogleErrorCode =
  | "google_reauth_required"
  | "google_scope_required"
  | "google_rate_limited"
  | "google_quota_exhausted"
  | "google_unavailable"
  | "google_server_error"
  | "google_access_denied"
  | "google_invalid_request"
  | "google_not_found";

const RESPONSES: Record<GoogleErrorKind, { code: GoogleErrorCode; status: number }> = {
  reauth: { code: "google_reauth_required", status: 401 },
  insufficient_scope: { code: "google_scope_required", status: 403 },
  access_denied: { code: "google_access_denied", status: 403 },
  rate_limit: { code: "google_rate_limited", status: 429 },
  quota_daily: { code: "google_quota_exhausted", status: 429 },
  transient: { code: "google_unavailable", status: 503 },
  invalid_request: { code: "google_invalid_request", status: 400 },
  not_found: { code: "google_not_found", status: 404 },
};

// A transient failure is either no answer (network, timeout: google_unavailable) or Google's own
// failure (a 5xx, or a body it does not document): the toasts blame the connection only for the first.
const SERVER_ERROR = { code: "google_server_error", status: 502 } as const;

function responseFor(error: GoogleApiError): { code: GoogleErrorCode; status: number } {
  const answered = error.status >= 500 || error.reason === "unexpected_response";
  return error.kind === "transient" && answered ? SERVER_ERROR : RESPONSES[error.kind];
}

/** The `{ error: { code, message } }` payload a route handler answers with. */
export function errorPayload(error: GoogleApiError): { code: GoogleErrorCode; message: string } {
  return { code: responseFor(error).code, message: error.message };
}

/** The HTTP status a route handler answers with, which the client's toasts read. */
export function httpStatusFor(error: GoogleApiError): number {
  return responseFor(error).status;
}

/** Retry-After (seconds) for a route's 429/503, when Google told us how long to wait. */
export function retryAfterSeconds(error: GoogleApiError): number | undefined {
  return error.retryAfterMs === undefined ? undefined : Math.ceil(error.retryAfterMs / 1000);
}
