import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { recordingAuth, stubSupabaseEnv, SUPABASE_TEST_ENV } from "@/tests/support/supabase";

// Before the module under test (and with it lib/env.ts) is imported below.
stubSupabaseEnv();

type SetAll = (cookies: { name: string; value: string; options: object }[]) => void;

const store = {
  getAll: vi.fn(() => [{ name: "sb-abcdefghijklmnop-auth-token", value: "session" }]),
  set: vi.fn(),
};
vi.mock("next/headers", () => ({ cookies: async () => store }));

const calls: string[] = [];
let setAll: SetAll = () => undefined;
let claimsResult: { data: { claims: Record<string, unknown> } | null; error: Error | null };

vi.mock("@supabase/ssr", () => ({
  createServerClient: (
    url: string,
    key: string,
    options: { cookies: { getAll: () => unknown; setAll: SetAll } },
  ) => {
    calls.push(`create ${url} ${key}`);
    setAll = options.cookies.setAll;
    options.cookies.getAll();
    const auth = { getClaims: async () => claimsResult };
    return { auth: recordingAuth(auth, calls) };
  },
}));

const { claimsUser, createSupabaseServerClient, getSupabaseClaims } = await import("./server");

const CLAIMS = {
  sub: "9f0c2a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50",
  email: "dana@example.com",
  role: "authenticated",
  user_metadata: { full_name: "Dana Demo" },
};

beforeEach(() => {
  calls.length = 0;
  store.set.mockReset();
  claimsResult = { data: { claims: CLAIMS }, error: null };
});
afterAll(() => vi.unstubAllEnvs());

describe("createSupabaseServerClient", () => {
  it("creates the client on this request's cookies", async () => {
    await createSupabaseServerClient();
    const { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_ANON_KEY: key } = SUPABASE_TEST_ENV;
    expect(calls).toEqual([`create ${url} ${key}`]);
    expect(store.getAll).toHaveBeenCalled();
  });

  it("writes refreshed cookies where it may, and leaves them to the proxy where it may not", async () => {
    await createSupabaseServerClient();
    setAll([{ name: "sb-abcdefghijklmnop-auth-token", value: "new", options: { path: "/" } }]);
    expect(store.set).toHaveBeenCalledWith("sb-abcdefghijklmnop-auth-token", "new", { path: "/" });

    store.set.mockImplementation(() => {
      throw new Error("Cookies can only be modified in a Server Action or Route Handler.");
    });
    expect(() => setAll([{ name: "x", value: "y", options: {} }])).not.toThrow();
  });
});

describe("getSupabaseClaims", () => {
  it("answers from getClaims(), never from getSession()", async () => {
    await expect(getSupabaseClaims()).resolves.toEqual(CLAIMS);
    expect(calls.slice(1)).toEqual(["getClaims"]);
  });

  it("is null without a session, or when the token does not verify", async () => {
    claimsResult = { data: null, error: null };
    await expect(getSupabaseClaims()).resolves.toBeNull();
    claimsResult = { data: null, error: new Error("invalid JWT") };
    await expect(getSupabaseClaims()).resolves.toBeNull();
  });
});

describe("claimsUser", () => {
  it("maps the claims to the session user", () => {
    expect(claimsUser(CLAIMS)).toEqual({ id: CLAIMS.sub, email: CLAIMS.email });
    expect(claimsUser({ sub: CLAIMS.sub })).toEqual({ id: CLAIMS.sub, email: "" });
  });
});
