import { vi } from "vitest";
import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "projects-route-test-secret-0123456789abcdef";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { getDb } = await import("@/lib/db/client");
const { apiRequest, paramsOf, UNKNOWN_ID } = await import("@/tests/support/signed-in-requests");
const { GET, POST } = await import("./route");

let t: TestDb;
let a: SeededRows;
let b: SeededRows;
const userOf = (rows: SeededRows) => ({ id: rows.userId, email: `${rows.userId}@example.com` });

beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
  await t.client.query(
    `insert into google_properties (user_id, property_type, property_uri, property_name, verified, permission_level, site_url)
     values ($1, 'ga4', 'properties/777', 'Alpha Store GA4', true, 'ADMINISTRATOR', 'https://store.alpha.example/')`,
    [a.userId],
  );
});
afterAll(() => t.close());

async function list(user: SeededRows | null, projectId: string) {
  const request = await apiRequest(`/api/projects/${projectId}/data-sources/`, {
    user: user && userOf(user),
  });
  return GET(request, paramsOf({ projectId }));
}
async function connect(user: SeededRows | null, projectId: string, body: unknown) {
  const path = `/api/projects/${projectId}/data-sources/`;
  return POST(
    await apiRequest(path, { user: user && userOf(user), method: "POST", body }),
    paramsOf({ projectId }),
  );
}
const countSources = async (projectId: string) =>
  (await t.client.query("select 1 from data_sources where project_id = $1", [projectId])).rows
    .length;

describe("GET /api/projects/[projectId]/data-sources", () => {
  it("lists the project's data sources, enriched by property URI and type", async () => {
    const response = await list(a, a.projectId);
    expect(response.status).toBe(200);
    expect((await response.json()).dataSources).toEqual([
      expect.objectContaining({
        id: a.dataSourceId,
        type: "gsc",
        property_uri: "sc-domain:alpha.example",
        verified: true,
      }),
    ]);
  });

  it("answers an empty list for 'all' or an empty id without a query of its own", async () => {
    const requests = await Promise.all(
      ["all", ""].map(async (projectId) => ({
        projectId,
        request: await apiRequest(`/api/projects/${projectId}/data-sources/`, {
          user: userOf(a),
        }),
      })),
    );
    vi.mocked(getDb).mockClear();
    for (const { projectId, request } of requests) {
      const response = await GET(request, paramsOf({ projectId }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ dataSources: [] });
    }
    // The session check's one lookup per request, and nothing more.
    expect(getDb).toHaveBeenCalledTimes(requests.length);
  });

  it("answers 400 to an id that is not a UUID", async () => {
    const response = await list(a, "my-project");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_input", message: "projectId: Expected an id in UUID form." },
    });
  });

  it("answers 404 for another user's project or an unknown one", async () => {
    for (const id of [b.projectId, UNKNOWN_ID]) {
      const response = await list(a, id);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("project_not_found");
    }
  });

  it("answers 401 without a session", async () => {
    expect((await list(null, a.projectId)).status).toBe(401);
  });
});

describe("POST /api/projects/[projectId]/data-sources", () => {
  it("connects one of the user's properties and answers it enriched", async () => {
    const response = await connect(a, a.projectId, { type: "ga4", property_uri: "properties/777" });
    expect(response.status).toBe(201);
    expect((await response.json()).dataSource).toMatchObject({
      project_id: a.projectId,
      type: "ga4",
      property_uri: "properties/777",
      property_name: "Alpha Store GA4",
      verified: true,
      permission_level: "ADMINISTRATOR",
      site_url: "https://store.alpha.example/",
    });
    expect(await countSources(a.projectId)).toBe(2);
  });

  it.each([
    [{ type: "bing", property_uri: "x" }, /^type: /],
    [{ type: "gsc" }, /^property_uri: /],
    [{ type: "gsc", property_uri: "" }, /^property_uri: Please choose a property\.$/],
    [{ type: "gsc", property_uri: "sc-domain:alpha.example\u0000" }, /control characters/],
    [
      { type: "gsc", property_uri: "https://alpha.example/\r\nX-Injected: 1" },
      /control characters/,
    ],
  ])("answers 400 to %j", async (body, message) => {
    const response = await connect(a, a.projectId, body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("invalid_input");
    expect(error.message).toMatch(message);
  });

  it("answers 404 for a property the user has not synced (another user's) or of another type", async () => {
    for (const body of [
      { type: "gsc", property_uri: "sc-domain:bravo.example" },
      { type: "gsc", property_uri: "properties/777" },
    ]) {
      const response = await connect(a, a.projectId, body);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("property_not_found");
    }
  });

  it("answers 404 for another user's project and adds nothing to it", async () => {
    const response = await connect(a, b.projectId, { type: "ga4", property_uri: "properties/777" });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("project_not_found");
    expect(await countSources(b.projectId)).toBe(1);
  });

  it("answers 400 to a malformed project id and 401 without a session", async () => {
    expect((await connect(a, "all", { type: "ga4", property_uri: "properties/777" })).status).toBe(
      400,
    );
    expect(
      (await connect(null, a.projectId, { type: "ga4", property_uri: "properties/777" })).status,
    ).toBe(401);
  });
});
