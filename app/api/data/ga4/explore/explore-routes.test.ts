import { vi } from "vitest";
import type { Ga4ReportResponse } from "@/lib/data-api/types";
import type { ExploreCompatibility, ExploreFields, ExploreResult } from "@/lib/explore/types";

// GA4 Explore's routes against the GA4 emulator over real HTTP: the exploration's figures are the
// ones the Data API answers for the same request, the comparison and the chart agree with it, GA4's
// compatibility rule is explained, and saved explorations belong to their owner.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "explore-routes-test-secret-0123456789abcd";
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
const ga4Route = await import("../route");
const exploreRoute = await import("./route");
const exportRoute = await import("./export/route");
const fieldsRoute = await import("../fields/route");
const compatibilityRoute = await import("../compatibility/route");
const explorationsRoute = await import("../explorations/route");
const explorationRoute = await import("../explorations/[id]/route");
const { explorationExportHref } = await import("@/lib/query/explore");
const { previousPeriod } = await import("@/lib/dates/compare");

type Handler = (request: never, context: never) => Promise<Response>;
type User = { id: string; email: string };

const RANGE = { startDate: "2026-01-05", endDate: "2026-02-01" };
const COMPARE = previousPeriod(RANGE);

const routes = emulatorRoutes(state);
let user: User;
let other: User;
let ref: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  user = await routes.signedInUser("dana@example.com");
  other = await routes.signedInUser("eve@example.com");
  ref = await routes.dataSource(user, "ga4", "properties/312845067", "Greenleaf analytics");
});

afterAll(() => routes.stop());

async function call(
  handler: Handler,
  path: string,
  {
    method = "GET",
    body,
    caller = user,
    context,
  }: { method?: string; body?: unknown; caller?: User; context?: unknown } = {},
) {
  return handler(
    (await apiRequest(path, { user: caller, method, body })) as never,
    context as never,
  );
}

const definition = (patch: Record<string, unknown> = {}) => ({
  dimensions: ["sessionDefaultChannelGroup"],
  metrics: ["sessions", "totalUsers", "engagementRate"],
  orderBys: [{ field: "sessions", desc: true }],
  limit: 10_000,
  range: RANGE,
  ...patch,
});

async function explore(def: Record<string, unknown>, table = { pageIndex: 0, pageSize: 25 }) {
  const response = await call(exploreRoute.POST as Handler, "/api/data/ga4/explore/", {
    method: "POST",
    body: { ...ref, definition: def, table },
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as ExploreResult;
}

async function ga4(request: Record<string, unknown>) {
  const response = await call(ga4Route.POST as Handler, "/api/data/ga4/", {
    method: "POST",
    body: { ...ref, request },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Ga4ReportResponse;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("an exploration's page", () => {
  it("holds the figures GA4 answers for the same request, in its order, with GA4's names", async () => {
    const result = await explore(definition());
    const direct = await ga4({
      dateRanges: [RANGE],
      dimensions: [{ name: "sessionDefaultChannelGroup" }],
      metrics: [{ name: "sessions" }, { name: "totalUsers" }, { name: "engagementRate" }],
      orderBys: [{ metric: { metricName: "sessions" }, desc: true }],
      limit: 25,
    });
    expect(result.rows.map((r) => [r.dimensions, r.metrics])).toEqual(
      direct.rows.map((r) => [r.dimensions, r.metrics]),
    );
    expect(result.totals).toEqual(direct.totals![0]);
    expect(result.rowCount).toBe(direct.rowCount);
    expect(result.columns.map((c) => c.label)).toEqual([
      "Session default channel group",
      "Sessions",
      "Total users",
      "Engagement rate",
    ]);
    // Sessions add up over channels; users and rates are GA4's own totals, never summed.
    expect(sum(result.rows.map((r) => r.metrics[0]!))).toBe(result.totals[0]);
  });

  it("pages on GA4's side and never past the exploration's limit", async () => {
    const def = definition({ dimensions: ["landingPage"], limit: 30 });
    const first = await explore(def, { pageIndex: 0, pageSize: 25 });
    const second = await explore(def, { pageIndex: 1, pageSize: 25 });
    expect(first.rowCount).toBe(30);
    expect(first.rows).toHaveLength(25);
    expect(second.rows).toHaveLength(5);
    const beyond = await explore(def, { pageIndex: 9, pageSize: 25 });
    expect(beyond.pageIndex).toBe(1);
  });

  it("gives each row its figures in the comparison period, and the period's totals", async () => {
    const result = await explore(definition({ compare: COMPARE }));
    const previous = await ga4({
      dateRanges: [COMPARE],
      dimensions: [{ name: "sessionDefaultChannelGroup" }],
      metrics: [{ name: "sessions" }, { name: "totalUsers" }, { name: "engagementRate" }],
    });
    const byChannel = new Map(previous.rows.map((r) => [r.dimensions[0], r.metrics]));
    for (const row of result.rows)
      expect(row.previous).toEqual(byChannel.get(row.dimensions[0]) ?? [null, null, null]);
    expect(result.previousTotals).toEqual(previous.totals![0]);
  });

  it("draws a date dimension as a line whose days add up to the total", async () => {
    const result = await explore(definition({ dimensions: ["date"], orderBys: [] }));
    expect(result.chart.kind).toBe("line");
    if (result.chart.kind !== "line") return;
    expect(result.chart.points).toHaveLength(28);
    expect(result.chart.points[0]!.key).toBe("20260105");
    expect(sum(result.chart.points.map((p) => p.value))).toBe(result.totals[0]);
  });

  it("pivots two dimensions, summing only what adds up", async () => {
    const result = await explore(
      definition({ dimensions: ["deviceCategory", "sessionDefaultChannelGroup"], orderBys: [] }),
    );
    expect(result.chart.kind).toBe("pivot");
    if (result.chart.kind !== "pivot") return;
    const { table } = result.chart;
    expect(table.rows.map((r) => r.key).sort()).toEqual(["desktop", "mobile", "tablet"]);
    for (const row of table.rows) expect(sum(row.cells.map((c) => c ?? 0))).toBe(row.total);
    expect(sum(table.rows.map((r) => r.total!))).toBe(result.totals[0]);
  });

  it("filters rows by dimensions and by metrics as GA4 does", async () => {
    const result = await explore(
      definition({
        dimensionFilter: {
          kind: "not",
          item: {
            kind: "string",
            field: "sessionDefaultChannelGroup",
            match: "EXACT",
            value: "Direct",
          },
        },
        metricFilter: { kind: "numeric", field: "sessions", op: "GREATER_THAN", value: 100 },
      }),
    );
    expect(result.rows.length).toBeGreaterThan(0);
    for (const row of result.rows) {
      expect(row.dimensions[0]).not.toBe("Direct");
      expect(row.metrics[0]).toBeGreaterThan(100);
    }
  });

  it("refuses a regular expression RE2 cannot run, and a metric used as a dimension, with a reason", async () => {
    for (const [def, message] of [
      [
        definition({
          dimensionFilter: {
            kind: "string",
            field: "landingPage",
            match: "PARTIAL_REGEXP",
            value: "(?=x)",
          },
        }),
        /lookaround|look-around|not supported|RE2/i,
      ],
      [definition({ dimensions: ["engagedSessions"] }), /is a metric/],
    ] as const) {
      const response = await call(exploreRoute.POST as Handler, "/api/data/ga4/explore/", {
        method: "POST",
        body: { ...ref, definition: def, table: { pageIndex: 0, pageSize: 25 } },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
  });

  it("answers GA4's own reason when the fields cannot be combined", async () => {
    const response = await call(exploreRoute.POST as Handler, "/api/data/ga4/explore/", {
      method: "POST",
      body: {
        ...ref,
        definition: definition({ dimensions: ["itemName"], orderBys: [] }),
        table: { pageIndex: 0, pageSize: 25 },
      },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/incompatible/);
  });

  it("answers 404 for a property of another user's project", async () => {
    const response = await call(exploreRoute.POST as Handler, "/api/data/ga4/explore/", {
      method: "POST",
      body: { ...ref, definition: definition(), table: { pageIndex: 0, pageSize: 25 } },
      caller: other,
    });
    expect(response.status).toBe(404);
  });
});

describe("the field pickers", () => {
  it("list the property's custom definitions beside GA4's own fields", async () => {
    const response = await call(
      fieldsRoute.GET as Handler,
      `/api/data/ga4/fields/?projectId=${ref.projectId}&propertyId=${ref.propertyId}`,
    );
    expect(response.status).toBe(200);
    const fields = (await response.json()) as ExploreFields;
    const author = fields.dimensions.find((d) => d.apiName === "customEvent:article_author");
    expect(author?.customDefinition).toBe(true);
    expect(fields.dimensions.find((d) => d.apiName === "country")?.customDefinition).toBe(false);
    expect(fields.metrics.find((m) => m.apiName === "totalRevenue")?.type).toBe("TYPE_CURRENCY");
  });

  it("name the chosen field each incompatible one clashes with", async () => {
    const ask = async (dimensions: string[], metrics: string[]) => {
      const response = await call(
        compatibilityRoute.POST as Handler,
        "/api/data/ga4/compatibility/",
        {
          method: "POST",
          body: { ...ref, dimensions, metrics },
        },
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as ExploreCompatibility).conflicts;
    };
    const conflicts = await ask(["country"], ["sessions", "eventCount"]);
    expect(conflicts.itemName).toEqual(["sessions"]);
    expect(conflicts.country).toBeUndefined();
    expect(conflicts.landingPage).toBeUndefined();
    // A selection that already clashes still says which field clashes with which.
    const clashing = await ask(["itemName"], ["sessions"]);
    expect(clashing.sessions).toEqual(["itemName"]);
    expect(clashing.totalUsers).toEqual(["itemName"]);
  });
});

describe("the CSV of an exploration", () => {
  it("holds every row up to the exploration's limit, under GA4's names", async () => {
    const def = definition({ dimensions: ["landingPage"], limit: 40 });
    const href = explorationExportHref({ ...ref, definition: def } as never);
    const response = await call(exportRoute.GET as Handler, href);
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("Landing page,Sessions,Total users,Engagement rate");
    expect(lines).toHaveLength(41);
  });
});

describe("saved explorations", () => {
  it("are saved, listed, renamed and deleted by their owner only", async () => {
    const created = await call(explorationsRoute.POST as Handler, "/api/data/ga4/explorations/", {
      method: "POST",
      body: { ...ref, name: "  Channels  ", definition: definition() },
    });
    expect(created.status).toBe(201);
    const saved = await created.json();
    expect(saved.name).toBe("Channels");
    expect(saved.definition.metrics).toEqual(["sessions", "totalUsers", "engagementRate"]);

    const list = async (caller: User) =>
      (
        await (
          await call(
            explorationsRoute.GET as Handler,
            `/api/data/ga4/explorations/?projectId=${ref.projectId}`,
            { caller },
          )
        ).json()
      ).explorations as { id: string; name: string }[];
    expect((await list(user)).map((e) => e.name)).toEqual(["Channels"]);
    expect(await list(other)).toEqual([]);

    const foreign = await call(explorationsRoute.POST as Handler, "/api/data/ga4/explorations/", {
      method: "POST",
      body: { ...ref, id: saved.id, name: "Mine now", definition: definition() },
      caller: other,
    });
    expect(foreign.status).toBe(404);

    const renamed = await call(explorationsRoute.POST as Handler, "/api/data/ga4/explorations/", {
      method: "POST",
      body: { ...ref, id: saved.id, name: "Channels by users", definition: definition() },
    });
    expect(renamed.status).toBe(200);
    expect((await list(user)).map((e) => e.name)).toEqual(["Channels by users"]);

    const path = `/api/data/ga4/explorations/${saved.id}/?projectId=${ref.projectId}`;
    const context = { params: Promise.resolve({ id: saved.id }) };
    expect(
      (
        await call(explorationRoute.DELETE as Handler, path, {
          method: "DELETE",
          caller: other,
          context,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(explorationRoute.DELETE as Handler, path, { method: "DELETE", context })).status,
    ).toBe(204);
    expect(await list(user)).toEqual([]);
  });

  it("refuses a nameless or invalid exploration with a clear message", async () => {
    for (const [body, message] of [
      [{ ...ref, name: " ", definition: definition() }, /name/],
      [{ ...ref, name: "x", definition: definition({ metrics: [] }) }, /at least one metric/],
    ] as const) {
      const response = await call(
        explorationsRoute.POST as Handler,
        "/api/data/ga4/explorations/",
        {
          method: "POST",
          body,
        },
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
  });
});
