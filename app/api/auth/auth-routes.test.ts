import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/types";
import type { GoogleOAuth } from "@/lib/google/oauth";
import { createTestDb, type TestDb } from "@/tests/support/db";

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "auth-routes-test-secret-0123456789abcdef";
  process.env.TOKEN_ENCRYPTION_KEY = "0123456789abcdef".repeat(4);
  return { db: undefined as Db | undefined, oauth: undefined as GoogleOAuth | undefined };
});
vi.mock("@/lib/db/client", () => ({ getDb: async () => state.db }));
vi.mock("@/lib/google/oauth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/google/oauth")>()),
  googleOAuth: () => state.oauth,
}));

const { createGoogleOAuth } = await import("@/lib/google/oauth");
const { emulatorEndpoints } = await import("@/google-emulator/paths");
const { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } =
  await import("@/google-emulator/oauth/client");
const { OAUTH_COOKIE, readOAuthCookie, sealOAuthRoundTrip } =
  await import("@/lib/auth/server/oauth-cookie");
const { SESSION_COOKIE } = await import("@/lib/auth/server/session");
const { saveGoogleTokens } = await import("@/lib/google/tokens/store");
const { apiRequest, read, sessionCookies, setCookies } =
  await import("@/tests/support/route-requests");
const start = await import("./google/start/route");
const callback = await import("./google/callback/route");
const session = await import("./session/route");
const signOut = await import("./sign-out/route");

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  state.db = testDb.db;
  // Building the consent URL needs no network; nothing here reaches the token endpoint.
  state.oauth = createGoogleOAuth({
    endpoints: emulatorEndpoints("http://127.0.0.1:9"),
    clientId: EMULATOR_CLIENT_ID,
    clientSecret: EMULATOR_CLIENT_SECRET,
  });
});
afterAll(() => testDb.close());

const ROUND_TRIP = {
  state: "s".repeat(43),
  codeVerifier: "v".repeat(43),
  redirectUri: "http://localhost:3000/auth-callback",
};
const roundTripCookie = async () => ({ [OAUTH_COOKIE]: await sealOAuthRoundTrip(ROUND_TRIP) });

describe("GET /api/auth/google/start", () => {
  it("answers the consent URL and keeps its state and verifier in a sealed, short-lived cookie", async () => {
    const response = await start.GET(apiRequest("/api/auth/google/start/"));
    const { status, body } = await read(response);
    expect(status).toBe(200);
    const url = new URL((body as { url: string }).url);
    expect(url.pathname).toBe("/emulator/google/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: EMULATOR_CLIENT_ID,
      redirect_uri: "http://localhost:3000/auth-callback",
      response_type: "code",
      access_type: "offline",
      prompt: "consent",
      code_challenge_method: "S256",
    });
    const cookie = setCookies(response).get(OAUTH_COOKIE)!;
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(["httponly", "samesite=lax", "path=/", "max-age=600"]),
    );
    const trip = await readOAuthCookie(cookie.value);
    expect(trip?.state).toBe(url.searchParams.get("state"));
    expect(cookie.value).not.toContain(trip!.codeVerifier);
    expect(url.searchParams.get("code_challenge")).not.toBe(trip!.codeVerifier);
  });

  it("passes a login hint on, and refuses one that is not an email address", async () => {
    const hinted = await read(
      await start.GET(apiRequest("/api/auth/google/start/?login_hint=dana%40demo.rankwell.dev")),
    );
    expect(new URL((hinted.body as { url: string }).url).searchParams.get("login_hint")).toBe(
      "dana@demo.rankwell.dev",
    );
    const bad = await read(
      await start.GET(apiRequest("/api/auth/google/start/?login_hint=nobody")),
    );
    expect(bad).toMatchObject({ status: 400, body: { error: { code: "invalid_input" } } });
  });
});

describe("POST /api/auth/google/callback", () => {
  const post = async (body: unknown, cookies: Record<string, string> = {}) =>
    callback.POST(apiRequest("/api/auth/google/callback/", { method: "POST", body, cookies }));

  it.each([
    ["no JSON", "{not json", "invalid_json"],
    ["no code or error", { state: "x" }, "invalid_input"],
    ["an empty code", { code: "", state: "x" }, "invalid_input"],
    ["a list", [], "invalid_input"],
  ])("answers 400 for %s", async (_label, body, code) => {
    expect(await read(await post(body, await roundTripCookie()))).toMatchObject({
      status: 400,
      body: { error: { code } },
    });
  });

  it("refuses a state that does not match the one this browser was given, or no round trip at all", async () => {
    for (const cookies of [await roundTripCookie(), {}, { [OAUTH_COOKIE]: "forged" }]) {
      const response = await post({ code: "4/0emu-whatever", state: "t".repeat(43) }, cookies);
      expect(await read(response)).toMatchObject({
        status: 400,
        body: { error: { code: "invalid_state" } },
      });
      expect(setCookies(response).get(OAUTH_COOKIE)?.value).toBe("");
      expect(setCookies(response).has(SESSION_COOKIE)).toBe(false);
    }
  });

  it("reports a cancelled consent as access_denied", async () => {
    const response = await post(
      { error: "access_denied", state: ROUND_TRIP.state },
      await roundTripCookie(),
    );
    expect(await read(response)).toEqual({
      status: 400,
      body: { error: { code: "access_denied", message: "Authentication cancelled or failed" } },
    });
  });

  it("answers 502 when Google refuses the code", async () => {
    const response = await post(
      { code: "4/0emu-unknown", state: ROUND_TRIP.state },
      await roundTripCookie(),
    );
    expect(await read(response)).toMatchObject({
      status: 502,
      body: { error: { code: "google_error" } },
    });
    expect(setCookies(response).has(SESSION_COOKIE)).toBe(false);
  });
});

describe("GET /api/auth/session", () => {
  it("answers nulls without a session, or with a forged one", async () => {
    for (const cookies of [{}, { [SESSION_COOKIE]: "forged" }] as Record<string, string>[]) {
      const response = await session.GET(apiRequest("/api/auth/session/", { cookies }));
      expect(await read(response)).toEqual({
        status: 200,
        body: { user: null, profile: null, tokenHealth: null },
      });
    }
  });

  it("answers the user, profile and token health, never a token", async () => {
    const email = "session-user@example.com";
    const id = await testDb.createUser(email);
    await testDb.client.query(
      "insert into profiles (id, email, full_name, is_primary_account) values ($1, $2, 'Sam Session', true)",
      [id, email],
    );
    const expiresAt = new Date(Date.now() + 3_599_000);
    await saveGoogleTokens(
      id,
      {
        accessToken: "ya29.secret-access",
        refreshToken: "1//secret-refresh",
        expiresAt,
        scope: "openid",
      },
      { db: testDb.db },
    );

    const response = await session.GET(
      apiRequest("/api/auth/session/", { cookies: await sessionCookies({ id, email }) }),
    );
    const text = await response.clone().text();
    expect(text).not.toContain("secret");
    expect(await read(response)).toEqual({
      status: 200,
      body: {
        user: { id, email },
        profile: { full_name: "Sam Session", avatar_url: null, email, is_primary_account: true },
        tokenHealth: {
          connected: true,
          expiresAt: expiresAt.toISOString(),
          needsReauth: false,
          scopes: ["openid"],
        },
      },
    });
  });
});

describe("POST /api/auth/sign-out", () => {
  it("clears the session cookie, with or without a session", async () => {
    const email = "signing-out@example.com";
    const cookies = await sessionCookies({ id: await testDb.createUser(email), email });
    for (const withCookies of [cookies, {}]) {
      const response = await signOut.POST(
        apiRequest("/api/auth/sign-out/", { method: "POST", cookies: withCookies }),
      );
      expect(response.status).toBe(204);
      expect(setCookies(response).get(SESSION_COOKIE)).toMatchObject({
        value: "",
        attributes: expect.arrayContaining(["max-age=0"]),
      });
    }
  });
});
