import "server-only";
import { saveGoogleTokens, type TokenStoreDeps } from "@/lib/google/tokens/store";
import { getDb } from "@/lib/db/client";
import { getProfile, profileFromGoogleMetadata, upsertProfile } from "@/lib/db/queries/profiles";
import { withUser } from "@/lib/db/user-scope";
import type { GoogleTokenSet } from "@/lib/google/oauth";
import { GOOGLE_SIGN_IN_SCOPES } from "@/lib/google/scopes";

// Google's access tokens live one hour (google-apis.md §1); a later expiry cannot be Google's.
const GOOGLE_ACCESS_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** What Supabase Auth's answer to a sign-in's code holds of Google's tokens (read on the server). */
export type ProviderTokens = {
  provider_token: string;
  provider_refresh_token?: string | null;
  /** The session's expiry, in seconds since the epoch. */
  expires_at?: number;
};

/**
 * The provider tokens as a Google token set. Supabase does not pass on the scopes Google granted,
 * so these are the scopes the sign-in asked for; the first refresh stores Google's own answer.
 */
export function providerTokenSet(tokens: ProviderTokens, now = Date.now()): GoogleTokenSet {
  const latest = now + GOOGLE_ACCESS_TOKEN_LIFETIME_MS;
  const expiresAt = tokens.expires_at ? Math.min(tokens.expires_at * 1000, latest) : latest;
  return {
    accessToken: tokens.provider_token,
    refreshToken: tokens.provider_refresh_token ?? undefined,
    expiresAt: new Date(expiresAt),
    scope: GOOGLE_SIGN_IN_SCOPES.join(" "),
  };
}

export type SupabaseSignInUser = { sub: string; email?: string; user_metadata?: unknown };

const asRecord = (value: unknown) =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : null;

/**
 * Finishes a Supabase sign-in on the server: fills the profile from Google's metadata (a new profile
 * is the primary account) and stores the Google tokens encrypted. `isNewUser` means no profile before.
 * Without tokens there is nothing to keep: the dashboard then asks for a reconnect.
 */
export async function storeSupabaseSignIn(
  user: SupabaseSignInUser,
  tokens: ProviderTokens | null,
  deps: TokenStoreDeps & { now?: number } = {},
): Promise<{ isNewUser: boolean }> {
  const db = deps.db ?? (await getDb());
  const profile = profileFromGoogleMetadata(user.email || null, asRecord(user.user_metadata));
  const hadProfile = await withUser(
    user.sub,
    async (tx) => {
      const existing = await getProfile(tx);
      await upsertProfile(tx, profile);
      return existing !== null;
    },
    db,
  );
  if (tokens) await saveGoogleTokens(user.sub, providerTokenSet(tokens, deps.now), { ...deps, db });
  return { isNewUser: !hadProfile };
}
