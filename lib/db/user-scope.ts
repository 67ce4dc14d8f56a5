import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "./client";
import type { Db, UserTx } from "./types";

const userIdSchema = z.guid();

/**
 * Runs `fn` in a transaction as the `authenticated` role with `userId`'s JWT claims — what Supabase
 * does for every API request — so row level security limits every statement to that user's rows, even
 * one that forgets its `where`. Both settings are transaction-local and end with it.
 */
export async function withUser<T>(
  userId: string,
  fn: (tx: UserTx) => Promise<T>,
  db?: Db,
): Promise<T> {
  if (!userIdSchema.safeParse(userId).success)
    throw new Error("withUser needs a user id in UUID form.");
  const target = db ?? (await getDb());
  return target.transaction(async (tx) => {
    // One statement for both (as PostgREST does): `role` is a setting like any other, and
    // set_config(…, true) is SET LOCAL. Every request runs this, so a round trip less counts.
    await tx.execute(
      sql`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', json_build_object('sub', ${userId}::text, 'role', 'authenticated')::text, true)`,
    );
    return fn(Object.assign(tx, { userId }));
  });
}
