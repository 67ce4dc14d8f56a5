import "server-only";
import { getProfile } from "@/lib/db/queries/profiles";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import type { SessionUser } from "./session";
import { getTokenHealth, type GoogleTokenHealth } from "@/lib/google/tokens/store";

export type SessionProfile = {
  full_name: string | null;
  avatar_url: string | null;
  email: string | null;
  is_primary_account: boolean;
};

export type SessionState = {
  user: SessionUser | null;
  profile: SessionProfile | null;
  /** null when no Google account is connected. */
  tokenHealth: GoogleTokenHealth | null;
};

/** What the browser may know about its session: the user, their profile and token health, never a token. */
export async function readSessionState(
  user: SessionUser | null,
  deps: { db?: Db } = {},
): Promise<SessionState> {
  if (!user) return { user: null, profile: null, tokenHealth: null };
  const profile = await withUser(user.id, getProfile, deps.db);
  const health = await getTokenHealth(user.id, deps);
  return {
    user,
    profile: profile && {
      full_name: profile.full_name,
      avatar_url: profile.avatar_url,
      email: profile.email,
      is_primary_account: profile.is_primary_account,
    },
    tokenHealth: health.connected ? health : null,
  };
}
