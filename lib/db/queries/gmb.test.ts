import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";
import { withUser } from "../user-scope";
import {
  addPropertyGmbConnections,
  listGmbAccounts,
  listGmbLocations,
  listPropertyGmbConnections,
  removeUnlistedGmbRows,
  upsertGmbAccounts,
  upsertGmbLocations,
} from "./gmb";

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

describe("Business Profile sync writes", () => {
  it("upsert accounts and locations, connect idempotently and forget what Google dropped", async () => {
    const user = await t.createUser();
    const seeded = await seedUserRows(t.client, user, "sync");
    const [account] = await withUser(
      user,
      (tx) =>
        upsertGmbAccounts(tx, [
          {
            account_name: "accounts/9",
            account_display_name: "Shop group",
            type: "LOCATION_GROUP",
          },
        ]),
      t.db,
    );
    const again = await withUser(
      user,
      (tx) =>
        upsertGmbAccounts(tx, [
          { account_name: "accounts/9", account_display_name: "Renamed", type: "LOCATION_GROUP" },
        ]),
      t.db,
    );
    expect(again[0]).toMatchObject({ id: account!.id, account_display_name: "Renamed" });

    const location = {
      account_id: account!.id,
      location_id: "42",
      location_name: "locations/42",
      title: "Shop",
      address: { addressLines: ["2 High St"], locality: "Leeds" },
      website_uri: "https://shop.example/",
    };
    const [stored] = await withUser(user, (tx) => upsertGmbLocations(tx, [location]), t.db);
    const [updated] = await withUser(
      user,
      (tx) => upsertGmbLocations(tx, [{ ...location, title: "Shop (new)" }]),
      t.db,
    );
    expect(updated).toMatchObject({ id: stored!.id, title: "Shop (new)" });

    const pair = { propertyId: seeded.googlePropertyId, locationId: stored!.id };
    expect(await withUser(user, (tx) => addPropertyGmbConnections(tx, [pair]), t.db)).toHaveLength(
      1,
    );
    expect(await withUser(user, (tx) => addPropertyGmbConnections(tx, [pair]), t.db)).toEqual([]);
    expect(await withUser(user, (tx) => listPropertyGmbConnections(tx), t.db)).toHaveLength(2);

    await withUser(
      user,
      (tx) => removeUnlistedGmbRows(tx, { accountIds: [account!.id], locationIds: [stored!.id] }),
      t.db,
    );
    expect((await withUser(user, (tx) => listGmbAccounts(tx), t.db)).map((x) => x.id)).toEqual([
      account!.id,
    ]);
    expect((await withUser(user, (tx) => listGmbLocations(tx), t.db)).map((x) => x.id)).toEqual([
      stored!.id,
    ]);
    expect(await withUser(user, (tx) => listPropertyGmbConnections(tx), t.db)).toHaveLength(1);
    expect((await withUser(a.userId, (tx) => listGmbLocations(tx), t.db)).length).toBe(2);
  });
});
