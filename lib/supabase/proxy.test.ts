import { NextRequest } from "next/server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { recordingAuth, stubSupabaseEnv, SUPABASE_TEST_ENV } from "@/tests/support/supabase";

// Before the module under test (and with it lib/env.ts) is imported below.
stubSupabaseEnv();

type CookieMethods = {
  getAll: () => { name: string; value: string }[];
  setAll: (
    cookies: { name: string; value: string; options: Record<string, unknown> }[],
    headers: Record<string, string>,
  ) => void;
};

const calls: string[] = [];
const created: { url: string; key: string; options: Record<string, unknown> }[] = [];
let onGetClaims: (cookies: CookieMethods) => void = () => undefined;

vi.mock("@supabase/ssr", () => ({
  createServerClient: (
    url: string,
    key: string,
    options: { cookies: CookieMethods } & Record<string, unknown>,
  ) => {
    calls.push("createServerClient");
    created.push({ url, key, options });
    const auth = {
      getClaims: async () => {
        onGetClaims(options.cookies);
        return { data: { claims: { sub: "user-1" } }, error: null };
      },
      getSession: async () => ({ data: { session: null }, error: null }),
      getUser: async () => ({ data: { user: null }, error: null }),
    };
    return { auth: recordingAuth(auth, calls) };
  },
}));

const { updateSupabaseSession } = await import("./proxy");

function request(cookie = "sb-abcdefghijklmnop-auth-token=old") {
  return new NextRequest("https://rankwell.test/app/", { headers: { cookie } });
}

beforeEach(() => {
  calls.length = 0;
  created.length = 0;
  onGetClaims = () => undefined;
});
afterAll(() => vi.unstubAllEnvs());

describe("updateSupabaseSession", () => {
  it("calls getClaims right after creating the client, and nothing else", async () => {
    await updateSupabaseSession(request());
    expect(calls).toEqual(["createServerClient", "getClaims"]);
    expect(created[0]).toMatchObject({
      url: SUPABASE_TEST_ENV.NEXT_PUBLIC_SUPABASE_URL,
      key: SUPABASE_TEST_ENV.NEXT_PUBLIC_SUPABASE_ANON_KEY,
      options: { realtime: { transport: expect.any(Function) } },
    });
  });

  it("reads the session from the request's cookies", async () => {
    let seen: { name: string; value: string }[] = [];
    onGetClaims = (cookies) => (seen = cookies.getAll());
    await updateSupabaseSession(request());
    expect(seen).toEqual([{ name: "sb-abcdefghijklmnop-auth-token", value: "old" }]);
  });

  it("returns the response carrying the refreshed cookies and no-store headers", async () => {
    onGetClaims = (cookies) =>
      cookies.setAll(
        [
          {
            name: "sb-abcdefghijklmnop-auth-token",
            value: "refreshed",
            options: { path: "/", maxAge: 400, sameSite: "lax" },
          },
        ],
        { "Cache-Control": "private, no-cache, no-store, must-revalidate, max-age=0" },
      );
    const req = request();
    const response = await updateSupabaseSession(req);
    expect(response.cookies.get("sb-abcdefghijklmnop-auth-token")).toMatchObject({
      value: "refreshed",
      path: "/",
      maxAge: 400,
    });
    expect(response.headers.get("cache-control")).toContain("no-store");
    // The page or route handler behind the proxy reads the refreshed session too.
    expect(req.cookies.get("sb-abcdefghijklmnop-auth-token")?.value).toBe("refreshed");
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("passes the request on untouched when nothing was refreshed", async () => {
    const response = await updateSupabaseSession(request());
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
