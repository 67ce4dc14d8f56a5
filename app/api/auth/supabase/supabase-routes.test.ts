import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stubSupabaseEnv } from "@/tests/support/supabase";

// Before the routes (and with them lib/env.ts) are imported below.
stubSupabaseEnv();

const state = vi.hoisted(() => ({
  signOutScopes: [] as unknown[],
  cookies: new Map<string, string>(),
}));
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

const { apiRequest } = await import("@/tests/support/route-requests");
const signOut = await import("./sign-out/route");

afterAll(() => vi.unstubAllEnvs());
beforeEach(() => {
  state.signOutScopes = [];
  state.cookies.clear();
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
