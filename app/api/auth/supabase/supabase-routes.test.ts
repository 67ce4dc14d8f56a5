import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stubSupabaseEnv } from "@/tests/support/supabase";

// Before the routes (and with them lib/env.ts) are imported below.
stubSupabaseEnv();

const state = vi.hoisted(() => ({
  signOutScopes: [] as unknown[],
  /** The error Supabase answers a global sign-out with (as when it cannot be reached). */
  globalSignOutError: null as { message: string } | null,
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
        // "global" keeps the cookies when Supabase fails; "local" drops them before asking it.
        if (args.scope === "global" && state.globalSignOutError)
          return { error: state.globalSignOutError };
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
  state.globalSignOutError = null;
  state.cookies.clear();
});

describe("POST /api/auth/supabase/sign-out", () => {
  const post = () => signOut.POST(apiRequest("/api/auth/supabase/sign-out/", { method: "POST" }));

  it("ends every Supabase session of the user (all devices) and clears this browser's cookie", async () => {
    state.cookies.set("sb-abcdefghijklmnop-auth-token", "base64-session");
    const response = await post();
    expect(response.status).toBe(204);
    expect(state.signOutScopes).toEqual(["global"]);
    expect(state.cookies.has("sb-abcdefghijklmnop-auth-token")).toBe(false);
  });

  it("still signs this browser out when Supabase cannot end the sessions", async () => {
    state.cookies.set("sb-abcdefghijklmnop-auth-token", "base64-session");
    state.globalSignOutError = { message: "fetch failed" };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const response = await post();
    expect(response.status).toBe(204);
    expect(state.signOutScopes).toEqual(["global", "local"]);
    expect(state.cookies.has("sb-abcdefghijklmnop-auth-token")).toBe(false);
    expect(warn).toHaveBeenCalledWith("[auth] Supabase sign-out: fetch failed");
    warn.mockRestore();
  });
});
