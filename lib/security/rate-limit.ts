import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "@/lib/env";

// In-process buckets: each server instance counts its own requests. A shared store (Postgres or a
// Redis-compatible one) can replace RateLimiterMemory here without changing callers.
const limiters = new Map<string, RateLimiterMemory>();

function limiterFor(bucket: string): RateLimiterMemory {
  let limiter = limiters.get(bucket);
  if (!limiter) {
    limiter = new RateLimiterMemory({
      keyPrefix: bucket,
      points: env.TOOLS_RATE_LIMIT_PER_MINUTE,
      duration: 60,
    });
    limiters.set(bucket, limiter);
  }
  return limiter;
}

/** Spends one point of `key` in `bucket`; when none is left, says how long until one is. */
export async function checkRateLimit(
  bucket: string,
  key: string,
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  try {
    await limiterFor(bucket).consume(key);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
  }
}
