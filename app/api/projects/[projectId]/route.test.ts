import { vi } from "vitest";
import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "projects-route-test-secret-0123456789abcdef";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { getDb } = await import("@/lib/db/client");
const { apiRequest, paramsOf, UNKNOWN_ID } = await import("@/tests/support/signed-in-requests");
const { DELETE, PATCH } = await import("./route");

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

async function rename(user: SeededRows | null, projectId: string, body: unknown) {
  const request = await apiRequest(`/api/projects/${projectId}/`, {
    user: user && userOf(user),
    method: "PATCH",
    body,
  });
  return PATCH(request, paramsOf({ projectId }));
}
async function remove(user: SeededRows | null, projectId: string) {
  const request = await apiRequest(`/api/projects/${projectId}/`, {
    user: user && userOf(user),
    method: "DELETE",
  });
  return DELETE(request, paramsOf({ projectId }));
}
const nameOf = async (projectId: string) =>
  (await t.client.query<{ name: string }>("select name from projects where id = $1", [projectId]))
    .rows[0]?.name;

describe("PATCH /api/projects/[projectId]", () => {
  it("renames the user's project and answers it with its data sources", async () => {
    const response = await rename(a, a.projectId, { name: " Alpha blog " });
    expect(response.status).toBe(200);
    expect((await response.json()).project).toMatchObject({
      id: a.projectId,
      name: "Alpha blog",
      dataSourceCount: 1,
    });
    expect(await nameOf(a.projectId)).toBe("Alpha blog");
  });

  it("answers 400 to a bad name or a malformed id", async () => {
    const blank = await rename(a, a.projectId, { name: "   " });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      error: { code: "invalid_input", message: "name: Please enter a project name." },
    });
    const badId = await rename(a, "123", { name: "Fine" });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toEqual({
      error: { code: "invalid_input", message: "projectId: Expected an id in UUID form." },
    });
  });

  it("answers 404 for another user's project or an unknown id, and changes nothing", async () => {
    for (const id of [b.projectId, UNKNOWN_ID]) {
      const response = await rename(a, id, { name: "Taken over" });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("project_not_found");
    }
    expect(await nameOf(b.projectId)).toBe("bravo site");
  });

  it("answers 401 without a session", async () => {
    expect((await rename(null, a.projectId, { name: "Anonymous" })).status).toBe(401);
  });
});

describe("PATCH /api/projects/[projectId] with brand terms", () => {
  const termsOf = async (projectId: string) =>
    (
      await t.client.query<{ brand_terms: string[] }>(
        "select brand_terms from projects where id = $1",
        [projectId],
      )
    ).rows[0]?.brand_terms;

  it("saves the terms trimmed and without repeats, and answers them in the project", async () => {
    const response = await rename(a, a.projectId, {
      brand_terms: [" Alpha ", "alpha", "Alpha Shop"],
    });
    expect(response.status).toBe(200);
    expect((await response.json()).project).toMatchObject({
      id: a.projectId,
      name: "Alpha blog",
      brand_terms: ["Alpha", "Alpha Shop"],
    });
    expect(await termsOf(a.projectId)).toEqual(["Alpha", "Alpha Shop"]);
  });

  it("answers 400 with the reason to too many, blank or too long terms, and keeps the old ones", async () => {
    const cases: [unknown, string][] = [
      [
        Array.from({ length: 11 }, (_, i) => `term ${i}`),
        "brand_terms: A project can have at most 10 brand terms.",
      ],
      [["alpha", " "], "brand_terms.1: Brand terms cannot be empty."],
      [["x".repeat(101)], "brand_terms.0: Brand terms can be at most 100 characters each."],
      ["alpha", "brand_terms: Brand terms must be a list of words."],
    ];
    for (const [brand_terms, message] of cases) {
      const response = await rename(a, a.projectId, { brand_terms });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_input", message } });
    }
    const empty = await rename(a, a.projectId, {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe(
      "Send a new name or new brand terms for the project.",
    );
    expect(await termsOf(a.projectId)).toEqual(["Alpha", "Alpha Shop"]);
  });

  it.each([
    [
      "a NUL in the name",
      { name: "Alpha\u0000blog" },
      /^name: Project names cannot contain control/,
    ],
    ["a line break in the name", { name: "Alpha\nblog" }, /^name: /],
    ["a NUL in a brand term", { brand_terms: ["alpha", "al\u0000pha"] }, /^brand_terms\.1: /],
    [
      "an escape character in a brand term",
      { brand_terms: ["\u001b[31malpha"] },
      /^brand_terms\.0: /,
    ],
    ["a lone surrogate in the name", { name: "Alpha \ud800" }, /^name: /],
  ])("answers 400, not 500, to %s and changes nothing", async (_label, body, message) => {
    const response = await rename(a, a.projectId, body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("invalid_input");
    expect(error.message).toMatch(message);
    expect(await termsOf(a.projectId)).toEqual(["Alpha", "Alpha Shop"]);
  });

  it("answers 404 for another user's project and leaves its terms alone", async () => {
    const response = await rename(a, b.projectId, { brand_terms: ["taken"] });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("project_not_found");
    expect(await termsOf(b.projectId)).toEqual([]);
  });
});

describe("DELETE /api/projects/[projectId]", () => {
  it("answers 404 for another user's project and keeps it", async () => {
    const response = await remove(a, b.projectId);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        code: "project_not_found",
        message: "No project with this id exists in your account.",
      },
    });
    expect(await nameOf(b.projectId)).toBe("bravo site");
  });

  it("answers 400 to a malformed id and 401 without a session", async () => {
    expect((await remove(a, "all")).status).toBe(400);
    expect((await remove(null, a.projectId)).status).toBe(401);
    expect(await nameOf(a.projectId)).toBeDefined();
  });

  it("deletes the user's project with its data sources (204), then it is gone", async () => {
    const response = await remove(a, a.projectId);
    expect(response.status).toBe(204);
    expect(await nameOf(a.projectId)).toBeUndefined();
    const { rows } = await t.client.query("select 1 from data_sources where id = $1", [
      a.dataSourceId,
    ]);
    expect(rows).toHaveLength(0);
    expect((await remove(a, a.projectId)).status).toBe(404);
  });
});
