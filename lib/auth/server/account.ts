import "server-only";
import { deleteAuthUser } from "@/lib/db/auth-users";
import { getDb } from "@/lib/db/client";
import { deleteUserData } from "@/lib/db/queries/account";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { runMode } from "@/lib/env";

/** Supabase Auth owns its users: there every Supabase session of the user is revoked instead. */
async function endSupabaseSessions(): Promise<void> {
  const { createSupabaseServerClient } = await import("@/lib/supabase/server");
  const supabase = await createSupabaseServerClient();
  const { error } = await supabase.auth.signOut({ scope: "global" });
  // Failing here keeps this browser signed in, so the deletion can be tried again at once.
  if (error) throw new Error(`Supabase could not end the sessions: ${error.message}`);
}

/**
 * Deletes the account. delete_user_data runs as the user, so the database itself refuses to touch
 * anyone else's rows; then every session ends, so no copied cookie can write rows again. The built-in
 * sign-in removes the user itself, and its sessions with it.
 */
export async function deleteAccount(userId: string, deps: { db?: Db } = {}): Promise<void> {
  const db = deps.db ?? (await getDb());
  await withUser(userId, deleteUserData, db);
  if (runMode() === "supabase") await endSupabaseSessions();
  else await deleteAuthUser(db, userId);
}
