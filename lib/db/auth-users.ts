import "server-only";
import { eq } from "drizzle-orm";
import { authUsers } from "./schema";
import type { Db } from "./types";

export type AuthUserInput = { id?: string; email: string; metadata?: Record<string, unknown> };

/**
 * Creates (or refreshes) an auth.users row on the server's connection, for the built-in sign-in and
 * for tests. On Supabase, Supabase Auth owns this table and the app never writes to it.
 */
export async function upsertAuthUser(db: Db, input: AuthUserInput): Promise<{ id: string }> {
  const values = { email: input.email, raw_user_meta_data: input.metadata ?? {} };
  const [row] = await db
    .insert(authUsers)
    .values({ ...values, ...(input.id ? { id: input.id } : {}) })
    .onConflictDoUpdate({ target: authUsers.id, set: values })
    .returning({ id: authUsers.id });
  if (!row) throw new Error("The auth user was not stored.");
  return row;
}

/** Removes an auth.users row with everything that hangs on it (built-in sign-in only, as above). */
export async function deleteAuthUser(db: Db, id: string): Promise<void> {
  await db.delete(authUsers).where(eq(authUsers.id, id));
}
