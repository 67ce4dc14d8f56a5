import { vi } from "vitest";

// The cannibalization routes over real HTTP: the detection reads the emulator's greenleaf world
// (with planted cannibalization) through the cached Search Console data, as in production.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "cannibalization-routes-test-secret-0123";
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
// The server's clock stands where the emulator's does, so the comparisons' 16 months of history and
// last final day (lib/data-api/comparison.ts) are the emulator's.
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });
vi.mock("@/lib/cannibalization/detect", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cannibalization/detect")>();
  return { ...actual, detectCannibalization: vi.fn(actual.detectCannibalization) };
});

const { googleCallContext } = await import("@/lib/google/call-context");
const { searchConsole } = await import("@/lib/google/search-console");
const { shiftDay } = await import("@/lib/dates/compare");
const { plantedCannibalization } = await import("@/google-emulator/world/search-cannibalization");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { detectCannibalization } = await import("@/lib/cannibalization/detect");
const { issueRow } = await import("@/lib/cannibalization/issue-table");
const { candidatesFilter, tradingCandidates } =
  await import("@/lib/cannibalization/trading-candidates");
const { daysIn } = await import("@/lib/dates/compare");
const reportRoute = await import("./route");
const issueRoute = await import("./issue/route");
const exportRoute = await import("./export/route");

type Handler = (request: never, context: undefined) => Promise<Response>;
type Row = { query: string; severity: number; pageCount: number };

const SITE = "sc-domain:greenleaf.example";
// The emulator's clock stands at 2026-03-01 in these tests: the last 90 final days before it.
const END = "2026-02-25";
const RANGE = { startDate: shiftDay(END, -89), endDate: END };
const PREVIOUS = { startDate: shiftDay(END, -179), endDate: shiftDay(END, -90) };
// The view's defaults for a property without brand terms of its own.
const VIEW = { minShare: 20, minImpressions: 50, brandTerms: ["greenleaf"] };
const RADISH = plantedCannibalization("greenleaf").find((p) => p.query === "radish seeds")!;

const routes = emulatorRoutes(state);
const { signedInUser } = routes;
let user: { id: string; email: string };
let ref: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  user = await signedInUser("dana@example.com");
  ref = await routes.dataSource(user, "gsc", SITE, "Greenleaf");
});

afterAll(() => routes.stop());

async function call(handler: Handler, path: string, body: unknown, caller = user) {
  const response = await handler(
    (await apiRequest(path, { user: caller, method: "POST", body })) as never,
    undefined,
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const report = (body: object = {}, caller = user) =>
  call(
    reportRoute.POST as Handler,
    "/api/data/cannibalization/",
    { ...ref, ...RANGE, ...VIEW, ...body },
    caller,
  );
const issue = (query: string, caller = user) =>
  call(
    issueRoute.POST as Handler,
    "/api/data/cannibalization/issue/",
    { ...ref, ...RANGE, ...VIEW, query },
    caller,
  );

async function exportCsv(request: object, caller = user) {
  const search = new URLSearchParams({ request: JSON.stringify(request), filename: "issues.csv" });
  return exportRoute.GET(
    (await apiRequest(`/api/data/cannibalization/export/?${search}`, { user: caller })) as never,
    undefined as never,
  );
}

/** What the view computed in the browser: every query×page row, then the candidates' daily rows. */
async function detectedOverEveryRow() {
  const gsc = searchConsole(googleCallContext(user.id));
  const pairs = await gsc.queryAll(
    SITE,
    { ...RANGE, dimensions: ["query", "page"] },
    { maxRows: 50_000 },
  );
  const thresholds = { minShare: VIEW.minShare / 100, minImpressions: VIEW.minImpressions };
  const candidates = tradingCandidates(pairs.rows, thresholds, VIEW.brandTerms);
  const filter = candidatesFilter(candidates, daysIn(RANGE))!;
  const daily = await gsc.queryAll(
    SITE,
    {
      ...RANGE,
      dimensions: ["query", "page", "date"],
      dimensionFilterGroups: [
        {
          groupType: "and",
          filters: [
            { dimension: "query", operator: "includingRegex", expression: filter.expression },
          ],
        },
      ],
    },
    { maxRows: 50_000 },
  );
  return {
    rows: pairs.rows.length,
    checked: filter.queries.length,
    ...detectCannibalization(pairs.rows, {
      thresholds,
      dailyRows: daily.rows,
      excludeBranded: VIEW.brandTerms,
    }),
  };
}

describe("POST /api/data/cannibalization/", () => {
  it("answers the same issues and summary as the detector over every row, a page at a time", async () => {
    const first = await report({ table: { pageSize: 500 } });
    expect(first.status).toBe(200);
    const expected = await detectedOverEveryRow();
    expect(expected.issues.length).toBeGreaterThan(0);
    expect(first.body.summary).toEqual(expected.summary);
    expect(first.body.total).toBe(expected.issues.length);
    expect(first.body.issues).toEqual(expected.issues.slice(0, 500).map(issueRow));
    expect(first.body).toMatchObject({
      previousSummary: null,
      meta: { rowCount: expected.rows, capped: false },
      tradingChecked: expected.checked,
    });
    expect(first.body.issues.map((row: Row) => row.query)).toContain(RADISH.query);
  });

  it("pages, sorts and searches on the server without running the detector again", async () => {
    await report();
    const runs = vi.mocked(detectCannibalization).mock.calls.length;
    const first = await report({ table: { pageSize: 5 } });
    const second = await report({ table: { pageSize: 5, pageIndex: 1 } });
    expect(first.body.issues).toHaveLength(5);
    expect(second.body.issues[0].severity).toBeLessThanOrEqual(first.body.issues[4].severity);
    expect(second.body.issues.map((r: Row) => r.query)).not.toContain(first.body.issues[0].query);

    const byPages = await report({ table: { sort: "pages", desc: true, pageSize: 50 } });
    const counts = byPages.body.issues.map((r: Row) => r.pageCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const found = await report({ table: { search: "RADISH", pageSize: 50 } });
    expect(found.body.total).toBeGreaterThan(0);
    expect(found.body.total).toBeLessThan(first.body.total);
    for (const row of found.body.issues as Row[]) expect(row.query).toContain("radish");
    expect(found.body.summary).toEqual(first.body.summary);

    await issue(RADISH.query);
    expect(vi.mocked(detectCannibalization).mock.calls.length).toBe(runs);
  });

  it("adds the comparison period's summary", async () => {
    const result = await report({ compareWith: PREVIOUS, table: { pageSize: 1 } });
    expect(result.status).toBe(200);
    expect(result.body.previousSummary.issues).toBeGreaterThan(0);
    expect(result.body.issues).toHaveLength(1);
  });

  it("answers more issues with a lower share threshold", async () => {
    const usual = await report({ table: { pageSize: 1 } });
    const loose = await report({ minShare: 5, table: { pageSize: 1 } });
    expect(loose.body.summary.issues).toBeGreaterThan(usual.body.summary.issues);
    expect(loose.body.total).toBe(loose.body.summary.issues);
  });

  it("refuses a page of more than 500 issues and other bad input with a 400", async () => {
    for (const body of [
      { table: { pageSize: 501 } },
      { table: { sort: "clicks" } },
      { minShare: 3 },
      { minImpressions: 0 },
      { brandTerms: Array.from({ length: 11 }, (_, i) => `b${i}`) },
      { startDate: RANGE.endDate, endDate: RANGE.startDate },
      { projectId: "not-a-uuid" },
    ]) {
      const result = await report(body);
      expect(result.status).toBe(400);
      expect(result.body.error.code).toBe("invalid_input");
    }
    const broken = await call(reportRoute.POST as Handler, "/api/data/cannibalization/", "{");
    expect(broken.status).toBe(400);
  });
});

describe("POST /api/data/cannibalization/issue/", () => {
  it("answers an issue's competing pages and each page's daily position", async () => {
    const result = await issue(RADISH.query);
    expect(result.status).toBe(200);
    const { issue: found, positions } = result.body;
    expect(found.query).toBe(RADISH.query);
    expect(found.pages.map((p: { page: string }) => p.page).sort()).toEqual(
      [...RADISH.pages].sort(),
    );
    expect(RADISH.pages).toContain(found.primaryPage);
    expect(positions.length).toBeGreaterThan(28);
    expect(positions.length).toBeLessThanOrEqual(daysIn(RANGE));
    expect(Object.keys(positions[0]).sort()).toEqual(["date", "p0", "p1"]);
    const dates = positions.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("answers no issue for a query that is none", async () => {
    const result = await issue("no such query anywhere");
    expect(result).toEqual({ status: 200, body: { issue: null, positions: [] } });
  });
});

describe("GET /api/data/cannibalization/export/", () => {
  it("streams every issue as CSV in the list's order", async () => {
    const { body } = await report({ table: { pageSize: 1 } });
    const response = await exportCsv({ ...ref, ...RANGE, ...VIEW });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="issues.csv"');
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Query,Pages,Severity,Lost clicks,Impressions,Action,Primary page");
    expect(lines).toHaveLength(body.total + 1);
    expect(lines[1]!.startsWith(`${body.issues[0].query},`)).toBe(true);
    const radish = lines.find((line) => line.startsWith(`${RADISH.query},`));
    for (const page of RADISH.pages) expect(radish).toContain(page);
  });
});

describe("another user's property", () => {
  it("is not found for the list, the issue and the export", async () => {
    const mallory = await signedInUser("mallory@example.com");
    expect((await report({}, mallory)).status).toBe(404);
    expect((await issue(RADISH.query, mallory)).status).toBe(404);
    expect((await exportCsv({ ...ref, ...RANGE, ...VIEW }, mallory)).status).toBe(404);
  });
});
