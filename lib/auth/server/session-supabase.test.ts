import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { recordingAuth, stubSupabaseEnv } from "@/tests/support/supabase";

// Before the module under test (and with it lib/env.ts) is imported below.
stubSupabaseEnv();
vi.stubEnv("AUTH_SECRET", "session-test-secret-0123456789abcdefghijkl");

vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => undefined }),
}));

const calls: string[] = [];
let claims: Record<string, unknown> | null = null;
vi.mock("@supabase/ssr", () => ({
  createServerClient: () => {
    const auth = {
      getClaims: async () => ({ data: claims ? { claims } : null, error: null }),
      getSession: async () => {
        throw new Error("getSession() must not authorise anything");
      },
    };
    return { auth: recordingAuth(auth, calls) };
  },
}));

const { getRequestUser, getSessionUser, SESSION_COOKIE, sealSession, withSessionUser } =
  await import("./session");
const { apiRequest } = await import("@/tests/support/route-requests");

const USER = { id: "5b1f0f8e-7a0c-4d55-9f3e-2f4b8c1d2e3a", email: "dana@example.com" };
const CLAIMS = { sub: USER.id, email: USER.email, role: "authenticated", aud: "authenticated" };

beforeEach(() => {
  calls.length = 0;
  claims = null;
});
afterAll(() => vi.unstubAllEnvs());

describe("sessions in Supabase mode", () => {
  it("map the verified claims to the session user", async () => {
    claims = CLAIMS;
    await expect(getSessionUser()).resolves.toEqual(USER);
    await expect(getRequestUser(apiRequest("/api/auth/session/"))).resolves.toEqual(USER);
    expect(calls).toEqual(["getClaims", "getClaims"]);
  });

  it("have no user without claims, whatever built-in cookie the request carries", async () => {
    const sessionId = "0c9a7f2e-51d4-4b8e-9f6a-3e2d1c0b9a87";
    const cookies = { [SESSION_COOKIE]: await sealSession({ sessionId, user: USER }) };
    const request = apiRequest("/api/auth/session/", { cookies });
    await expect(getSessionUser()).resolves.toBeNull();
    await expect(getRequestUser(request)).resolves.toBeNull();
  });

  it("let withSessionUser answer 401 without claims and run the handler with them", async () => {
    const handler = withSessionUser(async (_request, user) => Response.json({ user }));
    const refused = await handler(apiRequest("/api/projects/"), undefined);
    expect(refused.status).toBe(401);
    await expect(refused.json()).resolves.toEqual({
      error: { code: "unauthenticated", message: "Please sign in." },
    });

    claims = CLAIMS;
    const allowed = await handler(apiRequest("/api/projects/"), undefined);
    await expect(allowed.json()).resolves.toEqual({ user: USER });
  });
});
