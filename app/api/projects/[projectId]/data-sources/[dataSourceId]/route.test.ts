import { vi } from "vitest";
import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "projects-route-test-secret-0123456789abcdef";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { getDb } = await import("@/lib/db/client");
const { apiRequest, paramsOf, UNKNOWN_ID } = await import("@/tests/support/signed-in-requests");
const { DELETE } = await import("./route");

let t: TestDb;
let a: SeededRows;
let b: SeededRows;
const userOf = (rows: SeededRows) => ({ id: rows.userId, email: `${rows.userId}@example.com` });

beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
});
afterAll(() => t.close());

async function disconnect(user: SeededRows | null, projectId: string, dataSourceId: string) {
  const path = `/api/projects/${projectId}/data-sources/${dataSourceId}/`;
  const request = await apiRequest(path, { user: user && userOf(user), method: "DELETE" });
  return DELETE(request, paramsOf({ projectId, dataSourceId }));
}
const exists = async (dataSourceId: string) =>
  (await t.client.query("select 1 from data_sources where id = $1", [dataSourceId])).rows.length ===
  1;

describe("DELETE /api/projects/[projectId]/data-sources/[dataSourceId]", () => {
  it("answers 404 for another user's data source, through their project or the user's own", async () => {
    const viaTheirs = await disconnect(a, b.projectId, b.dataSourceId);
    expect(viaTheirs.status).toBe(404);
    expect((await viaTheirs.json()).error.code).toBe("project_not_found");
    const viaOwn = await disconnect(a, a.projectId, b.dataSourceId);
    expect(viaOwn.status).toBe(404);
    expect(await viaOwn.json()).toEqual({
      error: {
        code: "data_source_not_found",
        message: "No data source with this id exists in this project.",
      },
    });
    expect(await exists(b.dataSourceId)).toBe(true);
  });

  it("answers 404 for an unknown data source", async () => {
    expect((await disconnect(a, a.projectId, UNKNOWN_ID)).status).toBe(404);
  });

  it("answers 400 to malformed ids and 401 without a session", async () => {
    const bad = await disconnect(a, a.projectId, "42");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toEqual({
      code: "invalid_input",
      message: "dataSourceId: Expected an id in UUID form.",
    });
    expect((await disconnect(a, "all", a.dataSourceId)).status).toBe(400);
    expect((await disconnect(null, a.projectId, a.dataSourceId)).status).toBe(401);
    expect(await exists(a.dataSourceId)).toBe(true);
  });

  it("disconnects the user's data source (204)", async () => {
    expect((await disconnect(a, a.projectId, a.dataSourceId)).status).toBe(204);
    expect(await exists(a.dataSourceId)).toBe(false);
  });
});
