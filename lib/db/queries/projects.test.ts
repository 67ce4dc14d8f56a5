import { eq } from "drizzle-orm";
import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";
import { projects } from "../schema";
import { withUser } from "../user-scope";
import { addDataSource } from "./data-sources";
import { createProject, deleteProject, listProjects, renameProject } from "./projects";

let t: TestDb;
let a: SeededRows;
let b: SeededRows;

beforeAll(async () => {
  t = await createTestDb();
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
});
afterAll(() => t.close());

const as = <T>(user: SeededRows, fn: Parameters<typeof withUser<T>>[1]) =>
  withUser(user.userId, fn, t.db);

describe("listProjects", () => {
  it("lists the user's projects newest first, with their data sources", async () => {
    const newer = await as(a, (tx) =>
      createProject(tx, { name: "Shop", brand_terms: ["alpha shop"] }),
    );
    await as(a, (tx) =>
      addDataSource(tx, {
        project_id: newer.id,
        type: "ga4",
        property_uri: "properties/123",
        property_name: "Shop GA4",
      }),
    );
    const list = await as(a, (tx) => listProjects(tx));

    expect(list.map((p) => p.id)).toEqual([newer.id, a.projectId]);
    expect(list[0]).toMatchObject({
      name: "Shop",
      brand_terms: ["alpha shop"],
      dataSourceCount: 1,
      hasDataSources: true,
    });
    expect(list[0]?.dataSources[0]).toMatchObject({ type: "ga4", property_uri: "properties/123" });
    expect(list[1]).toMatchObject({ dataSourceCount: 1, hasDataSources: true });
    expect(await as(a, (tx) => listProjects(tx, { limit: 1 }))).toHaveLength(1);
  });

  it("never includes another user's projects", async () => {
    const list = await as(b, (tx) => listProjects(tx));
    expect(list.map((p) => p.id)).toEqual([b.projectId]);
  });

  it("returns an empty list for a user without projects", async () => {
    const newcomer = await t.createUser();
    expect(await withUser(newcomer, (tx) => listProjects(tx), t.db)).toEqual([]);
  });
});

describe("renameProject and deleteProject", () => {
  it("rename the user's own project", async () => {
    const created = await as(b, (tx) => createProject(tx, { name: "Draft" }));
    expect(await as(b, (tx) => renameProject(tx, created.id, "Bravo blog"))).toMatchObject({
      name: "Bravo blog",
    });
    expect(await as(b, (tx) => deleteProject(tx, created.id))).toBe(true);
    expect(await as(b, (tx) => listProjects(tx))).toHaveLength(1);
  });

  it("do nothing to another user's project", async () => {
    expect(await as(b, (tx) => renameProject(tx, a.projectId, "Taken over"))).toBeNull();
    expect(await as(b, (tx) => deleteProject(tx, a.projectId))).toBe(false);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, a.projectId));
    expect(row?.name).toBe("alpha site");
  });

  it("reject a blank name", async () => {
    await expect(as(a, (tx) => createProject(tx, { name: "   " }))).rejects.toThrow();
  });
});
