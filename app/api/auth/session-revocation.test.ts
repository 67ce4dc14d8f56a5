import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/types";
import { createTestDb, type TestDb } from "@/tests/support/db";

// A session cookie is only as good as its session row: signing out ends it, with every other session
// of the user, and its expiry ends it to the millisecond. A copy of the cookie goes with it.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "session-revocation-test-secret-0123456789";
  return { db: undefined as Db | undefined };
});
vi.mock("@/lib/db/client", () => ({ getDb: async () => state.db }));

const { SESSION_COOKIE, SESSION_TTL_SECONDS } = await import("@/lib/auth/server/session");
const { apiRequest, read, sessionCookies, setCookies } =
  await import("@/tests/support/route-requests");
const projects = await import("../projects/route");
const session = await import("./session/route");
const signOut = await import("./sign-out/route");

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  state.db = testDb.db;
});
afterAll(() => testDb.close());
afterEach(() => vi.useRealTimers());

let n = 0;
async function newUser() {
  const email = `revocation${++n}@example.com`;
  return { id: await testDb.createUser(email), email };
}

const listProjects = (cookies: Record<string, string>) =>
  projects.GET(apiRequest("/api/projects/", { cookies }), undefined);
const signOutWith = (cookies: Record<string, string>) =>
  signOut.POST(apiRequest("/api/auth/sign-out/", { method: "POST", cookies }));

describe("signing out", () => {
  it("ends the session, so a copy of its cookie gets 401 and is told to drop it", async () => {
    const cookies = await sessionCookies(await newUser());
    const copy = { ...cookies };
    expect((await listProjects(copy)).status).toBe(200);

    expect((await signOutWith(cookies)).status).toBe(204);

    const refused = await listProjects(copy);
    expect(await read(refused)).toEqual({
      status: 401,
      body: { error: { code: "unauthenticated", message: "Please sign in." } },
    });
    expect(setCookies(refused).get(SESSION_COOKIE)).toMatchObject({
      value: "",
      attributes: expect.arrayContaining(["max-age=0"]),
    });
  });

  it("ends every session of the user, on every device, and no one else's", async () => {
    const user = await newUser();
    const phone = await sessionCookies(user);
    const laptop = await sessionCookies(user);
    const someoneElse = await sessionCookies(await newUser());

    await signOutWith(phone);

    expect((await listProjects(phone)).status).toBe(401);
    expect((await listProjects(laptop)).status).toBe(401);
    expect((await listProjects(someoneElse)).status).toBe(200);
  });

  it("cannot be done with a cookie already signed out, to end the user's later sessions", async () => {
    const user = await newUser();
    const old = await sessionCookies(user);
    await signOutWith(old);
    const later = await sessionCookies(user);

    const response = await signOutWith(old);
    expect(response.status).toBe(204);
    expect(setCookies(response).get(SESSION_COOKIE)?.value).toBe("");
    expect((await listProjects(later)).status).toBe(200);
  });

  it("leaves GET /api/auth/session answering nulls, and dropping the ended cookie", async () => {
    const cookies = await sessionCookies(await newUser());
    await signOutWith(cookies);
    const response = await session.GET(apiRequest("/api/auth/session/", { cookies }));
    expect(await read(response)).toEqual({
      status: 200,
      body: { user: null, profile: null, tokenHealth: null },
    });
    expect(setCookies(response).get(SESSION_COOKIE)?.value).toBe("");
  });
});

describe("a session's expiry", () => {
  it("is exact: the cookie works a millisecond before it and gets 401 at it", async () => {
    const start = new Date("2026-11-26T09:00:00.000Z").getTime();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const cookies = await sessionCookies(await newUser());
    const expiry = start + SESSION_TTL_SECONDS * 1000;

    vi.setSystemTime(expiry - 1);
    expect((await listProjects(cookies)).status).toBe(200);
    vi.setSystemTime(expiry);
    const refused = await listProjects(cookies);
    expect(refused.status).toBe(401);
    expect(setCookies(refused).get(SESSION_COOKIE)?.value).toBe("");
  });
});
