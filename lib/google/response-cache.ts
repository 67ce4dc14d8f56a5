import { shiftDay } from "@/lib/dates/compare";
import "server-only";
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { bestEffort } from "@/lib/db/best-effort";
import { getDb } from "@/lib/db/client";
import {
  deleteExpiredAnswers,
  readCachedAnswer,
  writeCachedAnswer,
} from "@/lib/db/queries/google-response-cache";
import type { Db } from "@/lib/db/types";
import { pacificDate } from "./pacific-date";

// Google answers, kept so that repeated views of the same report do not spend quota: first in this
// process's memory, then in a Postgres table that every app server shares.

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

/** Larger answers stay in this process only; a 50,000-row Search Console answer fits at 300 bytes a row. */
const MAX_SHARED_BYTES = 16 * 1024 * 1024;
const PURGE_EVERY_MS = 10 * 60 * 1000;
// The shared table belongs to auth.users: a key without a user id stays in this process.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Entry = { value: unknown; size: number };

/** The entry for `value` with its rough size in memory (the JSON text at two bytes a character). */
const entryOf = (value: unknown, json = JSON.stringify(value)): Entry => ({
  value,
  size: Math.max(1, (json?.length ?? 0) * 2),
});

export type ResponseCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  /** The database shared by every app server; without one, answers stay in this process. */
  db?: () => Promise<Db>;
  maxSharedBytes?: number;
  /** The shared table's clock; entries in memory follow the LRU's own. */
  now?: () => number;
};

export function createResponseCache({
  maxEntries = MAX_ENTRIES,
  maxBytes = MAX_BYTES,
  db,
  maxSharedBytes = MAX_SHARED_BYTES,
  now = Date.now,
}: ResponseCacheOptions = {}) {
  const cache = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.size,
  });
  const inFlight = new Map<string, Promise<unknown>>();
  const store = bestEffort("google-response-cache", { now });
  let lastPurge = 0;

  const remember = (id: string, entry: Entry, ttlMs: number) => {
    // An answer larger than the whole cache is returned but not kept.
    if (ttlMs > 0 && entry.size <= maxBytes) cache.set(id, entry, { ttl: ttlMs });
  };

  async function readShared(userId: string, id: string): Promise<Entry | undefined> {
    if (!db || !UUID.test(userId)) return undefined;
    return store.run(
      async () => {
        const stored = await readCachedAnswer(await db(), userId, id, new Date(now()));
        if (!stored) return undefined;
        const entry = entryOf(JSON.parse(stored.body), stored.body);
        remember(id, entry, stored.expiresAt.getTime() - now());
        return entry;
      },
      () => undefined,
    );
  }

  async function writeShared(userId: string, id: string, json: string, ttlMs: number) {
    if (!db || !UUID.test(userId) || ttlMs <= 0 || Buffer.byteLength(json) > maxSharedBytes) return;
    await store.run(
      async () => {
        const target = await db();
        const at = now();
        await writeCachedAnswer(target, {
          userId,
          cacheKey: id,
          body: json,
          expiresAt: new Date(at + ttlMs),
        });
        if (at - lastPurge >= PURGE_EVERY_MS) {
          lastPurge = at;
          await deleteExpiredAnswers(target, new Date(at));
        }
      },
      () => undefined,
    );
  }

  async function load<T>(key: CacheKey, id: string, ttlMs: number, call: () => Promise<T>) {
    const shared = await readShared(key.userId, id);
    if (shared) return shared.value as T;
    const value = await call();
    const json = JSON.stringify(value);
    remember(id, entryOf(value, json), ttlMs);
    if (json !== undefined) await writeShared(key.userId, id, json, ttlMs);
    return value;
  }

  return {
    /**
     * The cached answer for `key` (from this process, else from the shared table), or `load()`'s
     * once it resolves. Identical calls made meanwhile share the same promise; a failure is not
     * kept, so the next call asks Google again.
     */
    async get<T>(key: CacheKey, ttlMs: number, call: () => Promise<T>): Promise<T> {
      const id = cacheKeyOf(key);
      const hit = cache.get(id);
      if (hit) return hit.value as T;
      const running = inFlight.get(id);
      if (running) return running as Promise<T>;
      const started = load(key, id, ttlMs, call).finally(() => inFlight.delete(id));
      inFlight.set(id, started);
      return started;
    },
    clear: () => cache.clear(),
  };
}

// Callers share the cached objects: treat them as read-only.
const shared = createResponseCache({ db: getDb });

/** A Google call through this process's cache and the one all app servers share. */
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
  const lastFinalDay = shiftDay(today, -FRESH_DAYS);
  return dataState === "final" && endDate <= lastFinalDay ? FINAL_TTL_MS : FRESH_TTL_MS;
}
