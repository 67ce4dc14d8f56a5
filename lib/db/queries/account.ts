import "server-only";
import { sql } from "drizzle-orm";
import type { UserTx } from "../types";

/** Erases every row of the signed-in user (the delete_user_data RPC of spec §7); auth.users stays. */
export async function deleteUserData(tx: UserTx): Promise<void> {
  await tx.execute(sql`select public.delete_user_data(${tx.userId}::uuid)`);
}
