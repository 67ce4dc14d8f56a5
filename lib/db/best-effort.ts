import "server-only";
import { logFailure } from "@/lib/errors/failure-summary";

export type BestEffort = {
  /** `work()`'s result, or `fallback()`'s when it fails or the store is resting after a failure. */
  run<T>(work: () => Promise<T>, fallback: () => T): Promise<T>;
};

/**
 * A store the caller can do without, such as a shared cache: a failure is logged once per outage and
 * answered by the fallback, and the store is not asked again for `restMs`, so an outage costs each
 * request one failed attempt at most every `restMs` instead of one per request.
 */
export function bestEffort(
  label: string,
  { restMs = 30_000, now = Date.now }: { restMs?: number; now?: () => number } = {},
): BestEffort {
  let restUntil = 0;
  let failing = false;
  return {
    async run(work, fallback) {
      if (now() < restUntil) return fallback();
      try {
        const result = await work();
        failing = false;
        return result;
      } catch (error) {
        restUntil = now() + restMs;
        if (!failing) logFailure(`[${label}] unavailable, carrying on without it`, error, "warn");
        failing = true;
        return fallback();
      }
    },
  };
}
