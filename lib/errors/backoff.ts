/** How often and how long to wait between tries: `baseDelayMs`, doubling, capped at `maxDelayMs`. */
export type Backoff = { attempts: number; baseDelayMs: number; maxDelayMs?: number };

/** A Google API call (spec §9: two tries in all), 1 s then doubling, never past 30 s. */
export const GOOGLE_API_BACKOFF: Backoff = { attempts: 2, baseDelayMs: 1000, maxDelayMs: 30_000 };
/** A token refresh: three tries, 200 then 400 ms apart. */
export const TOKEN_REFRESH_BACKOFF: Backoff = { attempts: 3, baseDelayMs: 200 };

export type BackoffOptions = Backoff & {
  isRetryable: (error: unknown) => boolean;
  /** The wait a failure asked for (Google's RetryInfo, Retry-After), when longer than the backoff. */
  askedDelayMs?: (error: unknown) => number | undefined;
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` until it succeeds, fails with an error that is not retryable, or has had its attempts.
 * Hand-written: p-retry cannot honour a wait each failure asks for, and the loop is a few lines.
 */
export async function withBackoff<T>(
  fn: (attempt: number) => Promise<T>,
  {
    attempts,
    baseDelayMs,
    maxDelayMs = Infinity,
    isRetryable,
    askedDelayMs,
    sleep = defaultSleep,
  }: BackoffOptions,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt + 1 >= attempts || !isRetryable(error)) throw error;
      const wait = Math.max(baseDelayMs * 2 ** attempt, askedDelayMs?.(error) ?? 0);
      await sleep(Math.min(wait, maxDelayMs));
    }
  }
}
