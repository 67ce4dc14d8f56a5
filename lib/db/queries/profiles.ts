import "server-only";
import { eq, sql } from "drizzle-orm";
import { profiles } from "../schema";
import type { UserTx } from "../types";

export type Profile = typeof profiles.$inferSelect;

export type ProfileInput = {
  email: string | null;
  full_name?: string | null;
  avatar_url?: string | null;
};

/** Name and avatar from Google's user metadata, under the keys Supabase Auth and Google use. */
export function profileFromGoogleMetadata(
  email: string | null,
  metadata: Record<string, unknown> | null | undefined,
): ProfileInput {
  const pick = (...keys: string[]) => {
    for (const key of keys) {
      const value = metadata?.[key];
      if (typeof value === "string" && value.trim() !== "") return value.trim();
    }
    return null;
  };
  return { email, full_name: pick("full_name", "name"), avatar_url: pick("avatar_url", "picture") };
}

export async function getProfile(tx: UserTx): Promise<Profile | null> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, tx.userId)).limit(1);
  return row ?? null;
}

/**
 * Creates or refreshes the user's profile (spec §3). A new profile is the primary account; an existing
 * one keeps its flag, its creation date and any name or avatar it already has — Google's values only
 * fill what is missing.
 */
export async function upsertProfile(tx: UserTx, input: ProfileInput): Promise<Profile> {
  const [row] = await tx
    .insert(profiles)
    .values({
      id: tx.userId,
      email: input.email,
      full_name: input.full_name ?? null,
      avatar_url: input.avatar_url ?? null,
      is_primary_account: true,
    })
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        email: sql`coalesce(excluded.email, ${profiles.email})`,
        full_name: sql`coalesce(${profiles.full_name}, excluded.full_name)`,
        avatar_url: sql`coalesce(${profiles.avatar_url}, excluded.avatar_url)`,
      },
    })
    .returning();
  if (!row) throw new Error("The profile was not saved.");
  return row;
}
