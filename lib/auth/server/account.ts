import "server-only";
import { deleteUserData } from "@/lib/db/queries/account";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";

/** Runs delete_user_data as the user, so the database itself refuses to touch anyone else's rows. */
export async function deleteAccountData(userId: string, deps: { db?: Db } = {}): Promise<void> {
  await withUser(userId, deleteUserData, deps.db);
}
