import { TOKEN_REFRESH_BACKOFF, withBackoff } from "@/lib/errors/backoff";
import { errorText } from "@/lib/errors/error-text";

// Tokens are refreshed once they have less than this left, so a call never starts with a dying one.
export const PROACTIVE_REFRESH_WINDOW_MS = 10 * 60_000;

export type RefreshErrorCode = "refresh_token_invalid" | "network_error" | "refresh_failed";

export interface RefreshError {
  code: RefreshErrorCode;
  message: string;
  retryable: boolean;
}

export type RefreshResult = { ok: true } | { ok: false; error: RefreshError };

export const REFRESH_ERRORS = {
  refresh_token_invalid: {
    code: "refresh_token_invalid",
    message: "Your Google connection has expired. Please reconnect.",
    retryable: false,
  },
  network_error: {
    code: "network_error",
    message: "Network error during token refresh. Please check your connection.",
    retryable: true,
  },
  refresh_failed: {
    code: "refresh_failed",
    message: "Failed to refresh Google access. Please try again.",
    retryable: true,
  },
} as const satisfies Record<RefreshErrorCode, RefreshError>;

export const REFRESH_RETRY_ATTEMPTS = TOKEN_REFRESH_BACKOFF.attempts;
export const REFRESH_RETRY_BASE_DELAY_MS = TOKEN_REFRESH_BACKOFF.baseDelayMs;

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_SOCKET",
]);
// What fetch throws when no response arrives: Node "fetch failed", Chrome "Failed to fetch",
// Firefox "NetworkError when attempting…", Safari "Load failed".
const FETCH_TYPE_ERROR = /fetch|network|load failed/i;

function codeOf(value: unknown): unknown {
  return typeof value === "object" && value !== null
    ? (value as { code?: unknown }).code
    : undefined;
}

function isNetworkFailure(failure: unknown): boolean {
  if (failure instanceof TypeError && FETCH_TYPE_ERROR.test(failure.message)) return true;
  if (failure instanceof Error && failure.name === "TimeoutError") return true;
  const cause = failure instanceof Error ? failure.cause : undefined;
  return [codeOf(failure), codeOf(cause)].some(
    (code) => typeof code === "string" && NETWORK_CODES.has(code),
  );
}

/** Maps what a token refresh answered or threw (spec §8 "Token refresh") to its user-facing error. */
export function classifyRefreshFailure(failure: unknown): RefreshError {
  const needsReauth = (failure as { needsReauth?: unknown } | null)?.needsReauth === true;
  if (needsReauth || errorText(failure).includes("invalid_grant"))
    return REFRESH_ERRORS.refresh_token_invalid;
  if (isNetworkFailure(failure)) return REFRESH_ERRORS.network_error;
  return REFRESH_ERRORS.refresh_failed;
}

/**
 * Calls `fn` up to `attempts` times, waiting 200, 400, 800… ms between tries; a failure that is not
 * retryable (a rejected refresh token) is thrown at once.
 */
export function retryWithBackoff<T>(
  fn: (attempt: number) => Promise<T>,
  {
    attempts = REFRESH_RETRY_ATTEMPTS,
    baseDelayMs = REFRESH_RETRY_BASE_DELAY_MS,
    isRetryable = (error: unknown) => classifyRefreshFailure(error).retryable,
  }: { attempts?: number; baseDelayMs?: number; isRetryable?: (error: unknown) => boolean } = {},
): Promise<T> {
  return withBackoff(fn, { attempts, baseDelayMs, isRetryable });
}
