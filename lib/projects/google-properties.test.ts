import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";
import { getGoogleProperties } from "./google-properties";

let t: TestDb;
let a: SeededRows;
let b: SeededRows;

beforeAll(async () => {
  t = await createTestDb();
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
  await t.client.query(
    `insert into google_properties (user_id, property_type, property_uri, property_name)
     values ($1, 'ga4', 'properties/1', 'analytics.alpha.example'), ($1, 'gmb', 'locations/9', 'zeta bakery')`,
    [a.userId],
  );
});
afterAll(() => t.close());

describe("getGoogleProperties", () => {
  it("lists only the user's properties, ordered by name (names in one case, so any collation agrees)", async () => {
    const list = await getGoogleProperties(t.db, a.userId);
    expect(list.map((p) => p.property_name)).toEqual([
      "analytics.alpha.example",
      "sc-domain:alpha.example",
      "zeta bakery",
    ]);
    expect(list[1]).toMatchObject({
      property_type: "gsc",
      verified: true,
      synced_at: expect.any(String),
    });
    expect((await getGoogleProperties(t.db, b.userId)).map((p) => p.id)).toEqual([
      b.googlePropertyId,
    ]);
  });
});
