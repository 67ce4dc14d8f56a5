import "server-only";
import { asc, eq } from "drizzle-orm";
import { gmbAccounts, gmbLocations } from "../schema";
import type { UserTx } from "../types";

export type GmbAccount = typeof gmbAccounts.$inferSelect;
export type GmbLocation = typeof gmbLocations.$inferSelect;

/** The user's Business Profile locations, ordered by location name (spec §7). */
export async function listGmbLocations(tx: UserTx): Promise<GmbLocation[]> {
  return tx
    .select()
    .from(gmbLocations)
    .where(eq(gmbLocations.user_id, tx.userId))
    .orderBy(asc(gmbLocations.location_name));
}

export async function listGmbAccounts(tx: UserTx): Promise<GmbAccount[]> {
  return tx
    .select()
    .from(gmbAccounts)
    .where(eq(gmbAccounts.user_id, tx.userId))
    .orderBy(asc(gmbAccounts.account_name));
}
