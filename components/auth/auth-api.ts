import * as z from "@/lib/zod-mini";

// The browser's side of the /api/auth and token routes. Google tokens never come back from any of
// them: the browser only learns who is signed in and how healthy the Google connection is.
export const authKeys = {
  all: ["auth"] as const,
  session: ["auth", "session"] as const,
};

const sessionSchema = z.object({
  user: z.nullable(z.object({ id: z.string(), email: z.string() })),
  profile: z.nullable(
    z.object({
      full_name: z.nullable(z.string()),
      avatar_url: z.nullable(z.string()),
      email: z.nullable(z.string()),
      is_primary_account: z.nullable(z.boolean()),
    }),
  ),
  tokenHealth: z.nullable(
    z.object({
      connected: z.boolean(),
      expiresAt: z.nullable(z.string()),
      needsReauth: z.boolean(),
      scopes: z.array(z.string()),
    }),
  ),
});
export type AuthSession = z.infer<typeof sessionSchema>;
export type SessionUser = NonNullable<AuthSession["user"]>;
export type SessionProfile = NonNullable<AuthSession["profile"]>;
export type ServerTokenHealth = NonNullable<AuthSession["tokenHealth"]>;

export const SIGNED_OUT: AuthSession = { user: null, profile: null, tokenHealth: null };

/** A non-2xx answer; `status` lets the query client skip retries on 401/403. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function request(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(path, {
    ...init,
    headers: init?.body ? { "content-type": "application/json" } : undefined,
  });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return body;
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  throw new ApiError(
    response.status,
    typeof error?.code === "string" ? error.code : "http_error",
    typeof error?.message === "string" ? error.message : `Request failed with ${response.status}`,
    body,
  );
}

export async function fetchSession(): Promise<AuthSession> {
  return sessionSchema.parse(await request("/api/auth/session/"));
}

/** The Google consent URL for the popup, or null when the server gave none. */
export async function fetchGoogleSignInUrl(): Promise<string | null> {
  const body = await request("/api/auth/google/start/").catch(() => null);
  const url = (body as { url?: unknown } | null)?.url;
  return typeof url === "string" && url !== "" ? url : null;
}

export type CallbackParams = { code: string; state: string } | { error: string; state: string };

/** Hands Google's answer to the server, which exchanges the code and sets the session cookie. */
export async function completeGoogleSignIn(
  params: CallbackParams,
): Promise<{ isNewUser: boolean }> {
  const body = await request("/api/auth/google/callback/", {
    method: "POST",
    body: JSON.stringify(params),
  });
  return { isNewUser: (body as { isNewUser?: unknown } | null)?.isNewUser === true };
}

export async function signOutRequest(): Promise<void> {
  await request("/api/auth/sign-out/", { method: "POST" });
}

/** Rejects with something lib/auth/refresh-errors classifies as the server did (`code`, `needsReauth`). */
export async function refreshGoogleAccess(): Promise<{ expiresAt: string }> {
  try {
    return (await request("/api/functions/google-token-refresh/", { method: "POST" })) as {
      expiresAt: string;
    };
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    if (failure.code === "network_error")
      throw new TypeError("Network error during token refresh", { cause: failure });
    throw failure.body ?? failure;
  }
}

export async function revokeGoogleAccess(userId: string): Promise<void> {
  await request("/api/functions/revoke-google-tokens/", {
    method: "POST",
    body: JSON.stringify({ user_id: userId }),
  });
}

export async function deleteAccountData(): Promise<void> {
  await request("/api/account/", { method: "DELETE" });
}
