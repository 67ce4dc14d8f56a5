import "server-only";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { googleResponseCache } from "../schema";
import type { Db } from "../types";

export type StoredAnswer = { body: string; expiresAt: Date };

/** A user's cached Google answer under `cacheKey`, unless it has expired by `now`. */
export async function readCachedAnswer(
  db: Db,
  userId: string,
  cacheKey: string,
  now: Date,
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({ body: googleResponseCache.body, expiresAt: googleResponseCache.expires_at })
    .from(googleResponseCache)
    .where(
      and(
        eq(googleResponseCache.user_id, userId),
        eq(googleResponseCache.cache_key, cacheKey),
        gt(googleResponseCache.expires_at, now),
      ),
    );
  return row;
}

export async function writeCachedAnswer(
  db: Db,
  answer: { userId: string; cacheKey: string } & StoredAnswer,
): Promise<void> {
  await db
    .insert(googleResponseCache)
    .values({
      user_id: answer.userId,
      cache_key: answer.cacheKey,
      body: answer.body,
      expires_at: answer.expiresAt,
    })
    .onConflictDoUpdate({
      target: [googleResponseCache.user_id, googleResponseCache.cache_key],
      set: { body: sql`excluded.body`, expires_at: sql`excluded.expires_at` },
    });
}

export async function deleteExpiredAnswers(db: Db, now: Date): Promise<void> {
  await db.delete(googleResponseCache).where(lte(googleResponseCache.expires_at, now));
}
