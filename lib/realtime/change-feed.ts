import "server-only";
import { getDb } from "@/lib/db/client";
import { logFailure } from "@/lib/errors/failure-summary";
import { supabasePublicConfig } from "@/lib/supabase/config";
import { CHANGE_CHANNEL, isChangeFor, parseDatabaseChange, type ChangeEvent } from "./changes";

/** LISTENs on a channel; resolves to the UNLISTEN. */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
) => Promise<() => Promise<void>>;

export interface ChangeFeed {
  /** Starts this process's one LISTEN, once; rejects when the database cannot listen. */
  ready(): Promise<void>;
  /**
   * Calls `onChange` for the user's own changes only; returns the unsubscribe. With `since` (ms),
   * it first replays the user's changes this process saw after that moment (within the last minute):
   * a page rendered before a background sync ended still hears of it when its stream opens later.
   */
  subscribe(userId: string, onChange: (event: ChangeEvent) => void, since?: number): () => void;
  close(): Promise<void>;
}

/** How long a change is kept for a stream that opens late, and how many at most. */
export const REPLAY_WINDOW_MS = 60_000;
const REPLAY_MAX = 1000;

type Seen = { at: number; userId: string; event: ChangeEvent };

/** One LISTEN shared by every subscriber, each change routed to its owner's subscribers only. */
export function createChangeFeed(listen: Listen, now: () => number = Date.now): ChangeFeed {
  const byUser = new Map<string, Set<(event: ChangeEvent) => void>>();
  let listening: Promise<() => Promise<void>> | null = null;
  // Oldest first; pruned on each change.
  let recent: Seen[] = [];

  function dispatch(payload: string): void {
    const change = parseDatabaseChange(payload);
    if (!change) return;
    const { userId, ...event } = change;
    if (!isChangeFor(change, userId)) return;
    const at = now();
    recent = recent.filter((seen) => at - seen.at <= REPLAY_WINDOW_MS).slice(-(REPLAY_MAX - 1));
    recent.push({ at, userId, event });
    for (const onChange of byUser.get(userId) ?? []) onChange(event);
  }

  return {
    async ready() {
      listening ??= listen(CHANGE_CHANNEL, dispatch).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      await listening;
    },
    subscribe(userId, onChange, since) {
      const subscribers = byUser.get(userId) ?? new Set();
      byUser.set(userId, subscribers.add(onChange));
      if (since !== undefined) {
        const oldest = now() - REPLAY_WINDOW_MS;
        for (const seen of recent)
          if (seen.userId === userId && seen.at > since && seen.at >= oldest) onChange(seen.event);
      }
      return () => {
        subscribers.delete(onChange);
        if (subscribers.size === 0 && byUser.get(userId) === subscribers) byUser.delete(userId);
      };
    },
    async close() {
      byUser.clear();
      recent = [];
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await unlisten?.();
    },
  };
}

type ListeningClient = {
  listen(channel: string, onPayload: (payload: string) => void): Promise<unknown>;
};

/**
 * The LISTEN of a database client: PGlite's listen() resolves to the unlisten function, postgres.js's
 * to an object with unlisten() (it keeps a connection of its own for it and re-listens after a drop).
 */
export function listenerOf(client: unknown): Listen | null {
  if (typeof (client as Partial<ListeningClient> | null)?.listen !== "function") return null;
  return async (channel, onPayload) => {
    const handle = await (client as ListeningClient).listen(channel, onPayload);
    if (typeof handle === "function") return async () => void (await handle());
    return async () => (handle as { unlisten(): Promise<void> }).unlisten();
  };
}

// On globalThis, so that a hot reload in development keeps the one listener.
const cache = globalThis as typeof globalThis & { rankwellChangeFeed?: Promise<ChangeFeed> };

/** The process's change feed on the app database (Drizzle keeps the driver's client as $client). */
export function getChangeFeed(): Promise<ChangeFeed> {
  cache.rankwellChangeFeed ??= getDb()
    .then((db) => {
      const listen = listenerOf((db as { $client?: unknown }).$client);
      if (!listen) throw new Error("The database driver offers no LISTEN.");
      return createChangeFeed(listen);
    })
    .catch((error: unknown) => {
      cache.rankwellChangeFeed = undefined;
      throw error;
    });
  return cache.rankwellChangeFeed;
}

/** At server start (instrumentation.ts): the process listens before any stream asks. */
export function listenForChanges(): void {
  if (supabasePublicConfig()) return;
  getChangeFeed()
    .then((feed) => feed.ready())
    .catch((error: unknown) =>
      logFailure("[realtime] not listening yet; the first stream tries again", error, "warn"),
    );
}
