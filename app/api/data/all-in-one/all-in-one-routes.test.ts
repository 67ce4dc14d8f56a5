import { vi } from "vitest";
import type { AllInOneResponse } from "@/lib/all-in-one/view-types";
import type { Ga4ReportResponse, SearchConsoleDataResponse } from "@/lib/data-api/types";

// All in One against the Google emulator over real HTTP: the joined pages add up to each source's
// own figures for the same range, filters keep what they say, and the CSV holds every page.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "all-in-one-routes-test-secret-0123456789a";
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
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
const route = await import("./route");
const exportRoute = await import("./export/route");
const gscRoute = await import("../search-console/route");
const ga4Route = await import("../ga4/route");
const { allInOneExportHref } = await import("@/lib/query/all-in-one");

type Handler = (request: never, context: never) => Promise<Response>;
type User = { id: string; email: string };

const RANGE = { startDate: "2026-01-05", endDate: "2026-02-01" };

const routes = emulatorRoutes(state);
let user: User;
let other: User;
let gsc: { projectId: string; propertyId: string };
let ga4: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  user = await routes.signedInUser("dana@example.com");
  other = await routes.signedInUser("eve@example.com");
  gsc = await routes.dataSource(user, "gsc", "sc-domain:greenleaf.example", "Greenleaf");
  ga4 = await routes.dataSource(user, "ga4", "properties/312845067", "Greenleaf", gsc.projectId);
});

afterAll(() => routes.stop());

async function post(handler: Handler, path: string, body: unknown, caller: User = user) {
  return handler(
    (await apiRequest(path, { user: caller, method: "POST", body })) as never,
    undefined as never,
  );
}

async function report(extra: Record<string, unknown> = {}) {
  const response = await post(route.POST as Handler, "/api/data/all-in-one/", {
    ...gsc,
    ...RANGE,
    ...extra,
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as AllInOneResponse;
}

const sum = (values: (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);

async function everyRow(extra: Record<string, unknown> = {}) {
  const href = allInOneExportHref({ ...gsc, ...RANGE, ...extra } as never);
  const response = await (exportRoute.GET as Handler)(
    (await apiRequest(href, { user })) as never,
    undefined as never,
  );
  expect(response.status).toBe(200);
  const [header, ...lines] = (await response.text()).trim().split(/\r?\n/);
  const columns = header!.split(",");
  return lines.map((line) => {
    // The first cell is a URL without commas; figures have none either.
    const cells = line.split(",");
    return (name: string) => Number(cells[columns.indexOf(name)] || 0);
  });
}

describe("All in One", () => {
  it("joins the pages so each source's figures add up to its own totals", async () => {
    const first = await report();
    expect(first.sources.gsc.status).toBe("joined");
    expect(first.sources.ga4.status).toBe("joined");
    expect(first.counts.gscAndGa4 + first.counts.matchedAll).toBeGreaterThan(0);

    const rows = await everyRow();
    expect(rows).toHaveLength(first.counts.rows);
    const pages = await post(gscRoute.POST as Handler, "/api/data/search-console/", {
      ...gsc,
      ...RANGE,
      dimensions: ["page"],
      dataState: "final",
    });
    const gscRows = ((await pages.json()) as SearchConsoleDataResponse).rows;
    expect(first.counts.unmatched.gsc).toEqual({});
    expect(sum(rows.map((r) => r("Clicks")))).toBe(sum(gscRows.map((r) => r.clicks)));
    expect(sum(rows.map((r) => r("Impressions")))).toBe(sum(gscRows.map((r) => r.impressions)));

    const landing = await post(ga4Route.POST as Handler, "/api/data/ga4/", {
      ...ga4,
      request: {
        dateRanges: [RANGE],
        dimensions: [{ name: "landingPage" }],
        metrics: [{ name: "sessions" }, { name: "keyEvents" }],
        limit: 100000,
      },
    });
    const ga4Report = (await landing.json()) as Ga4ReportResponse;
    // GA4's landing pages are paths of the site: every one of them keys to a page.
    expect(first.counts.unmatched.ga4).toEqual({});
    const sessions = sum(rows.map((r) => r("Sessions")));
    expect(sessions).toBe(ga4Report.totals![0]![0]);
    expect(sum(rows.map((r) => r("Key events")))).toBe(ga4Report.totals![0]![1]);
    expect(sum(rows.map((r) => r("Organic sessions")))).toBeLessThanOrEqual(sessions);
  });

  it("pages, sorts and searches on the server, and its filters keep what they say", async () => {
    const page = await report({
      table: { sort: "sessions", desc: true, pageIndex: 0, pageSize: 10 },
    });
    expect(page.rows).toHaveLength(10);
    const sessions = page.rows.map((r) => r.sessions ?? -1);
    expect([...sessions].sort((a, b) => b - a)).toEqual(sessions);

    const quiet = await report({ filter: "clicks-no-key-events", table: { pageSize: 100 } });
    expect(quiet.total).toBe(quiet.filterCounts["clicks-no-key-events"]);
    for (const row of quiet.rows) {
      expect(row.clicks).toBeGreaterThan(0);
      expect(row.keyEvents ?? 0).toBe(0);
    }
    const unseen = await report({ filter: "sessions-no-clicks", table: { pageSize: 100 } });
    for (const row of unseen.rows) {
      expect(row.sessions).toBeGreaterThan(0);
      expect(row.clicks ?? 0).toBe(0);
    }
    const blog = await report({ table: { search: "/blog/", pageSize: 100 } });
    for (const row of blog.rows) expect(`${row.key} ${row.topQuery}`).toContain("/blog/");
  });

  it("gives each page its figures in the comparison period", async () => {
    const compared = await report({ compare: "previous" });
    expect(compared.compare).toEqual({ startDate: "2025-12-08", endDate: "2026-01-04" });
    expect(
      compared.rows.some((r) => r.previous?.clicks !== null && r.previous?.clicks !== undefined),
    ).toBe(true);
  });

  it("answers 404 for another user's project, and 400 for a bad filter", async () => {
    const foreign = await post(
      route.POST as Handler,
      "/api/data/all-in-one/",
      { ...gsc, ...RANGE },
      other,
    );
    expect(foreign.status).toBe(404);
    const bad = await post(route.POST as Handler, "/api/data/all-in-one/", {
      ...gsc,
      ...RANGE,
      filter: "everything",
    });
    expect(bad.status).toBe(400);
  });
});
