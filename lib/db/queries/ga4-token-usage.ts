import "server-only";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { ga4TokenUsage, type Ga4TokenWindowKind } from "../schema";
import type { Db } from "../types";

export type TokenWindow = { kind: Ga4TokenWindowKind; start: Date; end: Date };
export type TokenCount = { consumed: number; remaining: number | null };

/**
 * Adds a report's tokens to each window and keeps the least `remaining` Google has said: two
 * servers' answers may arrive out of order, and the bucket only empties within a window.
 */
export async function recordTokens(
  db: Db,
  property: string,
  counts: readonly (TokenWindow & TokenCount)[],
): Promise<void> {
  for (const c of counts) {
    await db
      .insert(ga4TokenUsage)
      .values({
        property,
        window_kind: c.kind,
        window_start: c.start,
        window_end: c.end,
        consumed: c.consumed,
        remaining: c.remaining,
      })
      .onConflictDoUpdate({
        target: [ga4TokenUsage.property, ga4TokenUsage.window_kind, ga4TokenUsage.window_start],
        set: {
          consumed: sql`${ga4TokenUsage.consumed} + excluded.consumed`,
          remaining: sql`case
            when excluded.remaining is null then ${ga4TokenUsage.remaining}
            when ${ga4TokenUsage.remaining} is null then excluded.remaining
            else least(${ga4TokenUsage.remaining}, excluded.remaining) end`,
          updated_at: sql`now()`,
        },
      });
  }
}

/** Each window's count so far (nothing spent and nothing said for a window not yet started). */
export async function tokenUsage(
  db: Db,
  property: string,
  windows: readonly TokenWindow[],
): Promise<TokenCount[]> {
  const rows = await db
    .select()
    .from(ga4TokenUsage)
    .where(
      and(
        eq(ga4TokenUsage.property, property),
        inArray(
          ga4TokenUsage.window_start,
          windows.map((w) => w.start),
        ),
      ),
    );
  return windows.map((w) => {
    const row = rows.find(
      (r) => r.window_kind === w.kind && r.window_start.getTime() === w.start.getTime(),
    );
    return { consumed: row?.consumed ?? 0, remaining: row?.remaining ?? null };
  });
}

export async function deleteEndedTokenWindows(db: Db, now: Date): Promise<void> {
  await db.delete(ga4TokenUsage).where(lte(ga4TokenUsage.window_end, now));
}
