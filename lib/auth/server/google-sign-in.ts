import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { getProfile, profileFromGoogleMetadata, upsertProfile } from "@/lib/db/queries/profiles";
import { withUser } from "@/lib/db/user-scope";
import { siteUrl } from "@/lib/env";
import { googleEndpoints } from "@/lib/google/endpoints";
import { syncGooglePropertiesInBackground } from "@/lib/google-sync/background";
import { googleOAuth, type GoogleOAuth } from "@/lib/google/oauth";
import { GOOGLE_SIGN_IN_SCOPES } from "@/lib/google/scopes";
import { findOrCreateGoogleUser } from "./google-user";
import type { OAuthRoundTrip } from "./oauth-cookie";
import type { SessionUser } from "./session";
import { saveGoogleTokens, type TokenStoreDeps } from "@/lib/google/tokens/store";

export type SignInDeps = TokenStoreDeps & {
  oauth?: Pick<
    GoogleOAuth,
    "buildAuthorizationUrl" | "createPkce" | "exchangeCode" | "fetchUserInfo"
  >;
};

/** Where Google sends the browser back to, on the origin the browser uses for the app. */
export const googleRedirectUri = (origin: string = siteUrl) => `${origin}/auth-callback`;

/**
 * The consent URL and what the callback needs to finish: a fresh state and PKCE verifier.
 * `extraScopes` asks for more than sign-in does (incremental authorization): the URL names every
 * scope, so the new grant holds them all even where earlier grants are not merged in. `origin` is
 * the public origin of the request (lib/routing/public-origin.ts): the redirect URI is on it, and so
 * is embedded mode's consent page, which the server itself would reach on loopback.
 */
export async function startGoogleSignIn(
  {
    origin = siteUrl,
    loginHint,
    extraScopes = [],
  }: { origin?: string; loginHint?: string; extraScopes?: readonly string[] } = {},
  deps: Pick<SignInDeps, "oauth"> = {},
): Promise<{ url: string; roundTrip: OAuthRoundTrip }> {
  const oauth = deps.oauth ?? googleOAuth();
  const { codeVerifier, codeChallenge } = await oauth.createPkce();
  const roundTrip = {
    state: randomBytes(32).toString("base64url"),
    codeVerifier,
    redirectUri: googleRedirectUri(origin),
  };
  const built = oauth.buildAuthorizationUrl({
    state: roundTrip.state,
    codeChallenge,
    redirectUri: roundTrip.redirectUri,
    loginHint,
    ...(extraScopes.length > 0
      ? { scopes: [...new Set([...GOOGLE_SIGN_IN_SCOPES, ...extraScopes])] }
      : {}),
  });
  // The library puts the query on the client's own consent endpoint; the browser opens it where it
  // reaches the app (the same URL unless embedded mode runs without SITE_URL).
  const url = new URL(googleEndpoints(origin).authUrl);
  url.search = new URL(built).search;
  return { url: url.toString(), roundTrip };
}

/** Whether the state Google sent back is the one this browser was given (compared in constant time). */
export function stateMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Finishes a sign-in: trades the code for tokens, reads the Google account, finds or creates its user
 * and profile (a new profile is the primary account) and stores the tokens encrypted.
 */
export async function completeGoogleSignIn(
  { code, roundTrip }: { code: string; roundTrip: OAuthRoundTrip },
  deps: SignInDeps = {},
): Promise<{ user: SessionUser; isNewUser: boolean }> {
  const oauth = deps.oauth ?? googleOAuth();
  const tokens = await oauth.exchangeCode({
    code,
    codeVerifier: roundTrip.codeVerifier,
    redirectUri: roundTrip.redirectUri,
  });
  const info = await oauth.fetchUserInfo(tokens.accessToken);
  const db = deps.db ?? (await getDb());
  const { id } = await findOrCreateGoogleUser(db, info);
  const hadProfile = await withUser(
    id,
    async (tx) => {
      const existing = await getProfile(tx);
      await upsertProfile(
        tx,
        profileFromGoogleMetadata(info.email, { name: info.name, picture: info.picture }),
      );
      return existing !== null;
    },
    db,
  );
  await saveGoogleTokens(id, tokens, { ...deps, db });
  syncGooglePropertiesInBackground(id);
  // A user whose data was deleted starts over, so "new" means no profile before this sign-in.
  return { user: { id, email: info.email }, isNewUser: !hadProfile };
}
