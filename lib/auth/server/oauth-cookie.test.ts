import { NextResponse } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "oauth-cookie-test-secret-0123456789abcdefgh";
});

const { OAUTH_COOKIE, readOAuthCookie, sealOAuthRoundTrip, setOAuthCookie } =
  await import("./oauth-cookie");
const { readSessionCookie, sealSession } = await import("./session");

const PASSWORD = "another-password-of-at-least-32-characters";
const trip = {
  state: "s".repeat(43),
  codeVerifier: "v".repeat(43),
  redirectUri: "http://localhost:3000/auth-callback",
};
const SESSION = {
  sessionId: "0c9a7f2e-51d4-4b8e-9f6a-3e2d1c0b9a87",
  user: { id: "5b1f0f8e-7a0c-4d55-9f3e-2f4b8c1d2e3a", email: "dana@demo.rankwell.dev" },
};

afterEach(() => vi.useRealTimers());

describe("OAuth round-trip cookie", () => {
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
    await expect(readOAuthCookie(await sealSession(SESSION))).resolves.toBeNull();
  });
});
