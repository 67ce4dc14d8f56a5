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

describe("POST /api/projects with an Idempotency-Key", () => {
  const createWithKey = async (user: SeededRows, body: unknown, key: string) => {
    const request = await apiRequest("/api/projects/", {
      user: userOf(user),
      method: "POST",
      body,
    });
    request.headers.set("idempotency-key", key);
    return POST(request, undefined);
  };
  const projectsNamed = async (user: SeededRows, name: string) =>
    (
      await t.client.query("select id from projects where user_id = $1 and name = $2", [
        user.userId,
        name,
      ])
    ).rows.length;

  it("answers a retry with the first creation's status and body, and creates one project", async () => {
    const key = crypto.randomUUID();
    const first = await createWithKey(a, { name: "Retried shop" }, key);
    const again = await createWithKey(a, { name: "Retried shop" }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    expect(await again.json()).toEqual(await first.json());
    expect(await projectsNamed(a, "Retried shop")).toBe(1);
  });

  it("creates one project for two concurrent requests with the same key", async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all([
      createWithKey(a, { name: "Raced shop" }, key),
      createWithKey(a, { name: "Raced shop" }, key),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    const [one, two] = await Promise.all(answers.map((r) => r.json()));
    expect(one).toEqual(two);
    expect(await projectsNamed(a, "Raced shop")).toBe(1);
  });

  it("creates again for a new key, for another user's same key, and once the key is a day old", async () => {
    const key = crypto.randomUUID();
    expect((await createWithKey(a, { name: "Twice shop" }, key)).status).toBe(201);
    expect((await createWithKey(a, { name: "Twice shop" }, crypto.randomUUID())).status).toBe(201);
    expect(await projectsNamed(a, "Twice shop")).toBe(2);
    expect((await createWithKey(b, { name: "Twice shop" }, key)).status).toBe(201);
    expect(await projectsNamed(b, "Twice shop")).toBe(1);

    await t.client.query(
      "update idempotency_keys set created_at = now() - interval '25 hours' where key = $1",
      [key],
    );
    const later = await createWithKey(a, { name: "Twice shop" }, key);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await projectsNamed(a, "Twice shop")).toBe(3);
  });

  it("refuses the same key with another body (422) and a malformed key (400)", async () => {
    const key = crypto.randomUUID();
    await createWithKey(a, { name: "Keyed shop" }, key);
    const reused = await createWithKey(a, { name: "Other shop" }, key);
    expect(reused.status).toBe(422);
    expect((await reused.json()).error.code).toBe("idempotency_key_reused");
    expect(await projectsNamed(a, "Other shop")).toBe(0);

    for (const bad of ["x".repeat(256), "two words", "naïve"]) {
      const response = await createWithKey(a, { name: "Badly keyed" }, bad);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("invalid_idempotency_key");
    }
    expect(await projectsNamed(a, "Badly keyed")).toBe(0);
  });

  it("keeps no key when the creation fails, so a corrected retry still creates", async () => {
    const key = crypto.randomUUID();
    expect((await createWithKey(a, { name: "" }, key)).status).toBe(400);
    expect((await createWithKey(a, { name: "Corrected shop" }, key)).status).toBe(201);
    expect(await projectsNamed(a, "Corrected shop")).toBe(1);
  });
});
