import { vi } from "vitest";
import type { ComparisonCoverage } from "@/lib/dates/coverage";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";
import type { MoversResponse } from "@/lib/overview/types";

// Comparisons over real HTTP: real PGlite for the projects, the Google emulator on a loopback port.
// The server's clock stands where the emulator's does (2026-03-01, 02:00 in California), so Google's
// 16 months, its last final day and the app's coverage rule speak of the same days.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "comparison-routes-test-secret-0123456789";
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
const { comparisonRange } = await import("@/lib/dates/compare");
const { comparisonCoverage } = await import("@/lib/dates/coverage");
const { datePresets } = await import("@/lib/dates/presets");
const { fromDateKey } = await import("@/lib/dates/format");
const searchConsoleRoute = await import("./search-console/route");
const moversRoute = await import("./overview/movers/route");
const cannibalizationRoute = await import("./cannibalization/route");

type Handler = (request: never, context: undefined) => Promise<Response>;

const TODAY = "2026-03-01";
const preset = (label: string) =>
  datePresets(fromDateKey(TODAY)).find((p) => p.label === label)!.range;
const LAST_12_MONTHS = preset("Last 12 months"); // 2025-03-01 … 2026-02-28
const PREVIOUS_YEAR = comparisonRange(LAST_12_MONTHS, "previous")!; // 2024-02-24 … 2025-02-22
const LAST_28_DAYS = preset("Last 28 days"); // 2026-02-01 … 2026-02-28
const PREVIOUS_28 = comparisonRange(LAST_28_DAYS, "previous")!; // 2026-01-04 … 2026-01-31
const SERIES = { sort: "key", desc: false, pageIndex: 0, pageSize: 500 };

const routes = emulatorRoutes(state);
let user: { id: string; email: string };
let ref: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  user = await routes.signedInUser("dana@example.com");
  ref = await routes.dataSource(user, "gsc", "sc-domain:greenleaf.example", "Greenleaf");
});

afterAll(async () => {
  await routes.stop();
  vi.useRealTimers();
});

async function call<T>(handler: unknown, path: string, body: object) {
  const response = await (handler as Handler)(
    (await apiRequest(path, { user, method: "POST", body })) as never,
    undefined,
  );
  return { status: response.status, body: (await response.json()) as T };
}

const searchConsole = (body: object) =>
  call<SearchConsoleDataResponse>(searchConsoleRoute.POST, "/api/data/search-console/", {
    ...ref,
    ...body,
  });

describe("a comparison period reaching before Google's 16 months", () => {
  const partial: ComparisonCoverage = {
    status: "partial",
    reason: "retention",
    days: 365,
    coveredDays: 114,
    coveredFrom: "2024-11-01",
  };

  it("is the rule's partial comparison, and Google has data for only part of it", async () => {
    expect(
      comparisonCoverage({
        range: LAST_12_MONTHS,
        comparison: PREVIOUS_YEAR,
        today: fromDateKey(TODAY),
      }),
    ).toEqual(partial);
    // Read alone, the comparison period's days stop at the 16 months Google keeps.
    const alone = await searchConsole({ ...PREVIOUS_YEAR, dimensions: ["date"], table: SERIES });
    expect(alone.status).toBe(200);
    expect(alone.body.meta.totalRows).toBe(114);
    expect(alone.body.rows[0]!.keys[0]).toBe("2024-11-01");
  });

  it("answers the KPI totals without previous totals, marked partial, where a delta would read as growth", async () => {
    const result = await searchConsole({
      ...LAST_12_MONTHS,
      dimensions: ["date"],
      table: SERIES,
      compareWith: PREVIOUS_YEAR,
    });
    expect(result.status).toBe(200);
    expect(result.body.comparison).toEqual(partial);
    expect(result.body.previousTotals).toBeNull();
    expect(result.body.rows.every((row) => row.previous === null)).toBe(true);
    // What the change would have been: the part-empty period's totals against the full year's.
    const alone = await searchConsole({ ...PREVIOUS_YEAR, dimensions: [] });
    expect(result.body.totals.clicks / alone.body.totals.clicks).toBeGreaterThan(2);
  });

  it("answers table rows without a change, so no query is a winner from zero", async () => {
    const result = await searchConsole({
      ...LAST_12_MONTHS,
      dimensions: ["query"],
      table: { sort: "clicksChange", desc: true, pageIndex: 0, pageSize: 25 },
      compareWith: PREVIOUS_YEAR,
    });
    expect(result.status).toBe(200);
    expect(result.body.comparison).toEqual(partial);
    expect(result.body.rows).toHaveLength(25);
    expect(result.body.rows.every((row) => row.previous === null)).toBe(true);
  });

  it("answers no winners and no losers on the overview", async () => {
    const result = await call<MoversResponse>(moversRoute.POST, "/api/data/overview/movers/", {
      ...ref,
      ...LAST_12_MONTHS,
      compareWith: PREVIOUS_YEAR,
      dimension: "query",
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ winners: [], losers: [], comparison: partial });
  });

  it("answers cannibalization without the earlier summary", async () => {
    const result = await call<{ previousSummary: unknown; comparison: ComparisonCoverage }>(
      cannibalizationRoute.POST,
      "/api/data/cannibalization/",
      {
        ...ref,
        ...LAST_12_MONTHS,
        minShare: 20,
        minImpressions: 50,
        compareWith: PREVIOUS_YEAR,
        table: { pageSize: 1 },
      },
    );
    expect(result.status).toBe(200);
    expect(result.body.previousSummary).toBeNull();
    expect(result.body.comparison).toEqual(partial);
  });
});

describe("final data against a comparison period on equal terms", () => {
  it("cuts the comparison to the range's final days, pairwise", async () => {
    // At 02:00 in California Google's final data ends three days back: Feb 26, 26 of 28 days.
    const result = await searchConsole({
      ...LAST_28_DAYS,
      dimensions: ["date"],
      table: SERIES,
      compareWith: PREVIOUS_28,
    });
    expect(result.status).toBe(200);
    const compared = { startDate: "2026-01-04", endDate: "2026-01-29" };
    expect(result.body.comparison).toEqual({
      status: "full",
      days: 28,
      comparedDays: 26,
      compared,
    });
    expect(result.body.meta.totalRows).toBe(26);
    // The final answer says how far final data reaches, though Google sends no metadata with it.
    expect(result.body.meta.lastFinalDate).toBe("2026-02-26");
    expect(result.body.meta.firstIncompleteDate).toBeUndefined();
    const alone = await searchConsole({ ...compared, dimensions: [] });
    expect(result.body.previousTotals).toEqual(alone.body.totals);
  });

  it("compares every day of a range that is final throughout", async () => {
    const range = { startDate: "2026-01-01", endDate: "2026-01-28" };
    const before = comparisonRange(range, "previous")!;
    const result = await searchConsole({ ...range, dimensions: [], compareWith: before });
    expect(result.body.comparison).toEqual({
      status: "full",
      days: 28,
      comparedDays: 28,
      compared: before,
    });
    expect(result.body.previousTotals!.clicks).toBeGreaterThan(0);
  });
});

describe("fresh days included (dataState all)", () => {
  it("marks the fresh days and answers no change against the final comparison period", async () => {
    const result = await searchConsole({
      ...LAST_28_DAYS,
      dimensions: ["date"],
      table: SERIES,
      dataState: "all",
      compareWith: PREVIOUS_28,
    });
    expect(result.status).toBe(200);
    expect(result.body.meta.firstIncompleteDate).toBe("2026-02-27");
    expect(result.body.meta.totalRows).toBe(28);
    expect(result.body.comparison).toEqual({ status: "fresh", days: 28 });
    expect(result.body.previousTotals).toBeNull();
  });

  it("answers no movers either", async () => {
    const result = await call<MoversResponse>(moversRoute.POST, "/api/data/overview/movers/", {
      ...ref,
      ...LAST_28_DAYS,
      compareWith: PREVIOUS_28,
      dimension: "page",
      dataState: "all",
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      winners: [],
      losers: [],
      comparison: { status: "fresh", days: 28 },
    });
  });
});
