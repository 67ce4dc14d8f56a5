import { vi } from "vitest";
import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "gmb-locations-test-secret-0123456789abcdef";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { getDb } = await import("@/lib/db/client");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
const { GET } = await import("./route");

let t: TestDb;
let a: SeededRows;
beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  await seedUserRows(t.client, await t.createUser(), "bravo");
  await t.client.query(
    `insert into gmb_locations (user_id, account_id, location_id, location_name, title, website_uri)
     values ($1, $2, '0', 'locations/0', 'Mobile repairs', null)`,
    [a.userId, a.gmbAccountId],
  );
});
afterAll(() => t.close());

describe("GET /api/gmb-locations", () => {
  it("lists only the user's locations by location name, with the address lines", async () => {
    const response = await GET(
      await apiRequest("/api/gmb-locations/", { user: { id: a.userId, email: "a@example.com" } }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      locations: [
        {
          id: expect.any(String),
          location_id: "0",
          location_name: "locations/0",
          title: "Mobile repairs",
          address: null,
          website_uri: null,
        },
        {
          id: a.gmbLocationId,
          location_id: "alpha-1",
          location_name: "locations/alpha-1",
          title: "alpha shop",
          address: { addressLines: ["1 Main St"] },
          website_uri: null,
        },
      ],
    });
  });

  it("answers 401 without a session", async () => {
    const response = await GET(await apiRequest("/api/gmb-locations/", { user: null }), undefined);
    expect(response.status).toBe(401);
  });
});
