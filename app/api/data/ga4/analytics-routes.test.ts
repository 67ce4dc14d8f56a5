import { vi } from "vitest";
import type { Ga4DataRequest } from "@/lib/data-api/schemas/ga4";
import type { Ga4ReportResponse, SearchConsoleDataResponse } from "@/lib/data-api/types";
import type {
  AnalyticsBreakdownRequest,
  AnalyticsBreakdownResponse,
} from "@/lib/analytics/breakdown-types";

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
const breakdownRoute = await import("@/app/api/data/analytics/breakdown/route");
const searchConsoleRoute = await import("@/app/api/data/search-console/route");
const { ALEX } = await import("@/tests/support/google-emulator/ga4-harness");
const {
  analyticsComparison,
  analyticsRequests,
  breakdownPageRequest,
  breakdownRequest,
  seriesRequest,
} = await import("@/lib/analytics/requests");
const { analyticsKpis, formatCurrency, seriesPoints } = await import("@/lib/analytics/kpis");
const { KPI_API_NAMES, kpiMetric } = await import("@/lib/analytics/metrics");
const { urlPath } = await import("@/lib/analytics/search-clicks");
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

async function breakdown(request: AnalyticsBreakdownRequest, caller: User = user) {
  const response = await (breakdownRoute.POST as Handler)(
    (await apiRequest("/api/data/analytics/breakdown/", {
      user: caller,
      method: "POST",
      body: request,
    })) as never,
    undefined,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsBreakdownResponse;
}

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

  describe("the breakdown route", () => {
    const COMPARISON = analyticsComparison(RANGE, null);
    const page = (
      tab: AnalyticsBreakdownRequest["tab"],
      table: Partial<AnalyticsBreakdownRequest["table"]> = {},
      at = ref,
    ) =>
      breakdownPageRequest(at, RANGE, COMPARISON, tab, false, {
        sort: "sessions",
        desc: true,
        pageIndex: 0,
        pageSize: 25,
        ...table,
      });

    it("pages as GA4 does and sets each row beside its figures of the comparison period", async () => {
      const table = { pageIndex: 1, pageSize: 10 } as const;
      const joined = await breakdown(page("landing", table));
      const own = await report(
        breakdownRequest(ref, RANGE, "landing", false, { ...page("landing", table).table }),
      );
      expect(joined.rowCount).toBe(own.rowCount);
      expect(joined.rows.map((r) => r.key)).toEqual(own.rows.map((r) => r.dimensions[0]));
      expect(joined.rows.map((r) => r.values)).toEqual(own.rows.map((r) => r.metrics));

      // The comparison column holds the comparison range's own figures of each key.
      for (const tab of ["landing", "channel"] as const) {
        const rows = (await breakdown(page(tab, { pageSize: 10 }))).rows;
        const before = await report(
          breakdownRequest(ref, COMPARISON, tab, false, {
            sort: "sessions",
            desc: true,
            pageIndex: 0,
            pageSize: 100_000,
          }),
        );
        const then = new Map(before.rows.map((r) => [r.dimensions[0], r.metrics]));
        for (const row of rows) {
          const metrics = then.get(row.key);
          expect(row.previous, row.key).toEqual({
            sessions: metrics?.[0] ?? 0,
            totalUsers: metrics?.[1] ?? 0,
          });
        }
        expect(rows.some((r) => (r.previous?.sessions ?? 0) > 0)).toBe(true);
      }
    });

    it("splits sessions into new and returning, which add up to the sessions", async () => {
      const split = await breakdown(page("newVsReturning"));
      expect(split.rows.map((r) => r.key).sort()).toEqual(["new", "returning"]);
      const kpis = await report(analyticsRequests(ref, RANGE, null, STATE).kpis);
      const total = kpis.totals![0]![KPI_API_NAMES.indexOf("sessions")]!;
      expect(sum(split.rows.map((r) => r.values[0]!))).toBe(total);
      const previous = kpis.totals![1]![KPI_API_NAMES.indexOf("sessions")]!;
      expect(sum(split.rows.map((r) => r.previous!.sessions))).toBe(previous);
    });

    it("shows the revenue GA4 counts, in its currency, and no card on a property with none", async () => {
      const kpis = await report(analyticsRequests(ref, RANGE, null, STATE).kpis);
      const own = await report({
        ...ref,
        request: { dateRanges: [RANGE], metrics: [{ name: "totalRevenue" }] },
      });
      const revenue = own.totals![0]![0]!;
      expect(revenue).toBeGreaterThan(0);
      expect(kpis.totals![0]![KPI_API_NAMES.indexOf("totalRevenue")]).toBeCloseTo(revenue, 2);
      const card = analyticsKpis(kpis, null).find((k) => k.id === "totalRevenue");
      expect(kpis.metadata?.currencyCode).toBe("USD");
      expect(card?.value).toBe(formatCurrency(revenue, "USD"));

      const alex = await routes.signedInUser("alex-analytics@example.com", undefined, ALEX);
      const clinic = await routes.dataSource(alex, "ga4", "properties/401972233", "Brightsmile");
      const none = await report(analyticsRequests(clinic, RANGE, null, STATE).kpis, alex);
      expect(none.totals![0]![KPI_API_NAMES.indexOf("sessions")]).toBeGreaterThan(0);
      expect(analyticsKpis(none, null).map((k) => k.id)).not.toContain("totalRevenue");
    });

    it("gives each landing page the clicks the Search Console route gives it for the same days", async () => {
      // A project with both Greenleaf properties.
      const both = await routes.dataSource(user, "ga4", "properties/312845067", "Greenleaf both");
      await routes.t.client.query(
        "insert into data_sources (project_id, type, property_uri) values ($1, 'gsc', $2)",
        [both.projectId, "sc-domain:greenleaf.example"],
      );
      const joined = await breakdown(page("landing", { pageSize: 10 }, both));
      expect(joined.searchClicks).toEqual({
        status: "joined",
        siteUrl: "sc-domain:greenleaf.example",
      });
      expect(joined.rows).toHaveLength(10);
      const source = await routes.t.client.query<{ id: string }>(
        "select id from data_sources where project_id = $1 and type = 'gsc'",
        [both.projectId],
      );
      const gscRef = { projectId: both.projectId, propertyId: source.rows[0]!.id };
      for (const row of joined.rows.slice(0, 5)) {
        const response = await (searchConsoleRoute.POST as Handler)(
          (await apiRequest("/api/data/search-console/", {
            user,
            method: "POST",
            body: {
              ...gscRef,
              ...RANGE,
              dimensions: ["page"],
              filters: [{ dimension: "page", operator: "contains", expression: row.key }],
              table: { pageSize: 500 },
            },
          })) as never,
          undefined,
        );
        expect(response.status).toBe(200);
        const { rows } = (await response.json()) as SearchConsoleDataResponse;
        const clicks = sum(
          rows.filter((r) => urlPath(r.keys[0]!) === row.key).map((r) => r.clicks),
        );
        expect(row.searchClicks, row.key).toBe(clicks);
      }
      expect(joined.rows.some((r) => (r.searchClicks ?? 0) > 0)).toBe(true);

      // Without a Search Console property the column stays empty, and says why.
      const alone = await breakdown(page("landing", { pageSize: 10 }));
      expect(alone.searchClicks).toEqual({ status: "no-property" });
      expect(alone.rows.every((r) => r.searchClicks === null)).toBe(true);
      // Other tabs carry no search clicks at all.
      expect((await breakdown(page("channel"))).searchClicks).toBeUndefined();
    });

    it("answers 404 for another user's property and 400 for a page too large", async () => {
      const other = await routes.signedInUser("mallory-breakdown@example.com");
      const foreign = await (breakdownRoute.POST as Handler)(
        (await apiRequest("/api/data/analytics/breakdown/", {
          user: other,
          method: "POST",
          body: page("channel"),
        })) as never,
        undefined,
      );
      expect(foreign.status).toBe(404);
      const big = await (breakdownRoute.POST as Handler)(
        (await apiRequest("/api/data/analytics/breakdown/", {
          user,
          method: "POST",
          body: page("channel", { pageSize: 500 }),
        })) as never,
        undefined,
      );
      expect(big.status).toBe(400);
    });
  });
});
