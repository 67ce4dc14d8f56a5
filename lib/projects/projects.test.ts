import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";
import { addProject, deleteUserProject, getProjects, updateUserProject } from "./projects";
import { ApiError } from "@/lib/api/errors";

let t: TestDb;
let a: SeededRows;
let b: SeededRows;

beforeAll(async () => {
  t = await createTestDb();
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
});
afterAll(() => t.close());

const notFound = expect.objectContaining({ status: 404, code: "project_not_found" });

describe("getProjects", () => {
  it("lists the user's projects newest first with enriched data sources", async () => {
    const created = await addProject(t.db, a.userId, { name: "Alpha shop" });
    const list = await getProjects(t.db, a.userId);
    expect(list.map((p) => p.id)).toEqual([created.id, a.projectId]);
    expect(list[0]).toMatchObject({
      name: "Alpha shop",
      dataSources: [],
      dataSourceCount: 0,
      hasDataSources: false,
    });
    expect(list[1]).toMatchObject({ name: "alpha site", dataSourceCount: 1, hasDataSources: true });
    expect(list[1]?.dataSources[0]).toMatchObject({
      id: a.dataSourceId,
      type: "gsc",
      property_uri: "sc-domain:alpha.example",
      verified: true,
      permission_level: null,
    });
    expect(typeof list[1]?.created_at).toBe("string");
  });

  it("never shows another user's projects", async () => {
    expect((await getProjects(t.db, b.userId)).map((p) => p.id)).toEqual([b.projectId]);
  });

  it("is empty for a new user", async () => {
    expect(await getProjects(t.db, await t.createUser())).toEqual([]);
  });
});

describe("updateUserProject and deleteUserProject", () => {
  it("set brand terms without touching the name, and a name without touching the terms", async () => {
    const created = await addProject(t.db, b.userId, { name: "Bravo shop" });
    expect(created.brand_terms).toEqual([]);
    const branded = await updateUserProject(t.db, b.userId, created.id, {
      brand_terms: ["Bravo", "bravo shop"],
    });
    expect(branded).toMatchObject({ name: "Bravo shop", brand_terms: ["Bravo", "bravo shop"] });
    const renamed = await updateUserProject(t.db, b.userId, created.id, { name: "Bravo store" });
    expect(renamed).toMatchObject({ name: "Bravo store", brand_terms: ["Bravo", "bravo shop"] });
    await deleteUserProject(t.db, b.userId, created.id);
  });

  it("rename the user's project and keep its data sources", async () => {
    const renamed = await updateUserProject(t.db, b.userId, b.projectId, { name: "Bravo blog" });
    expect(renamed).toMatchObject({ id: b.projectId, name: "Bravo blog", dataSourceCount: 1 });
    expect(renamed.dataSources[0]?.verified).toBe(true);
  });

  it("delete the user's project", async () => {
    const created = await addProject(t.db, b.userId, { name: "Short-lived" });
    await deleteUserProject(t.db, b.userId, created.id);
    expect((await getProjects(t.db, b.userId)).map((p) => p.id)).toEqual([b.projectId]);
  });

  it("answer 404 for another user's project and leave it untouched", async () => {
    await expect(updateUserProject(t.db, b.userId, a.projectId, { name: "Taken" })).rejects.toEqual(
      notFound,
    );
    await expect(deleteUserProject(t.db, b.userId, a.projectId)).rejects.toBeInstanceOf(ApiError);
    const own = await getProjects(t.db, a.userId);
    expect(own.find((p) => p.id === a.projectId)?.name).toBe("alpha site");
  });

  it("answer 404 for an id that does not exist", async () => {
    const unknown = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
    await expect(updateUserProject(t.db, a.userId, unknown, { name: "Ghost" })).rejects.toEqual(
      notFound,
    );
    await expect(deleteUserProject(t.db, a.userId, unknown)).rejects.toEqual(notFound);
  });
});
