import { sealData } from "iron-session";
import { NextRequest, NextResponse } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "session-test-secret-0123456789abcdefghijkl";
});

const {
  OAUTH_COOKIE,
  SESSION_COOKIE,
  clearSessionCookie,
  readOAuthCookie,
  readSessionCookie,
  sealOAuthRoundTrip,
  sealSession,
  setOAuthCookie,
  setSessionCookie,
  withSessionUser,
} = await import("./session");

const PASSWORD = "another-password-of-at-least-32-characters";
const USER = { id: "5b1f0f8e-7a0c-4d55-9f3e-2f4b8c1d2e3a", email: "dana@demo.rankwell.dev" };

function requestWith(cookie?: string) {
  return new NextRequest("http://localhost:3000/api/auth/session", {
    headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
  });
}

afterEach(() => vi.useRealTimers());

describe("session cookie", () => {
  it("unseals what it sealed", async () => {
    const sealed = await sealSession(USER, PASSWORD);
    expect(sealed).not.toContain(USER.email);
    await expect(readSessionCookie(sealed, PASSWORD)).resolves.toEqual(USER);
  });

  it("refuses a tampered, foreign, missing or malformed cookie", async () => {
    const sealed = await sealSession(USER, PASSWORD);
    const flipped = sealed.slice(0, 40) + (sealed[40] === "a" ? "b" : "a") + sealed.slice(41);
    await expect(readSessionCookie(flipped, PASSWORD)).resolves.toBeNull();
    await expect(readSessionCookie(sealed, "x".repeat(32))).resolves.toBeNull();
    await expect(readSessionCookie(undefined, PASSWORD)).resolves.toBeNull();
    await expect(readSessionCookie("garbage", PASSWORD)).resolves.toBeNull();
    const wrongShape = await sealData({ userId: "not-a-uuid", email: "x" }, { password: PASSWORD });
    await expect(readSessionCookie(wrongShape, PASSWORD)).resolves.toBeNull();
  });

  it("expires after 30 days", async () => {
    const sealed = await sealSession(USER, PASSWORD);
    vi.useFakeTimers({ now: Date.now() + 31 * 24 * 60 * 60 * 1000 });
    await expect(readSessionCookie(sealed, PASSWORD)).resolves.toBeNull();
  });

  it("sets an httpOnly, lax, 30-day cookie and clears it", async () => {
    const response = NextResponse.json({});
    await setSessionCookie(response, USER);
    const set = response.cookies.get(SESSION_COOKIE)!;
    expect(set).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: 30 * 24 * 60 * 60,
    });
    await expect(readSessionCookie(set.value)).resolves.toEqual(USER);
    clearSessionCookie(response);
    expect(response.cookies.get(SESSION_COOKIE)).toMatchObject({ value: "", maxAge: 0 });
  });
});

describe("OAuth round-trip cookie", () => {
  const trip = {
    state: "s".repeat(43),
    codeVerifier: "v".repeat(43),
    redirectUri: "http://localhost:3000/auth-callback",
  };

  it("holds state, verifier and redirect URI for ten minutes", async () => {
    const sealed = await sealOAuthRoundTrip(trip, PASSWORD);
    await expect(readOAuthCookie(sealed, PASSWORD)).resolves.toEqual(trip);
    vi.useFakeTimers({ now: Date.now() + 11 * 60 * 1000 });
    await expect(readOAuthCookie(sealed, PASSWORD)).resolves.toBeNull();
  });

  it("is not accepted as a session, nor a session as a round trip", async () => {
    const response = NextResponse.json({});
    await setOAuthCookie(response, trip);
    const value = response.cookies.get(OAUTH_COOKIE)!.value;
    await expect(readSessionCookie(value)).resolves.toBeNull();
    await expect(readOAuthCookie(await sealSession(USER))).resolves.toBeNull();
  });
});

describe("withSessionUser", () => {
  const handler = withSessionUser(async (_request, user) => Response.json({ user }));

  it("answers 401 in the one error shape without a valid session", async () => {
    for (const request of [requestWith(), requestWith("forged")]) {
      const response = await handler(request, undefined);
      expect(response.status).toBe(401);
      await expect(response.json()).resolves.toEqual({
        error: { code: "unauthenticated", message: "Please sign in." },
      });
    }
  });

  it("hands the signed-in user to the handler", async () => {
    const response = await handler(requestWith(await sealSession(USER)), undefined);
    await expect(response.json()).resolves.toEqual({ user: USER });
  });
});
