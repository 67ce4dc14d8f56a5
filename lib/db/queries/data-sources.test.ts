import {
  createTestDb,
  INSUFFICIENT_PRIVILEGE,
  queryAsAnon,
  queryAsUser,
  seedUserRows,
  sqlState,
  type SeededRows,
  type TestDb,
} from "@/tests/support/db";
import { sql } from "drizzle-orm";
import { rawRows } from "../raw-rows";
import { withUser } from "../user-scope";
import {
  addDataSource,
  listDataSources,
  listDataSourcesAsUser,
  removeDataSource,
} from "./data-sources";

let t: TestDb;
let a: SeededRows;
let b: SeededRows;

beforeAll(async () => {
  t = await createTestDb();
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
});
afterAll(() => t.close());

describe("data sources", () => {
  it("are added, listed and removed within the user's project", async () => {
    const added = await withUser(
      a.userId,
      (tx) =>
        addDataSource(tx, {
          project_id: a.projectId,
          type: "ga4",
          property_uri: "properties/42",
          property_name: "Alpha GA4",
        }),
      t.db,
    );
    const list = await withUser(a.userId, (tx) => listDataSources(tx, a.projectId), t.db);
    expect(list.map((s) => s.id)).toEqual([a.dataSourceId, added.id]);
    expect(
      await withUser(a.userId, (tx) => listDataSources(tx, a.projectId, { limit: 1 }), t.db),
    ).toHaveLength(1);

    expect(
      await withUser(a.userId, (tx) => removeDataSource(tx, a.projectId, added.id), t.db),
    ).toBe(true);
    expect(await withUser(a.userId, (tx) => listDataSources(tx, a.projectId), t.db)).toHaveLength(
      1,
    );
  });

  it("adding the same property twice keeps one row and its known name", async () => {
    const input = {
      project_id: b.projectId,
      type: "gsc" as const,
      property_uri: "sc-domain:bravo.example",
    };
    const again = await withUser(b.userId, (tx) => addDataSource(tx, input), t.db);
    expect(again).toMatchObject({ id: b.dataSourceId, property_name: "sc-domain:bravo.example" });
  });

  it("of another user's project are invisible and untouchable", async () => {
    expect(await withUser(b.userId, (tx) => listDataSources(tx, a.projectId), t.db)).toEqual([]);
    expect(
      await withUser(b.userId, (tx) => removeDataSource(tx, a.projectId, a.dataSourceId), t.db),
    ).toBe(false);
    const planted = withUser(
      b.userId,
      (tx) =>
        addDataSource(tx, {
          project_id: a.projectId,
          type: "gsc",
          property_uri: "sc-domain:planted.example",
        }),
      t.db,
    );
    expect(await sqlState(planted)).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await withUser(a.userId, (tx) => listDataSources(tx, a.projectId), t.db)).toHaveLength(
      1,
    );
  });

  describe("in one statement (listDataSourcesAsUser)", () => {
    it("gives what the user-scoped list gives, timestamps as dates", async () => {
      const one = await listDataSourcesAsUser(t.db, a.userId, a.projectId);
      const scoped = await withUser(a.userId, (tx) => listDataSources(tx, a.projectId), t.db);
      expect(one).toEqual(scoped);
      expect(one[0]?.created_at).toBeInstanceOf(Date);
    });

    it("leaves row level security to decide: another user's project gives nothing", async () => {
      expect(await listDataSourcesAsUser(t.db, b.userId, a.projectId)).toEqual([]);
      expect(await listDataSourcesAsUser(t.db, a.userId, b.projectId)).toEqual([]);
      // An id that is no UUID matches nothing rather than failing the statement.
      expect(await listDataSourcesAsUser(t.db, a.userId, "not-a-project")).toEqual([]);
      await expect(listDataSourcesAsUser(t.db, "not-a-user", a.projectId)).rejects.toThrow(
        "UUID form",
      );
    });

    it("ends its role and claims with its statement", async () => {
      await listDataSourcesAsUser(t.db, a.userId, a.projectId);
      const [after] = await rawRows<{ role: string; uid: string | null }>(
        t.db,
        sql`select current_user as role, auth.uid()::text as uid`,
      );
      expect(after).toEqual({ role: "postgres", uid: null });
    });

    it("cannot be called by a signed-in user or a visitor, who could name any user", async () => {
      const call = "select * from private.project_data_sources_as_user($1, $2)";
      const asUser = queryAsUser(t.client, b.userId, call, [a.userId, a.projectId]);
      expect(await sqlState(asUser)).toBe(INSUFFICIENT_PRIVILEGE);
      const asAnon = queryAsAnon(t.client, call, [a.userId, a.projectId]);
      expect(await sqlState(asAnon)).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });
});
