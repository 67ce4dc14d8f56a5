import { vi } from "vitest";
import type { GscInsightsResponse } from "@/lib/gsc-insights/types";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";

// GSC Insights over real HTTP: real PGlite for the projects, the Google emulator on a loopback port
// for Search Console, with tokens from the emulator's own consent flow.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "gsc-insights-route-test-secret-0123456789";
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
// The server's clock stands where the emulator's does, so the comparison's 16 months of history and
// last final day (lib/data-api/comparison.ts) are the emulator's.
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
const insightsRoute = await import("./route");
const exportRoute = await import("./export/route");
const { gscInsightsExportHref } = await import("@/lib/gsc-insights/requests");
const { parse } = await import("papaparse");
const searchConsoleRoute = await import("../search-console/route");

type Handler = (request: never, context: undefined) => Promise<Response>;
type User = { id: string; email: string };

const RANGE = { startDate: "2026-01-01", endDate: "2026-01-28" };
const PREVIOUS = { startDate: "2025-12-04", endDate: "2025-12-31" };

const routes = emulatorRoutes(state);
const { signedInUser } = routes;
let user: User;
let ref: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  user = await signedInUser("dana@example.com");
  ref = await routes.dataSource(user, "gsc", "sc-domain:greenleaf.example", "Greenleaf");
});

afterAll(() => routes.stop());

async function call(handler: unknown, path: string, body: object, caller: User | null = user) {
  const response = await (handler as Handler)(
    (await apiRequest(path, { user: caller, method: "POST", body })) as never,
    undefined,
  );
  const text = await response.text();
  return { status: response.status, bytes: text.length, body: text ? JSON.parse(text) : null };
}

const insights = (body: object, caller: User | null = user) =>
  call(
    insightsRoute.POST,
    "/api/data/gsc-insights/",
    { ...ref, ...RANGE, compareWith: PREVIOUS, ...body },
    caller,
  );

const totalClicks = async (period: { startDate: string; endDate: string }) => {
  const result = await call(searchConsoleRoute.POST, "/api/data/search-console/", {
    ...ref,
    ...period,
    dimensions: [],
  });
  return (result.body as SearchConsoleDataResponse).totals.clicks;
};

describe("POST /api/data/gsc-insights/", () => {
  it("splits the property's click change into whole steps that add up to it", async () => {
    const result = await insights({});
    expect(result.status).toBe(200);
    const data = result.body as GscInsightsResponse;
    expect(data.comparison.status).toBe("full");
    const change = data.change!;
    expect(change.current.clicks).toBe(await totalClicks(RANGE));
    expect(change.previous.clicks).toBe(await totalClicks(PREVIOUS));
    expect(change.change).toBe(change.current.clicks - change.previous.clicks);
    expect(change.steps.map((step) => step.id)).toEqual([
      "demand",
      "position",
      "ctr",
      "newQueries",
      "lostQueries",
      "hidden",
    ]);
    expect(change.steps.every((step) => Number.isInteger(step.value))).toBe(true);
    expect(change.steps.reduce((sum, step) => sum + step.value, 0)).toBe(change.change);
    const { impressions, ctr, interaction } = change.totals;
    expect(impressions + ctr + interaction).toBeCloseTo(change.change, 6);
  });

  it("answers a few keys of each list, what moved, and sentences", async () => {
    const result = await insights({});
    const data = result.body as GscInsightsResponse;
    expect(result.bytes).toBeLessThan(250_000);
    for (const list of [data.queries!, data.pages!]) {
      for (const rows of [list.up, list.down, list.new, list.gone]) {
        expect(rows.length).toBeLessThanOrEqual(10);
      }
      expect(list.up.every((row) => row.change > 0)).toBe(true);
      expect(list.down.every((row) => row.change < 0)).toBe(true);
      expect(list.new.every((row) => row.previous.impressions === 0)).toBe(true);
      expect(list.gone.every((row) => row.current.impressions === 0)).toBe(true);
      const changes = list.down.map((row) => row.change);
      expect(changes).toEqual([...changes].sort((a, b) => a - b));
    }
    expect(data.devices.map((row) => row.key).sort()).toEqual(["DESKTOP", "MOBILE", "TABLET"]);
    expect(data.countries.length).toBeGreaterThan(0);
    expect(data.story.length).toBeGreaterThan(0);
    expect(data.story[0]!.text).toMatch(/^Clicks /);
    expect(data.lastYear?.range).toEqual({ startDate: "2025-01-02", endDate: "2025-01-29" });
  });

  it("shows no change while fresh days are included", async () => {
    const result = await insights({ dataState: "all" });
    expect(result.status).toBe(200);
    const data = result.body as GscInsightsResponse;
    expect(data.comparison.status).toBe("fresh");
    expect(data.change).toBeNull();
    expect(data.story).toEqual([]);
  });

  it("answers 400 for bad input, 404 for another user's property and 401 without a session", async () => {
    const bad = await insights({ compareWith: undefined });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_input");
    const reversed = await insights({ startDate: "2026-02-01" });
    expect(reversed.status).toBe(400);
    const other = await signedInUser("mallory@example.com");
    const foreign = await insights({}, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("not_found");
    expect((await insights({}, null)).status).toBe(401);
  });
});

describe("GET /api/data/gsc-insights/export/", () => {
  const download = async (dimension: string, caller: User | null = user) => {
    const href = gscInsightsExportHref(
      { ...ref, ...RANGE, compareWith: PREVIOUS },
      dimension as "query",
      "insights.csv",
    );
    const response = await (exportRoute.GET as unknown as Handler)(
      (await apiRequest(href, { user: caller })) as never,
      undefined,
    );
    return { response, text: await response.text() };
  };

  it("streams every query, not only the ten the view lists, largest change first", async () => {
    const { response, text } = await download("query");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toContain("insights.csv");
    const { data } = parse<string[]>(text.replace(/^\uFEFF/, "").trim());
    const [header, ...rows] = data;
    expect(header!.slice(0, 5)).toEqual([
      "Query",
      "Status",
      "Clicks before",
      "Clicks",
      "Clicks change",
    ]);
    expect(rows.length).toBeGreaterThan(100);
    const changes = rows.map((row) => Number(row[4]));
    expect(changes.map(Math.abs)).toEqual([...changes.map(Math.abs)].sort((a, b) => b - a));
    // The file's queries add up to the waterfall's: every step but the anonymised clicks.
    const insights = (
      await call(insightsRoute.POST, "/api/data/gsc-insights/", {
        ...ref,
        ...RANGE,
        compareWith: PREVIOUS,
      })
    ).body as GscInsightsResponse;
    const named = insights.change!.steps.filter((step) => step.id !== "hidden");
    const namedChange = named.reduce((sum, step) => sum + step.value, 0);
    expect(Math.abs(changes.reduce((sum, c) => sum + c, 0) - namedChange)).toBeLessThanOrEqual(
      named.length,
    );
  });

  it("answers 400 for an unknown dimension and 404 for another user's property", async () => {
    const bad = await download("keyword");
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(bad.text).error.code).toBe("invalid_input");
    const other = await signedInUser("eve@example.com");
    expect((await download("page", other)).response.status).toBe(404);
  });
});
