import "server-only";
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { addDays, pacificDate } from "./pacific-date";

// Google answers kept in this process's memory, so repeated views of the same report do not spend
// quota. A deployment with several instances would keep them in a Postgres table instead, keyed
// the same way, so every instance shares them.

export type CacheKey = { userId: string; property: string; request: unknown };

const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;
/** Search Console's final data lags up to three days; anything newer may still change. */
const FRESH_DAYS = 3;
export const FINAL_TTL_MS = 6 * 60 * 60 * 1000;
export const FRESH_TTL_MS = 2 * 60 * 1000;

/** JSON with object keys sorted, so equal requests give equal keys. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export const cacheKeyOf = (key: CacheKey): string =>
  createHash("sha256")
    .update(stableJson([key.userId, key.property, key.request]))
    .digest("hex");

/** Rough size in bytes: the JSON text at two bytes a character. */
const sizeOf = (value: unknown): number => Math.max(1, (JSON.stringify(value)?.length ?? 0) * 2);

export function createResponseCache({ maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES } = {}) {
  const cache = new LRUCache<string, { value: unknown }>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => sizeOf(entry.value),
  });
  const inFlight = new Map<string, Promise<unknown>>();

  return {
    /**
     * The cached answer for `key`, or `load()`'s once it resolves. Identical calls made meanwhile
     * share the same promise; a failure is not kept, so the next call asks Google again.
     */
    async get<T>(key: CacheKey, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const id = cacheKeyOf(key);
      const hit = cache.get(id);
      if (hit) return hit.value as T;
      const running = inFlight.get(id);
      if (running) return running as Promise<T>;
      const started = load()
        .then((value) => {
          // An answer larger than the whole cache is returned but not kept.
          if (ttlMs > 0 && sizeOf(value) <= maxBytes) cache.set(id, { value }, { ttl: ttlMs });
          return value;
        })
        .finally(() => inFlight.delete(id));
      inFlight.set(id, started);
      return started;
    },
    clear: () => cache.clear(),
  };
}

// Callers share the cached objects: treat them as read-only.
const shared = createResponseCache();

/** A Google call through this process's shared cache. */
export function cachedGoogleCall<T>(
  key: CacheKey,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  return shared.get(key, ttlMs, load);
}

/**
 * How long a report over a date range stays good: 6 hours when it ends on final days and asks
 * for final data only; 2 minutes when it reaches the last few days or asks for fresh data.
 */
export function ttlForRange({
  endDate,
  dataState = "final",
  today = pacificDate(),
}: {
  endDate: string;
  dataState?: string;
  today?: string;
}): number {
  // Relative GA4 dates ("yesterday", "7daysAgo") move with the clock: never kept long.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return FRESH_TTL_MS;
  const lastFinalDay = addDays(today, -FRESH_DAYS);
  return dataState === "final" && endDate <= lastFinalDay ? FINAL_TTL_MS : FRESH_TTL_MS;
}
