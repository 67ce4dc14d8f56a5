import { vi } from "vitest";
import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "sitemap-inspect-test-secret-0123456789abcdef";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { getDb } = await import("@/lib/db/client");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
const { serveFixtureSiteForTests } = await import("@/tests/support/fixture-site");
const { GET } = await import("./route");

const fixture = serveFixtureSiteForTests();
let t: TestDb;
let a: SeededRows;
let b: SeededRows;
let fixtureSourceId: string;

beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
  const { rows } = await t.client.query<{ id: string }>(
    "insert into data_sources (project_id, type, property_uri) values ($1, 'gsc', $2) returning id",
    [a.projectId, `${fixture.site.origin}/`],
  );
  fixtureSourceId = rows[0]!.id;
});
afterAll(() => t.close());

const alice = () => ({ id: a.userId, email: "alpha@example.com" });

async function inspect(
  query: Record<string, string>,
  user: { id: string; email: string } | null = alice(),
) {
  const path = `/api/sitemaps/inspect/?${new URLSearchParams(query)}`;
  const response = await GET((await apiRequest(path, { user })) as never, undefined);
  return { status: response.status, body: await response.json() };
}

const fixtureQuery = (path: string) => ({
  projectId: a.projectId,
  propertyId: fixtureSourceId,
  url: `${fixture.site.origin}/sitemaps/${path}`,
});

describe("GET /api/sitemaps/inspect", () => {
  it("answers 401 without a session", async () => {
    const { status, body } = await inspect(fixtureQuery("pages.xml"), null);
    expect(status).toBe(401);
    expect(body.error.code).toBe("unauthenticated");
  });

  it("reads an index and its children for the property's owner", async () => {
    const { status, body } = await inspect(fixtureQuery("sitemap_index.xml"));
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: "index", children: { listed: 5 }, totals: { count: 10 } });
    expect(body.children.checked[1]).toMatchObject({ compressed: true, stats: { count: 3 } });
  });

  it.each([
    [{ url: "ftp://example.com/sitemap.xml" }, "full sitemap address"],
    [{ url: "not a url" }, "full sitemap address"],
    [{ projectId: "nope" }, "UUID"],
  ])("refuses bad input %j", async (change, message) => {
    const { status, body } = await inspect({ ...fixtureQuery("pages.xml"), ...change });
    expect(status).toBe(400);
    expect(body.error.message).toContain(message);
  });

  it("answers 404 for another user's property, before any fetch", async () => {
    const { status, body } = await inspect({
      projectId: b.projectId,
      propertyId: b.dataSourceId,
      url: `${fixture.site.origin}/sitemaps/pages.xml`,
    });
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
  });

  it.each([
    "http://127.0.0.1:1/sitemap.xml",
    "http://169.254.169.254/latest/meta-data/",
    "http://localhost/sitemap.xml",
    "http://[::1]/sitemap.xml",
  ])("refuses to fetch %s", async (url) => {
    const { status, body } = await inspect({ ...fixtureQuery("pages.xml"), url });
    expect(status).toBe(403);
    expect(body.error).toEqual({
      code: "forbidden_address",
      message: "That address points to a private or local network, which Rankwell cannot fetch.",
    });
  });
});
