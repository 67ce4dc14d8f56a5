import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/types";
import type { GoogleOAuth, GoogleTokenSet } from "@/lib/google/oauth";
import { createTestDb, type TestDb } from "@/tests/support/db";

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "functions-routes-test-secret-0123456789";
  process.env.TOKEN_ENCRYPTION_KEY = "fedcba9876543210".repeat(4);
  return { db: undefined as Db | undefined, oauth: undefined as Partial<GoogleOAuth> | undefined };
});
vi.mock("@/lib/db/client", () => ({ getDb: async () => state.db }));
vi.mock("@/lib/google/oauth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/google/oauth")>()),
  googleOAuth: () => state.oauth,
}));

const { GoogleOAuthError } = await import("@/lib/google/oauth");
const { saveGoogleTokens, getTokenHealth } = await import("@/lib/google/tokens/store");
const { apiRequest, read, sessionCookies } = await import("@/tests/support/route-requests");
const refresh = await import("./google-token-refresh/route");
const revoke = await import("./revoke-google-tokens/route");

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  state.db = testDb.db;
});
afterAll(() => testDb.close());

const fresh: GoogleTokenSet = {
  accessToken: "ya29.fresh",
  expiresAt: new Date(Date.now() + 3_599_000),
  scope: "openid",
};
const google = {
  refreshAccessToken: vi.fn(async (_token: string) => fresh),
  revokeToken: vi.fn(async (_token: string) => {}),
};
beforeEach(() => {
  google.refreshAccessToken.mockReset().mockResolvedValue(fresh);
  google.revokeToken.mockReset().mockResolvedValue(undefined);
  state.oauth = google;
});

async function connectedUser() {
  const email = `fn-${crypto.randomUUID()}@example.com`;
  const id = await testDb.createUser(email);
  await saveGoogleTokens(
    id,
    {
      accessToken: "ya29.old",
      refreshToken: "1//stored",
      expiresAt: new Date(Date.now() + 60_000),
      scope: "openid",
    },
    { db: testDb.db },
  );
  return { user: { id, email }, cookies: await sessionCookies({ id, email }) };
}

const refreshAs = (cookies: Record<string, string> = {}) =>
  refresh.POST(
    apiRequest("/api/functions/google-token-refresh/", { method: "POST", cookies }),
    undefined,
  );
const revokeAs = (body: unknown, cookies: Record<string, string> = {}) =>
  revoke.POST(
    apiRequest("/api/functions/revoke-google-tokens/", { method: "POST", body, cookies }),
    undefined,
  );

describe("POST /api/functions/google-token-refresh", () => {
  it("answers 401 without a session", async () => {
    expect(await read(await refreshAs())).toMatchObject({
      status: 401,
      body: { error: { code: "unauthenticated" } },
    });
  });

  it("answers the new expiry", async () => {
    const { cookies } = await connectedUser();
    expect(await read(await refreshAs(cookies))).toEqual({
      status: 200,
      body: { expiresAt: fresh.expiresAt.toISOString() },
    });
    expect(google.refreshAccessToken).toHaveBeenCalledWith("1//stored");
  });

  it("answers 401 refresh_token_invalid with needsReauth when Google rejects the refresh token", async () => {
    const { user, cookies } = await connectedUser();
    google.refreshAccessToken.mockRejectedValue(
      new GoogleOAuthError("invalid_grant", "invalid_grant: Token has been expired or revoked."),
    );
    expect(await read(await refreshAs(cookies))).toEqual({
      status: 401,
      body: {
        error: {
          code: "refresh_token_invalid",
          message: "Your Google connection has expired. Please reconnect.",
        },
        needsReauth: true,
      },
    });
    await expect(getTokenHealth(user.id, { db: testDb.db })).resolves.toMatchObject({
      needsReauth: true,
    });
  });

  it.each([
    [
      "network",
      "network_error",
      "Network error during token refresh. Please check your connection.",
    ],
    ["unknown", "refresh_failed", "Failed to refresh Google access. Please try again."],
  ] as const)("answers 502 %s → %s, retryable", async (googleCode, code, message) => {
    const { cookies } = await connectedUser();
    google.refreshAccessToken.mockRejectedValue(new GoogleOAuthError(googleCode, "failed"));
    expect(await read(await refreshAs(cookies))).toEqual({
      status: 502,
      body: { error: { code, message }, needsReauth: false },
    });
  });
});

describe("POST /api/functions/revoke-google-tokens", () => {
  it("answers 401 without a session", async () => {
    const { user } = await connectedUser();
    expect((await revokeAs({ user_id: user.id })).status).toBe(401);
  });

  it.each([
    ["no JSON", "nope", 400],
    ["no user_id", {}, 400],
    ["a user_id that is not a UUID", { user_id: "me" }, 400],
  ])("answers %s with 400", async (_label, body, status) => {
    const { cookies } = await connectedUser();
    expect((await revokeAs(body, cookies)).status).toBe(status);
  });

  it("refuses another user's id", async () => {
    const { cookies } = await connectedUser();
    const other = await connectedUser();
    expect(await read(await revokeAs({ user_id: other.user.id }, cookies))).toMatchObject({
      status: 403,
      body: { error: { code: "forbidden" } },
    });
    await expect(getTokenHealth(other.user.id, { db: testDb.db })).resolves.toMatchObject({
      connected: true,
    });
    expect(google.revokeToken).not.toHaveBeenCalled();
  });

  it("revokes the grant at Google and forgets the tokens", async () => {
    const { user, cookies } = await connectedUser();
    const response = await revokeAs({ user_id: user.id }, cookies);
    expect(response.status).toBe(204);
    expect(google.revokeToken).toHaveBeenCalledWith("1//stored");
    await expect(getTokenHealth(user.id, { db: testDb.db })).resolves.toMatchObject({
      connected: false,
    });
  });

  it("answers 502 when Google cannot be reached, with the tokens forgotten anyway", async () => {
    const { user, cookies } = await connectedUser();
    google.revokeToken.mockRejectedValue(
      new GoogleOAuthError("network", "Google could not be reached"),
    );
    expect(await read(await revokeAs({ user_id: user.id }, cookies))).toMatchObject({
      status: 502,
      body: { error: { code: "google_error" } },
    });
    await expect(getTokenHealth(user.id, { db: testDb.db })).resolves.toMatchObject({
      connected: false,
    });
  });
});
