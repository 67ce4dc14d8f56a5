import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stubSupabaseEnv } from "@/tests/support/supabase";
import { createTestDb, type TestDb } from "@/tests/support/db";

// Before the routes (and with them lib/env.ts) are imported below.
stubSupabaseEnv();
vi.stubEnv("TOKEN_ENCRYPTION_KEY", "0123456789abcdef".repeat(4));

const state = vi.hoisted(() => ({
  db: undefined as unknown,
  claims: null as Record<string, unknown> | null,
  signOutScopes: [] as unknown[],
  cookies: new Map<string, string>(),
}));
vi.mock("@/lib/db/client", () => ({ getDb: async () => state.db }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    getAll: () => [...state.cookies].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) =>
      value ? state.cookies.set(name, value) : state.cookies.delete(name),
  }),
}));
vi.mock("@supabase/ssr", () => ({
  createServerClient: (
    _url: string,
    _key: string,
    options: {
      cookies: { setAll: (c: { name: string; value: string; options: object }[]) => void };
    },
  ) => ({
    auth: {
      getClaims: async () => ({ data: state.claims && { claims: state.claims }, error: null }),
      // Like Supabase's: the session cookies are cleared through setAll.
      signOut: async (args: { scope?: string } = {}) => {
        state.signOutScopes.push(args.scope);
        options.cookies.setAll([
          { name: "sb-abcdefghijklmnop-auth-token", value: "", options: { maxAge: 0 } },
        ]);
        return { error: null };
      },
    },
  }),
}));

const { upsertAuthUser } = await import("@/lib/db/auth-users");
const { readGoogleTokens } = await import("@/lib/google/tokens/store");
const { apiRequest, read } = await import("@/tests/support/route-requests");
const providerTokens = await import("./provider-tokens/route");
const signOut = await import("./sign-out/route");

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  state.db = testDb.db;
});
afterAll(async () => {
  await testDb.close();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  state.claims = null;
  state.signOutScopes = [];
  state.cookies.clear();
});

const GOOGLE_METADATA = {
  full_name: "Dana Demo",
  avatar_url: "https://lh3.googleusercontent.com/a/dana",
  provider_id: "104857600000000000001",
};
let n = 0;
/** A Supabase user, as Supabase Auth would have created it, signed in through its claims. */
async function signedInUser() {
  const email = `supabase${++n}@example.com`;
  const { id } = await upsertAuthUser(testDb.db, { email, metadata: GOOGLE_METADATA });
  state.claims = { sub: id, email, role: "authenticated", user_metadata: GOOGLE_METADATA };
  return { id, email };
}

const TOKENS = {
  provider_token: "ya29.a0AfB_byC-provider-access-token",
  provider_refresh_token: "1//0g-provider-refresh-token",
  expires_at: Math.floor(Date.now() / 1000) + 3600,
};
const post = (body: unknown) =>
  providerTokens.POST(apiRequest("/api/auth/supabase/provider-tokens/", { method: "POST", body }));

async function storedRow(userId: string) {
  const { rows } = await testDb.client.query<{
    access_token: string;
    refresh_token: string | null;
  }>("select access_token, refresh_token from google_tokens where user_id = $1", [userId]);
  return rows[0];
}

describe("POST /api/auth/supabase/provider-tokens", () => {
  it("refuses a request without verified claims, and stores nothing", async () => {
    const response = await read(await post(TOKENS));
    expect(response).toEqual({
      status: 401,
      body: { error: { code: "unauthenticated", message: "Please sign in." } },
    });
    const { rows } = await testDb.client.query("select 1 from google_tokens");
    expect(rows).toHaveLength(0);
  });

  it.each([
    ["no provider token", { provider_refresh_token: "1//x" }],
    ["an empty provider token", { ...TOKENS, provider_token: "" }],
    ["an expiry that is not a number", { ...TOKENS, expires_at: "tomorrow" }],
    ["a body that is not an object", ["ya29.x"]],
    ["a body that is not JSON", "provider_token=ya29.x"],
  ])("answers 400 for %s", async (_label, body) => {
    await signedInUser();
    const { status, body: answer } = await read(await post(body));
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: { code: expect.stringMatching(/^invalid_/) } });
    expect(JSON.stringify(answer)).not.toContain("ya29");
  });

  it("fills the profile and stores the Google tokens encrypted, without sending them back", async () => {
    const user = await signedInUser();
    const response = await post(TOKENS);
    const text = await response.clone().text();
    expect(await read(response)).toEqual({ status: 200, body: { user, isNewUser: true } });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(text).not.toContain(TOKENS.provider_token);
    expect(text).not.toContain(TOKENS.provider_refresh_token);

    const row = await storedRow(user.id);
    expect(row?.access_token).not.toContain(TOKENS.provider_token);
    expect(row?.refresh_token).not.toContain(TOKENS.provider_refresh_token);
    const stored = await readGoogleTokens(user.id, { db: testDb.db });
    expect(stored).toMatchObject({
      accessToken: TOKENS.provider_token,
      refreshToken: TOKENS.provider_refresh_token,
    });
    expect(stored?.expiresAt?.getTime()).toBe(TOKENS.expires_at * 1000);

    const { rows } = await testDb.client.query(
      "select email, full_name, avatar_url, is_primary_account from profiles where id = $1",
      [user.id],
    );
    expect(rows[0]).toEqual({
      email: user.email,
      full_name: GOOGLE_METADATA.full_name,
      avatar_url: GOOGLE_METADATA.avatar_url,
      is_primary_account: true,
    });
  });

  it("keeps the stored refresh token when Google sends none, and knows a returning user", async () => {
    const user = await signedInUser();
    await post(TOKENS);
    const again = await post({ provider_token: "ya29.second-access-token" });
    expect(await read(again)).toMatchObject({ status: 200, body: { isNewUser: false } });
    const stored = await readGoogleTokens(user.id, { db: testDb.db });
    expect(stored).toMatchObject({
      accessToken: "ya29.second-access-token",
      refreshToken: TOKENS.provider_refresh_token,
    });
  });

  it("never takes an expiry later than an hour, the life of a Google access token", async () => {
    const user = await signedInUser();
    const before = Date.now();
    await post({ ...TOKENS, expires_at: Math.floor(before / 1000) + 7 * 24 * 3600 });
    const stored = await readGoogleTokens(user.id, { db: testDb.db });
    expect(stored!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000);
    expect(stored!.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 3600_000);
  });
});

describe("POST /api/auth/supabase/sign-out", () => {
  it("signs this browser out of Supabase and clears its session cookie", async () => {
    state.cookies.set("sb-abcdefghijklmnop-auth-token", "base64-session");
    const response = await signOut.POST(
      apiRequest("/api/auth/supabase/sign-out/", { method: "POST" }),
    );
    expect(response.status).toBe(204);
    expect(state.signOutScopes).toEqual(["local"]);
    expect(state.cookies.has("sb-abcdefghijklmnop-auth-token")).toBe(false);
  });
});
