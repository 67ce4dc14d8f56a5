import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

// Enough for a person who writes again to add a detail, too few to use the form as a spam relay.
// Per server instance: a floor against floods, not an exact global count.
const limiter = new RateLimiterMemory({ keyPrefix: "contact", points: 5, duration: 60 * 60 });

/** Takes one message from the sender's allowance; returns the seconds to wait when it is used up. */
export async function takeContactAllowance(
  key: string,
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  try {
    await limiter.consume(key);
    return { ok: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { ok: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}
