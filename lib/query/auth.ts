import type * as z from "@/lib/zod-mini";
import type { sessionSchema } from "./auth-schema";
import { ApiRequestError, request } from "./request";

// The browser's side of the /api/auth and token routes. Google tokens never come back from any of
// them: the browser only learns who is signed in and how healthy the Google connection is.

export type AuthSession = z.infer<typeof sessionSchema>;
export type SessionUser = NonNullable<AuthSession["user"]>;
export type SessionProfile = NonNullable<AuthSession["profile"]>;
export type ServerTokenHealth = NonNullable<AuthSession["tokenHealth"]>;

export const SIGNED_OUT: AuthSession = { user: null, profile: null, tokenHealth: null };

export async function fetchSession(): Promise<AuthSession> {
  const [{ sessionSchema }, body] = await Promise.all([
    import("./auth-schema"),
    request("/api/auth/session/"),
  ]);
  return sessionSchema.parse(body);
}

/** Scopes a feature may add to the sign-in grant, by the name /api/auth/google/start knows. */
export type ExtraScope = "webmasters";

async function consentUrl(searchParams?: Record<string, string | undefined>) {
  const body = await request<{ url?: unknown }>("/api/auth/google/start/", { searchParams }).catch(
    () => null,
  );
  return typeof body?.url === "string" && body.url !== "" ? body.url : null;
}

/** The Google consent URL for the sign-in popup, or null when the server gave none. */
export const fetchGoogleSignInUrl = (): Promise<string | null> => consentUrl();

/**
 * The consent URL that asks Google for one more scope for the signed-in account (incremental
 * authorization), for the popup's `getUrl`; null when the server gave none.
 */
export const fetchScopeConsentUrl = (scope: ExtraScope, loginHint?: string) =>
  consentUrl({ scope, login_hint: loginHint || undefined });

export type CallbackParams = { code: string; state: string } | { error: string; state: string };

/** Hands Google's answer to the server, which exchanges the code and sets the session cookie. */
export async function completeGoogleSignIn(
  params: CallbackParams,
): Promise<{ isNewUser: boolean }> {
  const body = await request<{ isNewUser?: unknown }>("/api/auth/google/callback/", {
    method: "POST",
    body: params,
  });
  return { isNewUser: body.isNewUser === true };
}

export async function signOutRequest(): Promise<void> {
  await request<void>("/api/auth/sign-out/", { method: "POST" });
}

/** Rejects with something lib/google/tokens/refresh-rules classifies as the server did (`code`, `needsReauth`). */
export async function refreshGoogleAccess(): Promise<{ expiresAt: string }> {
  try {
    return await request<{ expiresAt: string }>("/api/functions/google-token-refresh/", {
      method: "POST",
    });
  } catch (failure) {
    if (!(failure instanceof ApiRequestError)) throw failure;
    if (failure.code === "network_error")
      throw new TypeError("Network error during token refresh", { cause: failure });
    throw failure.body ?? failure;
  }
}

export async function revokeGoogleAccess(userId: string): Promise<void> {
  await request<void>("/api/functions/revoke-google-tokens/", {
    method: "POST",
    body: { user_id: userId },
  });
}

export async function deleteAccountData(): Promise<void> {
  await request<void>("/api/account/", { method: "DELETE" });
}
