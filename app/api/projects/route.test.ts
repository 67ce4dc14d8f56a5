import { vi } from "vitest";
import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "projects-route-test-secret-0123456789abcdef";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { getDb } = await import("@/lib/db/client");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
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
});
afterAll(() => t.close());

const list = async (user: SeededRows) =>
  GET(await apiRequest("/api/projects/", { user: userOf(user) }), undefined);
const create = async (user: SeededRows | null, body: unknown) =>
  POST(
    await apiRequest("/api/projects/", { user: user && userOf(user), method: "POST", body }),
    undefined,
  );

describe("GET /api/projects", () => {
  it("lists only the user's projects with their data source counts", async () => {
    const response = await list(a);
    expect(response.status).toBe(200);
    const { projects } = await response.json();
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({
      id: a.projectId,
      name: "alpha site",
      dataSourceCount: 1,
      hasDataSources: true,
    });
    expect(projects[0].dataSources[0]).toMatchObject({ id: a.dataSourceId, verified: true });
  });

  it("keeps every answer, an error too, out of shared and browser caches", async () => {
    expect((await list(a)).headers.get("cache-control")).toBe("private, no-store");
    const denied = await GET(await apiRequest("/api/projects/", { user: null }), undefined);
    expect(denied.headers.get("cache-control")).toBe("private, no-store");
    expect((await create(a, { name: "" })).headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers 401 without a session", async () => {
    const response = await GET(await apiRequest("/api/projects/", { user: null }), undefined);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthenticated", message: "Please sign in." },
    });
  });
});

describe("POST /api/projects", () => {
  it("creates a project with a trimmed name, listed first", async () => {
    const response = await create(b, { name: "  Bravo shop  " });
    expect(response.status).toBe(201);
    const { project } = await response.json();
    expect(project).toMatchObject({
      name: "Bravo shop",
      user_id: b.userId,
      dataSourceCount: 0,
      hasDataSources: false,
    });
    const { projects } = await (await list(b)).json();
    expect(projects.map((p: { id: string }) => p.id)).toEqual([project.id, b.projectId]);
    expect((await (await list(a)).json()).projects).toHaveLength(1);
  });

  it.each([
    [{ name: "" }, "name: Please enter a project name."],
    [{ name: "x".repeat(101) }, "name: Project names can be at most 100 characters."],
    [{}, "name: Please enter a project name."],
    [{ name: 42 }, "name: Please enter a project name."],
  ])("answers 400 to %j", async (body, message) => {
    const response = await create(a, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_input", message } });
  });

  it.each([
    ["a NUL in the name", { name: "Bravo\u0000shop" }, /^name: /],
    ["a tab in the name", { name: "Bravo\tshop" }, /^name: /],
    ["a NUL in a brand term", { name: "Bravo", brand_terms: ["bra\u0000vo"] }, /^brand_terms\.0: /],
  ])("answers 400, not 500, to %s and stores nothing", async (_label, body, message) => {
    const count = async () =>
      (await t.client.query("select 1 from projects where user_id = $1", [b.userId])).rows.length;
    const before = await count();
    const response = await create(b, body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error).toMatchObject({ code: "invalid_input", message: expect.stringMatching(message) });
    expect(await count()).toBe(before);
  });

  it("answers 415 to JSON sent as another type", async () => {
    const request = await apiRequest("/api/projects/", {
      user: userOf(a),
      method: "POST",
      body: { name: "Typed" },
    });
    request.headers.set("content-type", "text/plain");
    const response = await POST(request, undefined);
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe("unsupported_media_type");
  });

  it("answers 400 to a body that is not JSON", async () => {
    const response = await create(a, "name=Shop");
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
  });

  it("answers 401 without a session and stores nothing", async () => {
    expect((await create(null, { name: "Anonymous" })).status).toBe(401);
    const { rows } = await t.client.query("select 1 from projects where name = 'Anonymous'");
    expect(rows).toHaveLength(0);
  });
});
