import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";
import { withUser } from "../user-scope";
import {
  countGoogleProperties,
  listGoogleProperties,
  removeUnlistedGoogleProperties,
  upsertGoogleProperties,
} from "./google-properties";

let t: TestDb;
let a: SeededRows;
let b: SeededRows;

beforeAll(async () => {
  t = await createTestDb();
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
});
afterAll(() => t.close());

describe("google properties", () => {
  it("are upserted by type and URI and listed by name", async () => {
    await withUser(
      b.userId,
      (tx) =>
        upsertGoogleProperties(tx, [
          {
            property_type: "ga4",
            property_uri: "properties/7",
            property_name: "Bravo app",
            permission_level: "EDITOR",
          },
          {
            property_type: "gsc",
            property_uri: "sc-domain:bravo.example",
            property_name: "bravo.example",
            verified: true,
            permission_level: "siteOwner",
            site_url: "sc-domain:bravo.example",
          },
        ]),
      t.db,
    );
    const list = await withUser(b.userId, (tx) => listGoogleProperties(tx), t.db);
    expect(list.map((p) => p.property_name)).toEqual(["Bravo app", "bravo.example"]);
    expect(list.find((p) => p.property_type === "gsc")).toMatchObject({
      id: b.googlePropertyId,
      permission_level: "siteOwner",
    });
    expect(await withUser(b.userId, (tx) => upsertGoogleProperties(tx, []), t.db)).toEqual([]);
  });

  it("of the same URI belong to each user separately", async () => {
    const [own] = await withUser(
      b.userId,
      (tx) =>
        upsertGoogleProperties(tx, [
          {
            property_type: "gsc",
            property_uri: "sc-domain:alpha.example",
            property_name: "shared",
          },
        ]),
      t.db,
    );
    expect(own?.id).not.toBe(a.googlePropertyId);
    const alphas = await withUser(a.userId, (tx) => listGoogleProperties(tx), t.db);
    expect(alphas).toEqual([
      expect.objectContaining({
        id: a.googlePropertyId,
        property_name: "sc-domain:alpha.example",
        verified: true,
      }),
    ]);
  });

  it("that Google no longer lists are removed, only among the synced types", async () => {
    const user = await t.createUser();
    const rows = await withUser(
      user,
      (tx) =>
        upsertGoogleProperties(tx, [
          { property_type: "gsc", property_uri: "sc-domain:kept.example", property_name: "kept" },
          { property_type: "gsc", property_uri: "sc-domain:gone.example", property_name: "gone" },
          { property_type: "ga4", property_uri: "properties/1", property_name: "gone too" },
          { property_type: "gmb", property_uri: "locations/1", property_name: "other sync" },
        ]),
      t.db,
    );
    expect(rows).toHaveLength(4);
    const removed = await withUser(
      user,
      (tx) =>
        removeUnlistedGoogleProperties(
          tx,
          ["gsc", "ga4"],
          [{ property_type: "gsc", property_uri: "sc-domain:kept.example" }],
        ),
      t.db,
    );
    expect(removed).toBe(2);
    const left = await withUser(user, (tx) => listGoogleProperties(tx), t.db);
    expect(left.map((p) => p.property_uri).sort()).toEqual([
      "locations/1",
      "sc-domain:kept.example",
    ]);
    expect(await withUser(user, (tx) => countGoogleProperties(tx), t.db)).toBe(2);
    expect(await withUser(a.userId, (tx) => countGoogleProperties(tx), t.db)).toBe(1);
  });
});
