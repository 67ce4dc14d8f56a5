import "server-only";
import { and, eq, gt, isNull, lt, lte } from "drizzle-orm";
import { sessions } from "../schema";
import type { Db } from "../types";

// last_seen_at is refreshed at most this often, so a busy session costs reads, not a write per request.
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** Starts a session of `userId` that ends at `expiresAt`; returns its id. */
export async function insertSession(
  db: Db,
  { userId, now, expiresAt }: { userId: string; now: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ user_id: userId, created_at: now, last_seen_at: now, expires_at: expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error("The session was not stored.");
  return row.id;
}

/**
 * Whether session `id` of `userId` is live at `now`: present, not revoked, and `now` before its
 * expiry (exactly: a session is over at its expires_at). One primary-key lookup.
 */
export async function isLiveSession(
  db: Db,
  { id, userId, now }: { id: string; userId: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ lastSeenAt: sessions.last_seen_at })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
      ),
    );
  if (!row) return false;
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ last_seen_at: now })
      .where(and(eq(sessions.id, id), lt(sessions.last_seen_at, now)));
  }
  return true;
}

/** Ends every live session of `userId` (all devices). */
export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}

/** Forgets sessions past their expiry; revoked ones go then too, so the table stays bounded. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expires_at, now));
}
