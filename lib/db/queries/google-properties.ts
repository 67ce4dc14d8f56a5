import "server-only";
import { and, asc, count, eq, isNull, notInArray, sql } from "drizzle-orm";
import { googleProperties, type DataSourceType } from "../schema";
import type { UserTx } from "../types";

export type GoogleProperty = typeof googleProperties.$inferSelect;

export type GooglePropertyInput = {
  property_type: DataSourceType;
  property_uri: string;
  property_name: string;
  verified?: boolean | null;
  permission_level?: string | null;
  site_url?: string | null;
  /** Undefined or null keeps the zone already stored: a failed read must not forget it. */
  time_zone?: string | null;
};

export async function listGoogleProperties(tx: UserTx): Promise<GoogleProperty[]> {
  return tx
    .select()
    .from(googleProperties)
    .where(eq(googleProperties.user_id, tx.userId))
    .orderBy(asc(googleProperties.property_name), asc(googleProperties.property_uri));
}

/** Stores what a sync found: new properties are added, known ones (same type and URI) are refreshed. */
export async function upsertGoogleProperties(
  tx: UserTx,
  input: GooglePropertyInput[],
): Promise<GoogleProperty[]> {
  if (input.length === 0) return [];
  return tx
    .insert(googleProperties)
    .values(
      input.map((p) => ({
        user_id: tx.userId,
        property_type: p.property_type,
        property_uri: p.property_uri,
        property_name: p.property_name,
        verified: p.verified ?? null,
        permission_level: p.permission_level ?? null,
        site_url: p.site_url ?? null,
        time_zone: p.time_zone ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [
        googleProperties.user_id,
        googleProperties.property_type,
        googleProperties.property_uri,
      ],
      set: {
        property_name: sql`excluded.property_name`,
        verified: sql`excluded.verified`,
        permission_level: sql`excluded.permission_level`,
        site_url: sql`excluded.site_url`,
        time_zone: sql`coalesce(excluded.time_zone, ${googleProperties.time_zone})`,
        synced_at: sql`now()`,
      },
    })
    .returning();
}

/**
 * Forgets the user's properties of `types` that Google no longer lists: every row of those types
 * whose URI is not in `keep`. Returns how many went.
 */
export async function removeUnlistedGoogleProperties(
  tx: UserTx,
  types: readonly DataSourceType[],
  keep: readonly Pick<GooglePropertyInput, "property_type" | "property_uri">[],
): Promise<number> {
  let removed = 0;
  for (const type of types) {
    const uris = keep.filter((p) => p.property_type === type).map((p) => p.property_uri);
    const rows = await tx
      .delete(googleProperties)
      .where(
        and(
          eq(googleProperties.user_id, tx.userId),
          eq(googleProperties.property_type, type),
          notInArray(googleProperties.property_uri, uris),
        ),
      )
      .returning({ id: googleProperties.id });
    removed += rows.length;
  }
  return removed;
}

export async function countGoogleProperties(tx: UserTx): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(googleProperties)
    .where(eq(googleProperties.user_id, tx.userId));
  return row?.count ?? 0;
}

/** How many of the user's GA4 properties have no reporting time zone stored (never read, or failed). */
export async function countGa4PropertiesWithoutTimeZone(tx: UserTx): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(googleProperties)
    .where(
      and(
        eq(googleProperties.user_id, tx.userId),
        eq(googleProperties.property_type, "ga4"),
        isNull(googleProperties.time_zone),
      ),
    );
  return row?.count ?? 0;
}
