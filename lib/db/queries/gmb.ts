import "server-only";
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { gmbAccounts, gmbLocations, propertyGmbConnections, type GmbAddress } from "../schema";
import type { UserTx } from "../types";

export type GmbAccount = typeof gmbAccounts.$inferSelect;
export type GmbLocation = typeof gmbLocations.$inferSelect;
export type PropertyGmbConnection = typeof propertyGmbConnections.$inferSelect;

export type GmbAccountInput = {
  account_name: string;
  account_display_name: string | null;
  type: string | null;
};

export type GmbLocationInput = {
  account_id: string;
  location_id: string;
  location_name: string;
  title: string | null;
  address: GmbAddress | null;
  website_uri: string | null;
};

/** The user's Business Profile locations, ordered by location name (spec §7). */
export async function listGmbLocations(tx: UserTx): Promise<GmbLocation[]> {
  return tx
    .select()
    .from(gmbLocations)
    .where(eq(gmbLocations.user_id, tx.userId))
    .orderBy(asc(gmbLocations.location_name));
}

/**
 * One of the user's locations by its row id or by Google's location id; null when it is not theirs
 * or does not exist.
 */
export async function getGmbLocation(
  tx: UserTx,
  ref: { id: string } | { location_id: string },
): Promise<GmbLocation | null> {
  const match =
    "id" in ref ? eq(gmbLocations.id, ref.id) : eq(gmbLocations.location_id, ref.location_id);
  const [row] = await tx
    .select()
    .from(gmbLocations)
    .where(and(match, eq(gmbLocations.user_id, tx.userId)))
    .orderBy(asc(gmbLocations.location_name))
    .limit(1);
  return row ?? null;
}

export async function listGmbAccounts(tx: UserTx): Promise<GmbAccount[]> {
  return tx
    .select()
    .from(gmbAccounts)
    .where(eq(gmbAccounts.user_id, tx.userId))
    .orderBy(asc(gmbAccounts.account_name));
}

/** Stores the accounts a sync found (new ones added, known ones refreshed) and returns their rows. */
export async function upsertGmbAccounts(
  tx: UserTx,
  input: readonly GmbAccountInput[],
): Promise<GmbAccount[]> {
  if (input.length === 0) return [];
  return tx
    .insert(gmbAccounts)
    .values(input.map((a) => ({ ...a, user_id: tx.userId })))
    .onConflictDoUpdate({
      target: [gmbAccounts.user_id, gmbAccounts.account_name],
      set: {
        account_display_name: sql`excluded.account_display_name`,
        type: sql`excluded.type`,
        synced_at: sql`now()`,
      },
    })
    .returning();
}

export async function upsertGmbLocations(
  tx: UserTx,
  input: readonly GmbLocationInput[],
): Promise<GmbLocation[]> {
  if (input.length === 0) return [];
  return tx
    .insert(gmbLocations)
    .values(input.map((l) => ({ ...l, user_id: tx.userId })))
    .onConflictDoUpdate({
      target: [gmbLocations.account_id, gmbLocations.location_name],
      set: {
        location_id: sql`excluded.location_id`,
        title: sql`excluded.title`,
        address: sql`excluded.address`,
        website_uri: sql`excluded.website_uri`,
        synced_at: sql`now()`,
      },
    })
    .returning();
}

/** Forgets accounts and locations Google no longer lists; their connections go by cascade. */
export async function removeUnlistedGmbRows(
  tx: UserTx,
  keep: { accountIds: readonly string[]; locationIds: readonly string[] },
): Promise<void> {
  await tx
    .delete(gmbAccounts)
    .where(
      and(eq(gmbAccounts.user_id, tx.userId), notInArray(gmbAccounts.id, [...keep.accountIds])),
    );
  await tx
    .delete(gmbLocations)
    .where(
      and(eq(gmbLocations.user_id, tx.userId), notInArray(gmbLocations.id, [...keep.locationIds])),
    );
}

export async function listPropertyGmbConnections(tx: UserTx): Promise<PropertyGmbConnection[]> {
  return tx
    .select()
    .from(propertyGmbConnections)
    .where(eq(propertyGmbConnections.user_id, tx.userId))
    .orderBy(asc(propertyGmbConnections.created_at));
}

/** Adds property–location connections; pairs already connected are skipped. Returns the new rows. */
export async function addPropertyGmbConnections(
  tx: UserTx,
  pairs: readonly { propertyId: string; locationId: string }[],
): Promise<PropertyGmbConnection[]> {
  if (pairs.length === 0) return [];
  return tx
    .insert(propertyGmbConnections)
    .values(
      pairs.map((p) => ({
        user_id: tx.userId,
        property_id: p.propertyId,
        location_id: p.locationId,
      })),
    )
    .onConflictDoNothing({
      target: [propertyGmbConnections.property_id, propertyGmbConnections.location_id],
    })
    .returning();
}
