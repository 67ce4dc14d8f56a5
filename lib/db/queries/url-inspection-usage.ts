import "server-only";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { urlInspectionUsage, type InspectionWindowKind } from "../schema";
import type { Db } from "../types";

export type UsageWindow = { kind: InspectionWindowKind; start: Date; end: Date; limit: number };

export type Reservation = { used: number[] } | { refused: InspectionWindowKind };

class Refused extends Error {
  constructor(readonly kind: InspectionWindowKind) {
    super(`The ${kind} window is full.`);
  }
}

/**
 * Counts one inspection of `siteUrl` in every window, or in none: a window already at its limit is
 * returned as refused. Each window's count rises only through a conditional upsert, which Postgres
 * applies to the latest row under its lock, so concurrent servers cannot pass a limit together.
 */
export async function reserveInspection(
  db: Db,
  siteUrl: string,
  windows: readonly UsageWindow[],
): Promise<Reservation> {
  try {
    const used = await db.transaction(async (tx) => {
      const counts: number[] = [];
      for (const w of windows) {
        const [row] = await tx
          .insert(urlInspectionUsage)
          .values({
            site_url: siteUrl,
            window_kind: w.kind,
            window_start: w.start,
            window_end: w.end,
            used: 1,
          })
          .onConflictDoUpdate({
            target: [
              urlInspectionUsage.site_url,
              urlInspectionUsage.window_kind,
              urlInspectionUsage.window_start,
            ],
            set: { used: sql`${urlInspectionUsage.used} + 1` },
            setWhere: sql`${urlInspectionUsage.used} < ${w.limit}`,
          })
          .returning({ used: urlInspectionUsage.used });
        // Throwing rolls back the windows already counted.
        if (!row) throw new Refused(w.kind);
        counts.push(row.used);
      }
      return counts;
    });
    return { used };
  } catch (error) {
    if (error instanceof Refused) return { refused: error.kind };
    throw error;
  }
}

/** How many inspections each window holds so far (0 for a window not yet started). */
export async function inspectionUsage(
  db: Db,
  siteUrl: string,
  windows: readonly UsageWindow[],
): Promise<number[]> {
  const rows = await db
    .select()
    .from(urlInspectionUsage)
    .where(
      and(
        eq(urlInspectionUsage.site_url, siteUrl),
        inArray(
          urlInspectionUsage.window_start,
          windows.map((w) => w.start),
        ),
      ),
    );
  return windows.map(
    (w) =>
      rows.find((r) => r.window_kind === w.kind && r.window_start.getTime() === w.start.getTime())
        ?.used ?? 0,
  );
}

export async function deleteEndedWindows(db: Db, now: Date): Promise<void> {
  await db.delete(urlInspectionUsage).where(lte(urlInspectionUsage.window_end, now));
}
