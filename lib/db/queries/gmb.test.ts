import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";
import { withUser } from "../user-scope";
import { listGmbAccounts, listGmbLocations } from "./gmb";

let t: TestDb;
let a: SeededRows;
let b: SeededRows;

beforeAll(async () => {
  t = await createTestDb();
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
  await t.client.query(
    "insert into gmb_locations (user_id, account_id, location_id, location_name, title) values ($1, $2, '0', 'locations/0', 'First')",
    [a.userId, a.gmbAccountId],
  );
});
afterAll(() => t.close());

describe("Business Profile lists", () => {
  it("return the user's locations ordered by location name, with the address", async () => {
    const locations = await withUser(a.userId, (tx) => listGmbLocations(tx), t.db);
    expect(locations.map((l) => l.location_name)).toEqual(["locations/0", "locations/alpha-1"]);
    expect(locations[1]?.address).toEqual({ addressLines: ["1 Main St"] });
  });

  it("never include another user's accounts or locations", async () => {
    expect((await withUser(b.userId, (tx) => listGmbLocations(tx), t.db)).map((l) => l.id)).toEqual(
      [b.gmbLocationId],
    );
    expect((await withUser(b.userId, (tx) => listGmbAccounts(tx), t.db)).map((x) => x.id)).toEqual([
      b.gmbAccountId,
    ]);
  });
});
