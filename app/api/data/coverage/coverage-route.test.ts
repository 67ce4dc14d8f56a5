import { vi } from "vitest";

// Coverage & Issues over real HTTP to the emulator: the property's sitemaps read through the safe
// fetcher from the emulator's own site files, Search Console's pages, and inspections kept by the
// URL Inspection route; the issue groups, the answer's size, the CSV and nobody else's property.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "coverage-route-test-secret-0123456789abcd";
  process.env.TOKEN_ENCRYPTION_KEY = "0123456789abcdef".repeat(4);
  return { origin: "" };
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
vi.mock("@/lib/google/hosts", async (importOriginal) => {
  const { EMBEDDED_GOOGLE_BASE_PATH } = await import("@/lib/google/base-urls");
  const actual = await importOriginal<typeof import("@/lib/google/hosts")>();
  return {
    ...actual,
    googleApiRoots: () => actual.googleApiRootsAt(`${state.origin}${EMBEDDED_GOOGLE_BASE_PATH}`),
  };
});
// The sitemaps' .example hosts are read from the emulator this test serves.
vi.mock("@/lib/coverage/site-urls", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/coverage/site-urls")>();
  return {
    ...actual,
    readSitemapUrls: (
      propertyUri: string,
      paths: string[],
      options: Parameters<typeof actual.readSitemapUrls>[2] = {},
    ) => actual.readSitemapUrls(propertyUri, paths, { ...options, origin: state.origin }),
  };
});
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { apiRequest } = await import("@/tests/support/signed-in-requests");
const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { siteUrlsOf } = await import("@/google-emulator/gsc/site-files");
const coverageRoute = await import("./route");
const exportRoute = await import("./export/route");
const inspectRoute = await import("../url-inspection/route");

type Handler = (request: never, context: unknown) => Promise<Response>;
type User = { id: string; email: string };

const SITE = "sc-domain:greenleaf.example";
const routes = emulatorRoutes(state);
let dana: User;
let ref: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  dana = await routes.signedInUser("dana@example.com");
  ref = await routes.dataSource(dana, "gsc", SITE);
}, 60_000);
afterAll(() => routes.stop());

async function call(handler: Handler, path: string, method: string, body?: unknown, user = dana) {
  const response = await handler(
    (await apiRequest(path, { user, method, body })) as never,
    undefined,
  );
  const text = await response.text();
  return { status: response.status, text, body: text.startsWith("{") ? JSON.parse(text) : null };
}

const coverage = (body: Record<string, unknown> = {}, user = dana) =>
  call(coverageRoute.POST as Handler, "/api/data/coverage/", "POST", { ...ref, ...body }, user);

describe("POST /api/data/coverage/", () => {
  it("knows the sitemaps' URLs and the pages seen in search without spending the budget", async () => {
    const answer = await coverage();
    expect(answer.status).toBe(200);
    const { summary, sitemaps, priority } = answer.body;
    expect(sitemaps.problems).toEqual([]);
    expect(summary.fromSitemaps).toBeGreaterThan(100);
    expect(summary.fromSearch).toBeGreaterThan(100);
    // Pages Google showed in the last days are indexed; sitemap URLs never seen are unknown.
    expect(summary.indexed).toBeGreaterThan(0);
    expect(summary.unknown).toBeGreaterThan(0);
    expect(summary.inspected).toBe(0);
    expect(priority.budget).toBe(2_000);
    expect(priority.picks).toBe(Math.min(2_000, summary.total));
    expect(priority.sentences.length).toBeGreaterThan(0);
    expect(answer.body.rows).toHaveLength(25);
    expect(answer.text.length).toBeLessThan(250 * 1024);
  }, 120_000);

  it("groups inspected URLs the way Google does, with each group's URLs", async () => {
    const groups = siteUrlsOf(SITE);
    const missing = groups.filter((g) => g.group === "not_found").slice(0, 3);
    const noindex = groups.filter((g) => g.group === "noindex").slice(0, 2);
    for (const { url } of [...missing, ...noindex]) {
      const inspected = await call(
        inspectRoute.POST as Handler,
        "/api/data/url-inspection/",
        "POST",
        {
          ...ref,
          url,
        },
      );
      expect(inspected.status).toBe(200);
    }
    const answer = await coverage();
    const byIssue = Object.fromEntries(
      answer.body.issues.map((i: { issue: string; urls: number }) => [i.issue, i.urls]),
    );
    expect(byIssue.not_found).toBe(3);
    expect(byIssue.noindex).toBe(2);
    const listed = await coverage({ issue: "not_found", table: { sort: "url", desc: false } });
    expect(listed.body.rows.map((r: { url: string }) => r.url)).toEqual(
      missing.map((m) => m.url).sort(),
    );
    expect(listed.body.total).toBe(3);
    expect(answer.body.summary.inspected).toBe(5);
    expect(answer.body.priority.budget).toBe(1_995);
  }, 120_000);

  it("streams every URL of a filter as CSV", async () => {
    const request = JSON.stringify({
      ...ref,
      issue: "not_found",
      table: { sort: "url", desc: false },
    });
    const path = `/api/data/coverage/export/?${new URLSearchParams({ request, filename: "c.csv" })}`;
    const csv = await call(exportRoute.GET as Handler, path, "GET");
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^URL,State,Issue/);
    expect(lines).toHaveLength(4);
  }, 60_000);

  it("answers 400 for a bad filter and 404 for another user's property", async () => {
    expect((await coverage({ state: "gone" })).status).toBe(400);
    expect((await coverage({ table: { pageSize: 1_000 } })).status).toBe(400);
    const other = await routes.signedInUser("other@example.com");
    expect((await coverage({}, other)).status).toBe(404);
  });
});
