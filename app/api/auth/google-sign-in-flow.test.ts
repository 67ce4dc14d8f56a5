import type { AddressInfo } from "node:net";
import { unsealData } from "iron-session";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/types";
import type { GoogleOAuth } from "@/lib/google/oauth";
import { createTestDb, type TestDb } from "@/tests/support/db";

// The whole sign-in against the Google emulator on a loopback port: start → consent → callback →
// session, then refresh, a revoked grant and revoke, all through the route handlers.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "sign-in-flow-test-secret-0123456789abcdef";
  process.env.TOKEN_ENCRYPTION_KEY = "00112233445566778899aabbccddeeff".repeat(2);
  return { db: undefined as Db | undefined, oauth: undefined as GoogleOAuth | undefined };
});
vi.mock("@/lib/db/client", () => ({ getDb: async () => state.db }));
vi.mock("@/lib/google/oauth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/google/oauth")>()),
  googleOAuth: () => state.oauth,
}));

const { createGoogleOAuth } = await import("@/lib/google/oauth");
const { createGoogleEmulator } = await import("@/google-emulator/handler");
const { createEmulatorServer } = await import("@/google-emulator/node-adapter");
const { emulatorEndpoints } = await import("@/google-emulator/paths");
const { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } =
  await import("@/google-emulator/oauth/client");
const { OAUTH_COOKIE } = await import("@/lib/auth/server/oauth-cookie");
const { SESSION_COOKIE, readSessionCookie, sessionCookieUser } =
  await import("@/lib/auth/server/session");
const { readGoogleTokens } = await import("@/lib/google/tokens/store");
const { apiRequest, read, setCookies, TEST_ORIGIN } =
  await import("@/tests/support/route-requests");
const start = await import("./google/start/route");
const callback = await import("./google/callback/route");
const session = await import("./session/route");
const refresh = await import("../functions/google-token-refresh/route");
const revoke = await import("../functions/revoke-google-tokens/route");

const DANA = { id: "104857600000000000001", email: "dana@demo.rankwell.dev" };

let testDb: TestDb;
let server: ReturnType<typeof createEmulatorServer>;
let emulatorOrigin: string;
let tokenRequests = 0;

const oauthFor = (origin: string, clientSecret = EMULATOR_CLIENT_SECRET) =>
  createGoogleOAuth({
    endpoints: emulatorEndpoints(origin),
    clientId: EMULATOR_CLIENT_ID,
    clientSecret,
  });

beforeAll(async () => {
  testDb = await createTestDb();
  state.db = testDb.db;
  server = createEmulatorServer(createGoogleEmulator({ appOrigin: TEST_ORIGIN }));
  server.on("request", (req) => {
    if (req.method === "POST" && req.url?.endsWith("/token")) tokenRequests += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  emulatorOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.oauth = oauthFor(emulatorOrigin);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await testDb.close();
});

/** What the popup does: open the consent URL, pick an account, and land on the callback page. */
async function consent(account: { account: string } | { email: string; name: string }) {
  const started = await start.GET(apiRequest("/api/auth/google/start/"));
  const { url } = (await started.json()) as { url: string };
  const oauthCookie = setCookies(started).get(OAUTH_COOKIE)!.value;
  const form = new URLSearchParams(new URL(url).searchParams);
  for (const [name, value] of Object.entries(account)) form.set(name, value);
  const approved = await fetch(`${emulatorOrigin}/emulator/google/o/oauth2/v2/approve`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  const back = new URL(approved.headers.get("location")!);
  expect(back.origin + back.pathname).toBe(`${TEST_ORIGIN}/auth-callback`);
  return {
    code: back.searchParams.get("code")!,
    state: back.searchParams.get("state")!,
    oauthCookie,
  };
}

async function signIn(account: { account: string } | { email: string; name: string }) {
  const { code, state: returned, oauthCookie } = await consent(account);
  const response = await callback.POST(
    apiRequest("/api/auth/google/callback/", {
      method: "POST",
      body: { code, state: returned },
      cookies: { [OAUTH_COOKIE]: oauthCookie },
    }),
  );
  const { status, body } = await read(response);
  const sessionCookie = setCookies(response).get(SESSION_COOKIE);
  return {
    status,
    body: body as { user: { id: string; email: string }; isNewUser: boolean },
    sessionCookie,
    response,
  };
}

const post = (
  route: { POST: (r: never, c: never) => Promise<Response> },
  path: string,
  cookie: string,
  body?: unknown,
) =>
  route.POST(
    apiRequest(path, { method: "POST", body, cookies: { [SESSION_COOKIE]: cookie } }) as never,
    undefined as never,
  );

describe("Google sign-in through the emulator", () => {
  let userId: string;
  let cookie: string;

  it("creates the user, a primary profile, encrypted tokens and a session", async () => {
    const result = await signIn({ account: DANA.id });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      user: { id: expect.any(String), email: DANA.email },
      isNewUser: true,
    });
    userId = result.body.user.id;
    cookie = result.sessionCookie!.value;
    expect(result.sessionCookie!.attributes).toEqual(
      expect.arrayContaining([
        "httponly",
        "samesite=lax",
        "path=/",
        `max-age=${30 * 24 * 60 * 60}`,
      ]),
    );
    await expect(readSessionCookie(cookie)).resolves.toEqual({
      sessionId: expect.any(String),
      user: { id: userId, email: DANA.email },
    });
    await expect(sessionCookieUser(cookie)).resolves.toEqual({ id: userId, email: DANA.email });
    expect(setCookies(result.response).get(OAUTH_COOKIE)?.value).toBe("");

    const { rows: users } = await testDb.client.query<{ meta: { provider_id: string } }>(
      "select raw_user_meta_data as meta from auth.users where id = $1",
      [userId],
    );
    expect(users[0]!.meta.provider_id).toBe(DANA.id);
    const { rows: profiles } = await testDb.client.query(
      "select full_name, email, avatar_url, is_primary_account from profiles where id = $1",
      [userId],
    );
    expect(profiles[0]).toMatchObject({
      full_name: "Dana Demo",
      email: DANA.email,
      is_primary_account: true,
    });
    expect(String((profiles[0] as { avatar_url: string }).avatar_url)).toContain(
      `/avatar/${DANA.id}.svg`,
    );

    const { rows: tokens } = await testDb.client.query<{
      access_token: string;
      refresh_token: string;
    }>("select access_token, refresh_token from google_tokens where user_id = $1", [userId]);
    const plain = await readGoogleTokens(userId, { db: testDb.db });
    expect(plain!.accessToken).toMatch(/^ya29\.emu-/);
    expect(plain!.refreshToken).toMatch(/^1\/\/emu-/);
    expect(tokens[0]!.access_token).not.toContain(plain!.accessToken);
    expect(tokens[0]!.refresh_token).not.toContain(plain!.refreshToken!);
  });

  it("hands the browser no Google token: not in an answer, a cookie or the sealed session", async () => {
    const result = await signIn({ email: "t-tokens@e2e.rankwell.dev", name: "Token Tester" });
    const id = result.body.user.id;
    const sessionCookie = result.sessionCookie!.value;
    const signedIn = { cookies: { [SESSION_COOKIE]: sessionCookie } };
    const first = await readGoogleTokens(id, { db: testDb.db });
    const seen = [
      JSON.stringify(result.body),
      ...result.response.headers.getSetCookie(),
      JSON.stringify(
        await unsealData(sessionCookie, { password: process.env.AUTH_SECRET!, ttl: 0 }),
      ),
      await (await session.GET(apiRequest("/api/auth/session/", signedIn))).text(),
      await (await post(refresh, "/api/functions/google-token-refresh/", sessionCookie)).text(),
    ];
    const refreshed = await readGoogleTokens(id, { db: testDb.db });
    const tokens = [first!.accessToken, first!.refreshToken!, refreshed!.accessToken];
    expect(refreshed!.accessToken).not.toBe(first!.accessToken);
    for (const token of tokens) for (const text of seen) expect(text).not.toContain(token);
    for (const text of seen) expect(text).not.toMatch(/ya29\.|1\/\//);
  });

  it("finds the same user when the same Google account signs in again", async () => {
    const again = await signIn({ account: DANA.id });
    expect(again.body).toEqual({ user: { id: userId, email: DANA.email }, isNewUser: false });
  });

  it("gives an ad-hoc account its own user", async () => {
    const result = await signIn({ email: "t-flow@e2e.rankwell.dev", name: "Flow Tester" });
    expect(result.body.isNewUser).toBe(true);
    expect(result.body.user.id).not.toBe(userId);
  });

  it("refuses a code that was already used with 400, not as an outage", async () => {
    // A replayed code also revokes the grant it first gave, so this uses an account of its own.
    const {
      code,
      state: returned,
      oauthCookie,
    } = await consent({ email: "t-replay@e2e.rankwell.dev", name: "Replay Tester" });
    const send = () =>
      callback.POST(
        apiRequest("/api/auth/google/callback/", {
          method: "POST",
          body: { code, state: returned },
          cookies: { [OAUTH_COOKIE]: oauthCookie },
        }),
      );
    expect((await send()).status).toBe(200);
    const replayed = await send();
    expect(await read(replayed)).toMatchObject({
      status: 400,
      body: { error: { code: "invalid_grant" } },
    });
    expect(setCookies(replayed).has(SESSION_COOKIE)).toBe(false);
  });

  it("refuses a code Google never issued with 400", async () => {
    const { state: returned, oauthCookie } = await consent({
      email: "t-forged@e2e.rankwell.dev",
      name: "Forged Code",
    });
    const response = await callback.POST(
      apiRequest("/api/auth/google/callback/", {
        method: "POST",
        body: { code: "4/0emu-never-issued", state: returned },
        cookies: { [OAUTH_COOKIE]: oauthCookie },
      }),
    );
    expect(await read(response)).toMatchObject({
      status: 400,
      body: { error: { code: "invalid_grant" } },
    });
  });

  it("refreshes once for two concurrent requests", async () => {
    const before = tokenRequests;
    const [a, b] = await Promise.all([
      post(refresh, "/api/functions/google-token-refresh/", cookie),
      post(refresh, "/api/functions/google-token-refresh/", cookie),
    ]);
    expect(tokenRequests - before).toBe(1);
    const bodies = [await read(a), await read(b)];
    expect(bodies[0]).toEqual({ status: 200, body: { expiresAt: expect.any(String) } });
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it("reports refresh_failed when Google refuses the client, and network_error when it cannot be reached", async () => {
    state.oauth = oauthFor(emulatorOrigin, "wrong-secret");
    expect(
      await read(await post(refresh, "/api/functions/google-token-refresh/", cookie)),
    ).toMatchObject({
      status: 502,
      body: { error: { code: "refresh_failed" }, needsReauth: false },
    });
    state.oauth = oauthFor("http://127.0.0.1:9");
    expect(
      await read(await post(refresh, "/api/functions/google-token-refresh/", cookie)),
    ).toMatchObject({
      status: 502,
      body: { error: { code: "network_error" }, needsReauth: false },
    });
    state.oauth = oauthFor(emulatorOrigin);
  });

  it("marks the account for a reconnect once Google says the grant was revoked", async () => {
    const stored = await readGoogleTokens(userId, { db: testDb.db });
    await oauthFor(emulatorOrigin).revokeToken(stored!.refreshToken!);
    expect(await read(await post(refresh, "/api/functions/google-token-refresh/", cookie))).toEqual(
      {
        status: 401,
        body: {
          error: {
            code: "refresh_token_invalid",
            message: "Your Google connection has expired. Please reconnect.",
          },
          needsReauth: true,
        },
      },
    );
    const { body } = await read(
      await session.GET(
        apiRequest("/api/auth/session/", { cookies: { [SESSION_COOKIE]: cookie } }),
      ),
    );
    expect(body).toMatchObject({ tokenHealth: { connected: true, needsReauth: true } });

    const reconnected = await signIn({ account: DANA.id });
    expect(reconnected.body.user.id).toBe(userId);
    const health = await read(
      await session.GET(
        apiRequest("/api/auth/session/", { cookies: { [SESSION_COOKIE]: cookie } }),
      ),
    );
    expect(health.body).toMatchObject({ tokenHealth: { connected: true, needsReauth: false } });
  });

  it("revokes the grant at Google and forgets the tokens", async () => {
    const stored = await readGoogleTokens(userId, { db: testDb.db });
    const response = await post(revoke, "/api/functions/revoke-google-tokens/", cookie, {
      user_id: userId,
    });
    expect(response.status).toBe(204);
    await expect(readGoogleTokens(userId, { db: testDb.db })).resolves.toBeNull();
    await expect(
      oauthFor(emulatorOrigin).refreshAccessToken(stored!.refreshToken!),
    ).rejects.toMatchObject({ code: "invalid_grant" });
  });
});
