import { vi } from "vitest";
import type { Ga4DataRequest } from "@/lib/data-api/schemas/ga4";
import type { Ga4ReportResponse } from "@/lib/data-api/types";

// The Analytics view's requests against the GA4 emulator over real HTTP, through the routes the
// view calls: its figures agree with each other as Google's would, and the export holds every row.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "analytics-routes-test-secret-0123456789ab";
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
const ga4Route = await import("./route");
const exportRoute = await import("./export/route");
const realtimeRoute = await import("./realtime/route");
const { analyticsRequests, breakdownRequest, seriesRequest } =
  await import("@/lib/analytics/requests");
const { analyticsKpis, seriesPoints } = await import("@/lib/analytics/kpis");
const { kpiMetric } = await import("@/lib/analytics/metrics");
const { ga4ExportHref } = await import("@/lib/query/google-data");

type Handler = (request: never, context: undefined) => Promise<Response>;
type User = { id: string; email: string };

const RANGE = { startDate: "2026-01-05", endDate: "2026-02-01" };
const STATE = { grain: "day", tab: "channel", organic: false } as const;

const routes = emulatorRoutes(state);
let user: User;
let ref: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  user = await routes.signedInUser("dana@example.com");
  ref = await routes.dataSource(user, "ga4", "properties/312845067", "Greenleaf analytics");
});

afterAll(() => routes.stop());

async function report(request: Ga4DataRequest, caller: User = user) {
  const response = await (ga4Route.POST as Handler)(
    (await apiRequest("/api/data/ga4/", { user: caller, method: "POST", body: request })) as never,
    undefined,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Ga4ReportResponse;
}

const sessions = kpiMetric("sessions")!;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("the Analytics view's GA4 requests", () => {
  it("give totals for both periods that the days and the channels add up to", async () => {
    const requests = analyticsRequests(ref, RANGE, null, STATE);
    const totals = await report(requests.kpis);
    expect(totals.totals).toHaveLength(2);
    const daily = await report(requests.daily);
    const kpis = analyticsKpis(totals, daily);
    expect(kpis.map((k) => k.label)).toContain("Engagement time per session");
    const total = totals.totals![0]![2]!; // sessions, in KPI_API_NAMES order
    expect(sum(seriesPoints(daily, sessions, "day").map((p) => p.value ?? 0))).toBe(total);
    expect(seriesPoints(daily, sessions, "day")).toHaveLength(28);
    const channels = await report(
      breakdownRequest(ref, RANGE, "channel", false, {
        sort: "sessions",
        desc: true,
        pageIndex: 0,
        pageSize: 100,
      }),
    );
    expect(sum(channels.rows.map((r) => r.metrics[0]!))).toBe(total);
    // The comparison's totals are the previous four weeks', asked on their own.
    const previous = await report(requests.previousTrend);
    expect(sum(seriesPoints(previous, sessions, "day").map((p) => p.value ?? 0))).toBe(
      totals.totals![1]![2],
    );
  });

  it("keep organic search alone when asked, as its channel row counts it", async () => {
    const all = await report(analyticsRequests(ref, RANGE, null, STATE).kpis);
    const organic = await report(
      analyticsRequests(ref, RANGE, null, { ...STATE, organic: true }).kpis,
    );
    const channels = await report(
      breakdownRequest(ref, RANGE, "channel", false, {
        sort: "sessions",
        desc: true,
        pageIndex: 0,
        pageSize: 100,
      }),
    );
    const row = channels.rows.find((r) => r.dimensions[0] === "Organic Search");
    expect(organic.totals![0]![2]).toBe(row?.metrics[0]);
    expect(organic.totals![0]![2]).toBeLessThan(all.totals![0]![2]!);
  });

  it("count weeks from Mondays and months from the 1st, as GA4 buckets them", async () => {
    const weeks = seriesPoints(
      await report(seriesRequest(ref, RANGE, "week", false)),
      sessions,
      "week",
    );
    expect(weeks.length).toBe(4);
    for (const w of weeks) expect(new Date(`${w.date}T00:00:00Z`).getUTCDay()).toBe(1);
    const months = seriesPoints(
      await report(seriesRequest(ref, RANGE, "month", false)),
      sessions,
      "month",
    );
    expect(months.map((m) => m.date)).toEqual(["2026-01-01", "2026-02-01"]);
  });

  it("page a breakdown on the server, and export every row of it", async () => {
    const table = { sort: "sessions" as const, desc: true, pageIndex: 0, pageSize: 10 };
    const first = await report(breakdownRequest(ref, RANGE, "landing", false, table));
    const second = await report(
      breakdownRequest(ref, RANGE, "landing", false, { ...table, pageIndex: 1 }),
    );
    expect(first.rows).toHaveLength(10);
    expect(first.rowCount).toBeGreaterThan(10);
    expect(second.rowCount).toBe(first.rowCount);
    expect(second.rows[0]!.dimensions[0]).not.toBe(first.rows[0]!.dimensions[0]);
    expect(first.rows[0]!.metrics[0]).toBeGreaterThanOrEqual(second.rows[0]!.metrics[0]!);

    const {
      limit: _l,
      offset: _o,
      ...whole
    } = breakdownRequest(ref, RANGE, "landing", false, table).request;
    const href = ga4ExportHref({ ...ref, request: whole }, "landing.csv");
    const response = await (exportRoute.GET as Handler)(
      (await apiRequest(href, { user })) as never,
      undefined,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("landing.csv");
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Landing page,Sessions,Users,New users,Engaged sessions,Engagement rate,Key events,Key event rate",
    );
    expect(lines).toHaveLength(first.rowCount + 1);

    const other = await routes.signedInUser("mallory@example.com");
    const foreign = await (exportRoute.GET as Handler)(
      (await apiRequest(href, { user: other })) as never,
      undefined,
    );
    expect(foreign.status).toBe(404);
  });

  it("tell who is on the site now: distinct users of 30 minutes, each minute, the top countries", async () => {
    const path = `/api/data/ga4/realtime/?projectId=${ref.projectId}&propertyId=${ref.propertyId}`;
    const response = await (realtimeRoute.GET as Handler)(
      (await apiRequest(path, { user })) as never,
      undefined,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const now =
      (await response.json()) as import("@/lib/analytics/realtime-types").RealtimeResponse;
    expect(now.minutes).toHaveLength(30);
    // Google counts a user once over the 30 minutes: at most the minutes added up, at least the busiest.
    expect(now.activeUsers).toBeLessThanOrEqual(sum(now.minutes));
    expect(now.activeUsers).toBeGreaterThanOrEqual(Math.max(...now.minutes));
    expect(now.countries.length).toBeLessThanOrEqual(5);
    const byCountry = now.countries.map((c) => c.activeUsers);
    expect(byCountry).toEqual([...byCountry].sort((a, b) => b - a));

    const other = await routes.signedInUser("mallory-realtime@example.com");
    const foreign = await (realtimeRoute.GET as Handler)(
      (await apiRequest(path, { user: other })) as never,
      undefined,
    );
    expect(foreign.status).toBe(404);
    const bad = await (realtimeRoute.GET as Handler)(
      (await apiRequest("/api/data/ga4/realtime/?projectId=x", { user })) as never,
      undefined,
    );
    expect(bad.status).toBe(400);
  });
});
