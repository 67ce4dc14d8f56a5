import { vi } from "vitest";
import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "projects-route-test-secret-0123456789abcdef";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { getDb } = await import("@/lib/db/client");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
const { GET } = await import("./route");

let t: TestDb;
let a: SeededRows;
let b: SeededRows;

beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
  await t.client.query(
    `insert into google_properties (user_id, property_type, property_uri, property_name, permission_level)
     values ($1, 'ga4', 'properties/5', 'analytics.alpha.example', 'EDITOR')`,
    [a.userId],
  );
});
afterAll(() => t.close());

describe("GET /api/google-properties", () => {
  it("lists only the user's properties, ordered by name", async () => {
    const response = await GET(
      await apiRequest("/api/google-properties/", {
        user: { id: a.userId, email: "a@example.com" },
      }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { properties } = await response.json();
    expect(properties.map((p: { property_uri: string }) => p.property_uri)).toEqual([
      "properties/5",
      "sc-domain:alpha.example",
    ]);
    expect(properties[0]).toMatchObject({
      property_type: "ga4",
      permission_level: "EDITOR",
      verified: null,
    });
    expect(JSON.stringify(properties)).not.toContain(b.userId);
  });

  it("answers 401 without a session", async () => {
    const response = await GET(
      await apiRequest("/api/google-properties/", { user: null }),
      undefined,
    );
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect((await response.json()).error.code).toBe("unauthenticated");
  });
});
