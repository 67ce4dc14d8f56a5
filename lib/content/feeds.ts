import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { contentCalendarFeeds, projects } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { FEED_TOKEN_PATTERN } from "./schemas";

// A project's secret calendar feed. The token is the credential (calendar apps send no cookie), so
// it is 256 random bits and only its SHA-256 is stored: a leaked database does not leak the feeds.
// A fast hash is enough for a secret that cannot be guessed; there is nothing to brute-force.

export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const feedPath = (token: string) => `/api/content/feed/${token}/`;

/**
 * A new token for the project's feed, replacing the old one (whose URL stops working at once).
 * The token is answered this once; the route has checked the project is the user's.
 */
export async function rotateCalendarFeed(
  db: Db,
  userId: string,
  projectId: string,
): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const createdAt = new Date();
  const values = { user_id: userId, token_hash: hashFeedToken(token), created_at: createdAt };
  await db
    .insert(contentCalendarFeeds)
    .values({ project_id: projectId, ...values })
    .onConflictDoUpdate({ target: contentCalendarFeeds.project_id, set: values });
  return { token, createdAt };
}

/** The project a feed token opens, or null for anything else (malformed, unknown, replaced). */
export async function projectOfFeedToken(
  db: Db,
  token: string,
): Promise<{ id: string; name: string } | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: projects.id, name: projects.name })
    .from(contentCalendarFeeds)
    .innerJoin(projects, eq(projects.id, contentCalendarFeeds.project_id))
    .where(eq(contentCalendarFeeds.token_hash, hashFeedToken(token)));
  return row ?? null;
}

/** Whether the project has a feed, and since when (never the token: it is not kept). */
export async function calendarFeedStatus(
  db: Db,
  userId: string,
  projectId: string,
): Promise<{ exists: boolean; createdAt: string | null }> {
  const [row] = await withUser(
    userId,
    (tx) =>
      tx
        .select({ createdAt: contentCalendarFeeds.created_at })
        .from(contentCalendarFeeds)
        .where(eq(contentCalendarFeeds.project_id, projectId)),
    db,
  );
  return { exists: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}
