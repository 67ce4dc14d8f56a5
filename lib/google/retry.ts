import { GOOGLE_API_BACKOFF, withBackoff } from "@/lib/errors/backoff";
import { GoogleApiError } from "./api-error";

export type RetryOptions = {
  /** Attempts in all, the first included (spec §9: up to 2). */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

/** Only a rate limit or a transient failure can succeed on a second try. */
const isRetryable = (error: unknown) => error instanceof GoogleApiError && error.retryable;

/**
 * Runs `fn` and, when it fails with a retryable GoogleApiError, again after 1 s doubling (capped),
 * or after the wait Google asked for when that is longer.
 */
export function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  { maxAttempts, baseDelayMs, maxDelayMs, sleep }: RetryOptions = {},
): Promise<T> {
  return withBackoff(fn, {
    attempts: maxAttempts ?? GOOGLE_API_BACKOFF.attempts,
    baseDelayMs: baseDelayMs ?? GOOGLE_API_BACKOFF.baseDelayMs,
    maxDelayMs: maxDelayMs ?? GOOGLE_API_BACKOFF.maxDelayMs,
    ...(sleep && { sleep }),
    isRetryable,
    askedDelayMs: (error) => (error as GoogleApiError).retryAfterMs,
  });
}
