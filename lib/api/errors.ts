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

/** A failure as the catalogue states it: the status the client's toasts read, a code, a message. */
export type DescribedError = {
  status: number;
  code: string;
  message: string;
  headers?: HeadersInit;
};

/** Google's OAuth endpoint answered 4xx: it refused what it was sent, and a retry cannot help. */
export const isOAuthClientError = (error: GoogleOAuthError) =>
  error.status !== undefined && error.status >= 400 && error.status < 500;

function describeGoogleError(error: GoogleApiError): DescribedError {
  const payload = errorPayload(error);
  const retryAfter = retryAfterSeconds(error);
  return {
    status: httpStatusFor(error),
    code: payload.code,
    message: payload.message,
    headers: retryAfter === undefined ? undefined : { "Retry-After": String(retryAfter) },
  };
}

function describeOAuthError(error: GoogleOAuthError): DescribedError {
  if (isOAuthClientError(error)) {
    return {
      status: 400,
      code: "google_oauth_refused",
      message: "Google refused this request. Please sign in again.",
    };
  }
  return {
    status: 502,
    code: "google_error",
    message: "Google could not be reached. Please try again.",
  };
}

/**
 * Any failure in the one error shape: an ApiError, a Google failure or a refused fetch of a user's
 * URL with its own status and code; anything else is logged (without its message, which may quote
 * the request) and described as a 500 without detail. Route handlers answer with it, and background
 * jobs record it for the tray.
 */
export function describeError(error: unknown, context: string): DescribedError {
  if (error instanceof ApiError)
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      headers: error.headers,
    };
  if (error instanceof GoogleApiError) return describeGoogleError(error);
  if (error instanceof GoogleOAuthError) return describeOAuthError(error);
  if (error instanceof SafeFetchError)
    return { status: SAFE_FETCH_STATUS[error.code], code: error.code, message: error.message };
  logFailure(`[api] ${context} failed`, error);
  return {
    status: 500,
    code: "internal_error",
    message: "Something went wrong on our side. Please try again.",
  };
}

const respond = (described: DescribedError): NextResponse =>
  jsonError(described.status, described.code, described.message, described.headers);

/** Any failure in the one error shape (see describeError). */
export const errorResponse = (error: unknown, context: string): NextResponse =>
  respond(describeError(error, context));
