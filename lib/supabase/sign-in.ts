import type { PopupSession } from "@/lib/auth/popup-message";
import { GOOGLE_SIGN_IN_SCOPES } from "@/lib/google/scopes";
import {
  createSupabaseBrowserClient,
  type SupabaseBrowserClient,
  type SupabasePublicConfig,
} from "./client";

type Auth = SupabaseBrowserClient["auth"];

/** Where Supabase sends the popup back to: the app's own callback page. */
export const supabaseRedirectTo = (origin: string) => `${origin}/auth-callback`;

/**
 * Supabase mode: Google's consent URL for the popup, from Supabase Auth (spec §7 "Sign-in"). The
 * client keeps the PKCE verifier in a cookie, where the callback page finds it. Null when none came.
 */
export async function supabaseSignInUrl(
  auth: Pick<Auth, "signInWithOAuth">,
  origin: string,
): Promise<string | null> {
  const { data, error } = await auth.signInWithOAuth({
    provider: "google",
    options: {
      skipBrowserRedirect: true,
      redirectTo: supabaseRedirectTo(origin),
      scopes: GOOGLE_SIGN_IN_SCOPES.join(" "),
      queryParams: { access_type: "offline", prompt: "consent" },
    },
  });
  return error || !data.url ? null : data.url;
}

/** Takes over the session the popup posted; a rejection becomes 'Failed to set session'. */
export function supabaseSetSession(auth: Pick<Auth, "setSession">) {
  return async ({ access_token, refresh_token }: PopupSession): Promise<void> => {
    const { error } = await auth.setSession({ access_token, refresh_token });
    if (error) throw error;
  };
}

/** The two Supabase steps of the popup sign-in, for startGoogleSignIn. */
export function supabaseSignIn(client: SupabaseBrowserClient, origin: string) {
  return {
    getUrl: () => supabaseSignInUrl(client.auth, origin),
    setSession: supabaseSetSession(client.auth),
  };
}

export const SUPABASE_SIGN_OUT_PATH = "/api/auth/supabase/sign-out/";

/**
 * Signs out of Supabase: the server clears the session cookies and revokes every session of the user,
 * then the client forgets its copy (and tells its listeners). Best effort, like the built-in sign-out.
 */
export async function supabaseSignOut(auth: Pick<Auth, "signOut">): Promise<void> {
  await fetch(SUPABASE_SIGN_OUT_PATH, { method: "POST" }).catch(() => undefined);
  await auth.signOut({ scope: "local" }).catch(() => undefined);
}

/** Sign-in and sign-out with Supabase on this page's browser client. */
export function supabaseAuthActions(config: SupabasePublicConfig, origin: string) {
  const client = createSupabaseBrowserClient(config);
  return { ...supabaseSignIn(client, origin), signOut: () => supabaseSignOut(client.auth) };
}
