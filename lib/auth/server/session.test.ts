import { sealData } from "iron-session";
import { NextRequest, NextResponse } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/types";
import { createTestDb, type TestDb } from "@/tests/support/db";

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "session-test-secret-0123456789abcdefghijkl";
  return { db: undefined as Db | undefined };
});
vi.mock("@/lib/db/client", () => ({ getDb: async () => state.db }));

const {
  SESSION_COOKIE,
  clearSessionCookie,
  createSession,
  endUserSessions,
  readSessionCookie,
  sealSession,
  sessionCookieUser,
  startSession,
  withSessionUser,
} = await import("./session");

const PASSWORD = "another-password-of-at-least-32-characters";
const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION = {
  sessionId: "0c9a7f2e-51d4-4b8e-9f6a-3e2d1c0b9a87",
  user: { id: "5b1f0f8e-7a0c-4d55-9f3e-2f4b8c1d2e3a", email: "dana@demo.rankwell.dev" },
};

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  state.db = t.db;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

let n = 0;
async function newUser() {
  const email = `session${++n}@example.com`;
  return { id: await t.createUser(email), email };
}

async function sessionRow(id: string) {
  const { rows } = await t.client.query<{
    user_id: string;
    created_at: Date;
    last_seen_at: Date;
    expires_at: Date;
    revoked_at: Date | null;
  }>(
    "select user_id, created_at, last_seen_at, expires_at, revoked_at from sessions where id = $1",
    [id],
  );
  return rows[0];
}

function requestWith(cookie?: string) {
  return new NextRequest("http://localhost:3000/api/auth/session", {
    headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
  });
}

describe("session cookie", () => {
  it("unseals what it sealed: the session id and its user", async () => {
    const sealed = await sealSession(SESSION, PASSWORD);
    expect(sealed).not.toContain(SESSION.user.email);
    await expect(readSessionCookie(sealed, PASSWORD)).resolves.toEqual(SESSION);
  });

  it("refuses a tampered, foreign, missing or malformed cookie, and one without a session id", async () => {
    const sealed = await sealSession(SESSION, PASSWORD);
    const flipped = sealed.slice(0, 40) + (sealed[40] === "a" ? "b" : "a") + sealed.slice(41);
    await expect(readSessionCookie(flipped, PASSWORD)).resolves.toBeNull();
    await expect(readSessionCookie(sealed, "x".repeat(32))).resolves.toBeNull();
    await expect(readSessionCookie(undefined, PASSWORD)).resolves.toBeNull();
    await expect(readSessionCookie("garbage", PASSWORD)).resolves.toBeNull();
    const wrongShape = await sealData({ userId: "not-a-uuid", email: "x" }, { password: PASSWORD });
    await expect(readSessionCookie(wrongShape, PASSWORD)).resolves.toBeNull();
    // The cookie of the time before sessions had rows: nothing could end it, so it is not accepted.
    const rowless = await sealData(
      { userId: SESSION.user.id, email: SESSION.user.email },
      { password: PASSWORD },
    );
    await expect(readSessionCookie(rowless, PASSWORD)).resolves.toBeNull();
  });

  it("starts a session row and sets an httpOnly, lax, 30-day cookie naming it, and clears it", async () => {
    const user = await newUser();
    const now = new Date("2026-11-26T10:00:00.000Z");
    const response = NextResponse.json({});
    await startSession(response, user, { now });
    const set = response.cookies.get(SESSION_COOKIE)!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", maxAge: 30 * 86400 });
    const session = await readSessionCookie(set.value);
    expect(session?.user).toEqual(user);
    expect(await sessionRow(session!.sessionId)).toEqual({
      user_id: user.id,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + 30 * DAY_MS),
      revoked_at: null,
    });
    clearSessionCookie(response);
    expect(response.cookies.get(SESSION_COOKIE)).toMatchObject({ value: "", maxAge: 0 });
  });
});

describe("a session's life", () => {
  it("names its user while live, each sign-in its own session", async () => {
    const user = await newUser();
    const first = await createSession(user);
    const second = await createSession(user);
    expect(first.sessionId).not.toBe(second.sessionId);
    for (const session of [first, second])
      await expect(sessionCookieUser(await sealSession(session))).resolves.toEqual(user);
  });

  it("ends exactly at its expiry, with no grace period", async () => {
    const user = await newUser();
    const now = new Date("2026-11-26T10:00:00.000Z");
    const cookie = await sealSession(await createSession(user, { now }));
    const expiry = now.getTime() + 30 * DAY_MS;
    await expect(sessionCookieUser(cookie, { now: new Date(expiry - 1) })).resolves.toEqual(user);
    await expect(sessionCookieUser(cookie, { now: new Date(expiry) })).resolves.toBeNull();
  });

  it("ends with endUserSessions on every device of the user, and no one else's", async () => {
    const user = await newUser();
    const other = await newUser();
    const phone = await sealSession(await createSession(user));
    const laptop = await sealSession(await createSession(user));
    const theirs = await sealSession(await createSession(other));
    await endUserSessions(user.id);
    await expect(sessionCookieUser(phone)).resolves.toBeNull();
    await expect(sessionCookieUser(laptop)).resolves.toBeNull();
    await expect(sessionCookieUser(theirs)).resolves.toEqual(other);
  });

  it("ends at once even for a cookie whose seal was read before (the row decides each time)", async () => {
    const user = await newUser();
    const cookie = await sealSession(await createSession(user));
    // Read twice while live: the second read takes the unsealed payload kept by value.
    await expect(sessionCookieUser(cookie)).resolves.toEqual(user);
    await expect(sessionCookieUser(cookie)).resolves.toEqual(user);
    await endUserSessions(user.id);
    await expect(sessionCookieUser(cookie)).resolves.toBeNull();
    // A tampered copy of a known cookie is not the known cookie.
    await expect(sessionCookieUser(`${cookie.slice(0, -2)}xx`)).resolves.toBeNull();
  });

  it("ends when its user is deleted", async () => {
    const user = await newUser();
    const session = await createSession(user);
    await t.client.query("delete from auth.users where id = $1", [user.id]);
    await expect(sessionCookieUser(await sealSession(session))).resolves.toBeNull();
    expect(await sessionRow(session.sessionId)).toBeUndefined();
  });

  it("is refused under another user's name", async () => {
    const user = await newUser();
    const other = await newUser();
    const { sessionId } = await createSession(user);
    await expect(
      sessionCookieUser(await sealSession({ sessionId, user: other })),
    ).resolves.toBeNull();
  });

  it("notes when it was last seen at most every five minutes", async () => {
    const user = await newUser();
    const start = new Date("2026-11-26T10:00:00.000Z");
    const session = await createSession(user, { now: start });
    const cookie = await sealSession(session);
    const at = (ms: number) => new Date(start.getTime() + ms);
    await sessionCookieUser(cookie, { now: at(4 * 60_000) });
    expect((await sessionRow(session.sessionId))?.last_seen_at).toEqual(start);
    await sessionCookieUser(cookie, { now: at(5 * 60_000) });
    expect((await sessionRow(session.sessionId))?.last_seen_at).toEqual(at(5 * 60_000));
  });

  it("is forgotten once expired, when a later session starts", async () => {
    const user = await newUser();
    const start = new Date("2026-11-26T10:00:00.000Z");
    const old = await createSession(user, { now: start });
    await createSession(user, { now: new Date(start.getTime() + 30 * DAY_MS) });
    expect(await sessionRow(old.sessionId)).toBeUndefined();
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

  it("answers 401 to an ended session and drops its cookie", async () => {
    const user = await newUser();
    const cookie = await sealSession(await createSession(user));
    await endUserSessions(user.id);
    const response = await handler(requestWith(cookie), undefined);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`)),
    ]);
  });

  it("hands the signed-in user to the handler", async () => {
    const user = await newUser();
    const response = await handler(
      requestWith(await sealSession(await createSession(user))),
      undefined,
    );
    await expect(response.json()).resolves.toEqual({ user });
  });
});
