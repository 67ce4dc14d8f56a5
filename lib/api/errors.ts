import "server-only";
import type { NextResponse } from "next/server";
import {
  errorPayload,
  GoogleApiError,
  httpStatusFor,
  retryAfterSeconds,
} from "@/lib/google/errors";
import { logFailure } from "@/lib/errors/failure-summary";
import { GoogleOAuthError } from "@/lib/google/oauth-error";
import { SafeFetchError, type SafeFetchErrorCode } from "@/lib/security/safe-fetch-error";
import { jsonError } from "./response";

/** A known failure a route answers with its own status and code: `{ error: { code, message } }`. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers?: HeadersInit,
  ) {
    super(message);
  }
}

// One message for "missing" and "someone else's": an answer must not reveal that an id exists.
export const notFound = (message: string) => new ApiError(404, "not_found", message);

export const unauthenticated = () => new ApiError(401, "unauthenticated", "Please sign in.");

export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, "rate_limited", message, { "Retry-After": String(retryAfterSeconds) });

const SAFE_FETCH_STATUS: Record<SafeFetchErrorCode, number> = {
  invalid_url: 400,
  forbidden_address: 403,
  dns_failure: 502,
  connection_failed: 502,
  too_many_redirects: 502,
  timeout: 504,
  too_large: 413,
};

/** A Google failure in the one error shape, with the status the client's toasts read. */
export function googleErrorResponse(error: GoogleApiError, message?: string): NextResponse {
  const payload = errorPayload(error);
  const retryAfter = retryAfterSeconds(error);
  return jsonError(
    httpStatusFor(error),
    payload.code,
    message ?? payload.message,
    retryAfter === undefined ? undefined : { "Retry-After": String(retryAfter) },
  );
}

/** Google's OAuth endpoint answered 4xx: it refused what it was sent, and a retry cannot help. */
export const isOAuthClientError = (error: GoogleOAuthError) =>
  error.status !== undefined && error.status >= 400 && error.status < 500;

function oauthErrorResponse(error: GoogleOAuthError): NextResponse {
  if (isOAuthClientError(error)) {
    return jsonError(
      400,
      "google_oauth_refused",
      "Google refused this request. Please sign in again.",
    );
  }
  return jsonError(502, "google_error", "Google could not be reached. Please try again.");
}

/**
 * Any failure in the one error shape: an ApiError, a Google failure or a refused fetch of a
 * user's URL with its own status and code; anything else is logged (without its message, which may
 * quote the request) and answered 500 without detail.
 */
export function errorResponse(error: unknown, context: string): NextResponse {
  if (error instanceof ApiError)
    return jsonError(error.status, error.code, error.message, error.headers);
  if (error instanceof GoogleApiError) return googleErrorResponse(error);
  if (error instanceof GoogleOAuthError) return oauthErrorResponse(error);
  if (error instanceof SafeFetchError)
    return jsonError(SAFE_FETCH_STATUS[error.code], error.code, error.message);
  logFailure(`[api] ${context} failed`, error);
  return jsonError(500, "internal_error", "Something went wrong on our side. Please try again.");
}
