import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";
import { connectDataSource, disconnectDataSource, getProjectDataSources } from "./data-sources";

let t: TestDb;
let a: SeededRows;
let b: SeededRows;

beforeAll(async () => {
  t = await createTestDb();
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
  await t.client.query(
    `insert into google_properties (user_id, property_type, property_uri, property_name, verified, permission_level, site_url)
     values ($1, 'ga4', 'properties/4242', 'Alpha Shop GA4', null, 'EDITOR', 'https://shop.alpha.example/')`,
    [a.userId],
  );
});
afterAll(() => t.close());

const unknownId = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";

describe("data sources of a project", () => {
  it("connect one of the user's properties, enriched from it", async () => {
    const added = await connectDataSource(t.db, a.userId, a.projectId, {
      type: "ga4",
      property_uri: "properties/4242",
    });
    expect(added).toMatchObject({
      project_id: a.projectId,
      type: "ga4",
      property_name: "Alpha Shop GA4",
      verified: false,
      permission_level: "EDITOR",
      site_url: "https://shop.alpha.example/",
    });
    const list = await getProjectDataSources(t.db, a.userId, a.projectId);
    expect(list.map((s) => s.id)).toEqual([a.dataSourceId, added.id]);
    expect(list[0]).toMatchObject({ type: "gsc", verified: true });

    await disconnectDataSource(t.db, a.userId, a.projectId, added.id);
    expect(await getProjectDataSources(t.db, a.userId, a.projectId)).toHaveLength(1);
  });

  it("refuse a property the user has not synced, or of another type", async () => {
    const missing = expect.objectContaining({ status: 404, code: "property_not_found" });
    await expect(
      connectDataSource(t.db, a.userId, a.projectId, {
        type: "gsc",
        property_uri: "sc-domain:bravo.example",
      }),
    ).rejects.toEqual(missing);
    await expect(
      connectDataSource(t.db, a.userId, a.projectId, {
        type: "gsc",
        property_uri: "properties/4242",
      }),
    ).rejects.toEqual(missing);
  });

  it("of another user's project are a 404 and stay as they are", async () => {
    const projectMissing = expect.objectContaining({ status: 404, code: "project_not_found" });
    await expect(getProjectDataSources(t.db, b.userId, a.projectId)).rejects.toEqual(
      projectMissing,
    );
    await expect(
      connectDataSource(t.db, b.userId, a.projectId, {
        type: "gsc",
        property_uri: "sc-domain:bravo.example",
      }),
    ).rejects.toEqual(projectMissing);
    await expect(disconnectDataSource(t.db, b.userId, a.projectId, a.dataSourceId)).rejects.toEqual(
      projectMissing,
    );
    // A foreign data source named under the user's own project is simply not found there.
    await expect(disconnectDataSource(t.db, b.userId, b.projectId, a.dataSourceId)).rejects.toEqual(
      expect.objectContaining({ status: 404, code: "data_source_not_found" }),
    );
    expect(await getProjectDataSources(t.db, a.userId, a.projectId)).toHaveLength(1);
  });

  it("answer 404 for unknown ids", async () => {
    await expect(getProjectDataSources(t.db, a.userId, unknownId)).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      disconnectDataSource(t.db, a.userId, a.projectId, unknownId),
    ).rejects.toMatchObject({
      code: "data_source_not_found",
    });
  });
});
