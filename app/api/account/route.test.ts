import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/types";
import { createTestDb, seedUserRows, type TestDb } from "@/tests/support/db";

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "account-route-test-secret-0123456789abc";
  return { db: undefined as Db | undefined };
});
vi.mock("@/lib/db/client", () => ({ getDb: async () => state.db }));

const { SESSION_COOKIE } = await import("@/lib/auth/server/session");
const { apiRequest, read, sessionCookies, setCookies } =
  await import("@/tests/support/route-requests");
const { DELETE } = await import("./route");
const projects = await import("../projects/route");

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  state.db = testDb.db;
});
afterAll(() => testDb.close());

const TABLES = [
  "profiles",
  "google_tokens",
  "projects",
  "google_properties",
  "gmb_accounts",
  "gmb_locations",
  "property_gmb_connections",
];

async function rowCounts(userId: string) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const column = table === "profiles" ? "id" : "user_id";
    const { rows } = await testDb.client.query<{ n: number }>(
      `select count(*)::int as n from ${table} where ${column} = $1`,
      [userId],
    );
    counts[table] = rows[0]!.n;
  }
  const { rows } = await testDb.client.query<{ n: number }>(
    "select count(*)::int as n from data_sources d join projects p on p.id = d.project_id where p.user_id = $1",
    [userId],
  );
  return { ...counts, data_sources: rows[0]!.n };
}

describe("DELETE /api/account", () => {
  it("answers 401 without a session and deletes nothing", async () => {
    const id = await testDb.createUser();
    await seedUserRows(testDb.client, id, "untouched");
    const response = await DELETE(apiRequest("/api/account/", { method: "DELETE" }), undefined);
    expect(await read(response)).toMatchObject({
      status: 401,
      body: { error: { code: "unauthenticated" } },
    });
    expect(Object.values(await rowCounts(id)).every((n) => n === 1)).toBe(true);
  });

  it("erases every row of the signed-in user, only theirs, and ends the session", async () => {
    const email = "leaving@example.com";
    const leaving = await testDb.createUser(email);
    const staying = await testDb.createUser();
    await seedUserRows(testDb.client, leaving, "leaving");
    await seedUserRows(testDb.client, staying, "staying");

    const response = await DELETE(
      apiRequest("/api/account/", {
        method: "DELETE",
        cookies: await sessionCookies({ id: leaving, email }),
      }),
      undefined,
    );
    expect(response.status).toBe(204);
    expect(setCookies(response).get(SESSION_COOKIE)).toMatchObject({
      value: "",
      attributes: expect.arrayContaining(["max-age=0"]),
    });
    expect(Object.values(await rowCounts(leaving)).every((n) => n === 0)).toBe(true);
    expect(Object.values(await rowCounts(staying)).every((n) => n === 1)).toBe(true);
  });

  it("ends every session of the user: an old cookie gets 401 and writes nothing again", async () => {
    const email = "copied@example.com";
    const leaving = await testDb.createUser(email);
    await seedUserRows(testDb.client, leaving, "copied");
    const thisDevice = await sessionCookies({ id: leaving, email });
    const otherDevice = await sessionCookies({ id: leaving, email });
    const copy = { ...thisDevice };

    const deleted = await DELETE(
      apiRequest("/api/account/", { method: "DELETE", cookies: thisDevice }),
      undefined,
    );
    expect(deleted.status).toBe(204);

    for (const cookies of [copy, otherDevice]) {
      const listed = await projects.GET(apiRequest("/api/projects/", { cookies }), undefined);
      expect(listed.status).toBe(401);
      const created = await projects.POST(
        apiRequest("/api/projects/", { method: "POST", body: { name: "Back again" }, cookies }),
        undefined,
      );
      expect(await read(created)).toMatchObject({
        status: 401,
        body: { error: { code: "unauthenticated" } },
      });
    }
    expect(Object.values(await rowCounts(leaving)).every((n) => n === 0)).toBe(true);
    // The built-in sign-in's user goes too, and every session with it.
    const { rows } = await testDb.client.query(
      "select (select count(*)::int from auth.users where id = $1) as users, (select count(*)::int from sessions where user_id = $1) as sessions",
      [leaving],
    );
    expect(rows[0]).toEqual({ users: 0, sessions: 0 });
  });
});
