import { createHash } from "node:crypto";
import { createServerClient } from "@supabase/ssr";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stubSupabaseEnv, SUPABASE_TEST_ENV } from "@/tests/support/supabase";
import { createTestDb, type TestDb } from "@/tests/support/db";

// The real @supabase/ssr and supabase-js, with only Supabase Auth's HTTP answers faked: the sign-in
// starts as the browser client starts it (the PKCE verifier in a cookie), and the route trades the
// code the way it does against Supabase.

stubSupabaseEnv();
vi.stubEnv("TOKEN_ENCRYPTION_KEY", "0123456789abcdef".repeat(4));

const state = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock("@/lib/db/client", () => ({ getDb: async () => state.db }));

const { upsertAuthUser } = await import("@/lib/db/auth-users");
const { readGoogleTokens } = await import("@/lib/google/tokens/store");
const { apiRequest, read, setCookies } = await import("@/tests/support/route-requests");
const { SERVER_CLIENT_OPTIONS } = await import("@/lib/supabase/config");
const callback = await import("./route");

const { NEXT_PUBLIC_SUPABASE_URL: SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY: ANON_KEY } =
  SUPABASE_TEST_ENV;
const GOOGLE = {
  provider_token: "ya29.a0AfB_byC-google-access-token-from-supabase",
  provider_refresh_token: "1//0g-google-refresh-token-from-supabase",
};
const METADATA = { full_name: "Dana Demo", avatar_url: "https://lh3.googleusercontent.com/a/d" };

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  state.db = testDb.db;
});
afterAll(async () => {
  await testDb.close();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

type Jar = Map<string, string>;

/** What the browser client does on "Sign in with Google": the consent URL, the verifier in a cookie. */
async function startSignIn() {
  const jar: Jar = new Map();
  const client = createServerClient(SUPABASE_URL, ANON_KEY, {
    realtime: SERVER_CLIENT_OPTIONS.realtime,
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
    },
  });
  const { data } = await client.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: "http://localhost:3000/auth-callback", skipBrowserRedirect: true },
  });
  const consent = new URL(data.url!);
  const redirect = new URL(consent.searchParams.get("redirect_to")!);
  return {
    jar,
    flowId: redirect.searchParams.get("sb_flow_id") ?? undefined,
    challenge: consent.searchParams.get("code_challenge")!,
  };
}

/** Supabase Auth's token endpoint: the session and Google's tokens, for the verifier of `challenge`. */
function fakeSupabase(challenge: string, user: { id: string; email: string }) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    if (!url.startsWith(`${SUPABASE_URL}/auth/v1/token?grant_type=pkce`)) {
      return Response.json({ msg: "not faked" }, { status: 500 });
    }
    const { auth_code, code_verifier } = JSON.parse(String(init?.body));
    const s256 = createHash("sha256").update(code_verifier).digest("base64url");
    if (auth_code !== "good-code" || s256 !== challenge) {
      return Response.json(
        { code: 400, error_code: "flow_state_not_found", msg: "invalid flow state" },
        { status: 400 },
      );
    }
    return Response.json({
      access_token: "eyJhbGciOiJFUzI1NiJ9.supabase-access.sig",
      token_type: "bearer",
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: "supabase-refresh-token",
      user: {
        id: user.id,
        aud: "authenticated",
        role: "authenticated",
        email: user.email,
        app_metadata: { provider: "google" },
        user_metadata: METADATA,
        created_at: new Date().toISOString(),
      },
      ...GOOGLE,
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

let n = 0;
async function supabaseUser() {
  const email = `callback${++n}@example.com`;
  const { id } = await upsertAuthUser(testDb.db, { email, metadata: METADATA });
  return { id, email };
}

const post = (body: unknown, jar: Jar) =>
  callback.POST(
    apiRequest("/api/auth/supabase/callback/", {
      method: "POST",
      body,
      cookies: Object.fromEntries(jar),
    }),
  );

/** The session cookie as supabase-js reads it back: chunks joined, base64url decoded. */
function sessionCookieJson(response: Response): string {
  const chunks = [...setCookies(response)]
    .filter(([name, { value }]) => /^sb-abcdefghijklmnop-auth-token(\.\d+)?$/.test(name) && value)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, { value }]) => value)
    .join("");
  return Buffer.from(chunks.replace(/^base64-/, ""), "base64url").toString("utf8");
}

beforeEach(() => vi.unstubAllGlobals());

describe("POST /api/auth/supabase/callback", () => {
  it("trades the code on the server and keeps Google's tokens there, encrypted", async () => {
    const user = await supabaseUser();
    const { jar, flowId, challenge } = await startSignIn();
    fakeSupabase(challenge, user);

    const response = await post({ code: "good-code", flowId }, jar);
    const text = await response.clone().text();
    expect(await read(response)).toEqual({
      status: 200,
      body: {
        user,
        isNewUser: true,
        session: {
          access_token: "eyJhbGciOiJFUzI1NiJ9.supabase-access.sig",
          refresh_token: "supabase-refresh-token",
          expires_at: expect.any(Number),
        },
      },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");

    await expect(readGoogleTokens(user.id, { db: testDb.db })).resolves.toMatchObject({
      accessToken: GOOGLE.provider_token,
      refreshToken: GOOGLE.provider_refresh_token,
    });
    const { rows } = await testDb.client.query<{ access_token: string }>(
      "select access_token from google_tokens where user_id = $1",
      [user.id],
    );
    expect(rows[0]?.access_token).not.toContain(GOOGLE.provider_token);
    const profile = await testDb.client.query(
      "select full_name, is_primary_account from profiles where id = $1",
      [user.id],
    );
    expect(profile.rows[0]).toEqual({ full_name: "Dana Demo", is_primary_account: true });

    // The browser gets Supabase's session cookie, and no Google token anywhere.
    const session = JSON.parse(sessionCookieJson(response));
    expect(session).toMatchObject({ access_token: "eyJhbGciOiJFUzI1NiJ9.supabase-access.sig" });
    expect(session).not.toHaveProperty("provider_token");
    expect(session).not.toHaveProperty("provider_refresh_token");
    const everything = [text, sessionCookieJson(response), ...response.headers.getSetCookie()];
    for (const token of Object.values(GOOGLE)) {
      for (const part of everything) expect(part).not.toContain(token);
    }
    // The verifier served its one sign-in.
    const verifier = [...setCookies(response)].find(([name]) => name.includes("code-verifier"));
    expect(verifier?.[1].value).toBe("");
  });

  it("answers 'Authentication failed' for a code Supabase refuses, and stores nothing", async () => {
    const user = await supabaseUser();
    const { jar, flowId, challenge } = await startSignIn();
    fakeSupabase(challenge, user);
    const { status, body } = await read(await post({ code: "used-code", flowId }, jar));
    expect({ status, body }).toEqual({
      status: 400,
      body: { error: { code: "invalid_code", message: "Authentication failed" } },
    });
    await expect(readGoogleTokens(user.id, { db: testDb.db })).resolves.toBeNull();
  });

  it("answers 'Authentication failed' without the verifier cookie of the sign-in", async () => {
    const user = await supabaseUser();
    const { flowId, challenge } = await startSignIn();
    const calls = fakeSupabase(challenge, user);
    const { status } = await read(await post({ code: "good-code", flowId }, new Map()));
    expect(status).toBe(400);
    expect(calls).toEqual([]);
  });

  it.each([
    ["no code", {}],
    ["an empty code", { code: "" }],
    ["a flow id that is not a string", { code: "c", flowId: 7 }],
  ])("answers 400 for %s", async (_label, body) => {
    const { status, body: answer } = await read(await post(body, new Map()));
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: { code: expect.stringMatching(/^invalid_/) } });
  });
});
