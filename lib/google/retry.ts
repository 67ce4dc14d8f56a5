import { GoogleApiError } from "./api-error";

export type RetryOptions = {
  /** Attempts in all, the first included (spec §9: up to 2). */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Only a rate limit or a transient failure can succeed on a second try. */
const isRetryable = (error: unknown) => error instanceof GoogleApiError && error.retryable;

/**
 * Runs `fn` and, when it fails with a retryable GoogleApiError, again after 1 s doubling (capped),
 * or after the wait Google asked for when that is longer. Hand-written: p-retry cannot honour
 * Google's RetryInfo per failure, and the rule is a few lines.
 */
export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  {
    maxAttempts = 2,
    baseDelayMs = 1000,
    maxDelayMs = 30_000,
    sleep = defaultSleep,
  }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt + 1 >= maxAttempts || !isRetryable(error)) throw error;
      const backoff = baseDelayMs * 2 ** attempt;
      const asked = (error as GoogleApiError).retryAfterMs ?? 0;
      await sleep(Math.min(Math.max(backoff, asked), maxDelayMs));
    }
  }
}
