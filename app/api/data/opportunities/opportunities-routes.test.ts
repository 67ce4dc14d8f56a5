import { vi } from "vitest";
import type { OpportunityListResponse } from "@/lib/opportunities/types";

// The Opportunities routes over real HTTP: real PGlite for the projects and the dismissals (with
// row-level security), the Google emulator on a loopback port for Search Console.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "opportunities-routes-test-secret-01234567";
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
// The server's clock stands where the emulator's does (16 months of history, final days).
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
const { plantedCannibalization } =
  await import("@/lib/google-emulator/world/search-cannibalization");
const listRoute = await import("./route");
const exportRoute = await import("./export/route");
const stateRoute = await import("../../opportunities/state/route");
const { opportunityExportHref } = await import("@/lib/opportunities/requests");
const { parse } = await import("papaparse");

type Handler = (request: never, context: undefined) => Promise<Response>;
type User = { id: string; email: string };

const RANGE = { startDate: "2026-01-01", endDate: "2026-01-28" };
const SITE = "sc-domain:greenleaf.example";

const routes = emulatorRoutes(state);
const { signedInUser } = routes;
let user: User;
let ref: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  user = await signedInUser("dana@example.com");
  ref = await routes.dataSource(user, "gsc", SITE, "Greenleaf");
});

afterAll(() => routes.stop());

async function call(
  handler: unknown,
  path: string,
  body: object,
  caller: User | null = user,
  method = "POST",
) {
  const response = await (handler as Handler)(
    (await apiRequest(path, { user: caller, method, body })) as never,
    undefined,
  );
  const text = await response.text();
  return { status: response.status, bytes: text.length, body: text ? JSON.parse(text) : null };
}

const list = (body: object = {}, caller?: User | null) =>
  call(listRoute.POST, "/api/data/opportunities/", { ...ref, ...RANGE, ...body }, caller);
const setState = (body: object, caller?: User | null) =>
  call(stateRoute.PUT, "/api/opportunities/state/", { ...ref, ...body }, caller, "PUT");

describe("POST /api/data/opportunities/", () => {
  it("answers one page, largest gain first, with the counts, the curve and the thresholds", async () => {
    const result = await list({ table: { pageSize: 10 } });
    expect(result.status).toBe(200);
    const data = result.body as OpportunityListResponse;
    expect(result.bytes).toBeLessThan(250_000);
    expect(data.rows).toHaveLength(10);
    expect(data.total).toBeGreaterThan(10);
    const gains = data.rows.map((row) => row.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    expect(data.rows.every((row) => row.state === "open")).toBe(true);
    expect(data.counts.open).toBe(data.total);
    expect(data.byType.reduce((sum, t) => sum + t.count, 0)).toBe(data.total);
    expect(data.curve!.points[0]!.position).toBe(1);
    expect(data.curve!.pools.length).toBeGreaterThan(1);
    expect(data.thresholds.strikingMaxPosition).toBe(20);
    expect(data.meta.months).toEqual([
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
    ]);
  });

  it("finds every cannibalization planted in the emulator's world", async () => {
    const result = await list({ types: ["cannibalization"], table: { pageSize: 500 } });
    const data = result.body as OpportunityListResponse;
    const queries = data.rows.map((row) => row.query);
    const planted = plantedCannibalization("greenleaf").map((p) => p.query);
    expect(planted.length).toBeGreaterThan(0);
    for (const query of planted) expect(queries).toContain(query);
    expect(data.rows.every((row) => row.type === "cannibalization")).toBe(true);
  });

  it("filters by type, searches, and takes the thresholds it is given", async () => {
    const all = (await list({ types: ["striking-distance"], table: { pageSize: 500 } }))
      .body as OpportunityListResponse;
    const narrower = (
      await list({
        types: ["striking-distance"],
        thresholds: { strikingMaxPosition: 8 },
        table: { pageSize: 500 },
      })
    ).body as OpportunityListResponse;
    expect(narrower.thresholds.strikingMaxPosition).toBe(8);
    expect(narrower.total).toBeLessThan(all.total);
    expect(narrower.rows.every((row) => row.position <= 8)).toBe(true);
    const word = all.rows[0]!.query!.split(" ")[0]!;
    const searched = (
      await list({ types: ["striking-distance"], table: { search: word, pageSize: 500 } })
    ).body as OpportunityListResponse;
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.rows.every((row) => `${row.query} ${row.page}`.includes(word))).toBe(true);
  });

  it("answers 400 for bad input, never a 5xx", async () => {
    for (const body of [
      { types: ["everything"] },
      { thresholds: { lowCtrRatio: 3 } },
      { table: { pageSize: 501 } },
      { show: "all" },
      { startDate: "2026-02-01" },
    ]) {
      const result = await list(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.error.code).toBe("invalid_input");
    }
  });
});

describe("dismissing and snoozing", () => {
  it("keeps a dismissed opportunity out of the open list, and restores it", async () => {
    const first = ((await list({ table: { pageSize: 1 } })).body as OpportunityListResponse)
      .rows[0]!;
    expect((await setState({ opportunityId: first.id, state: "dismissed" })).status).toBe(204);
    const open = (await list({ table: { pageSize: 500 } })).body as OpportunityListResponse;
    expect(open.rows.map((row) => row.id)).not.toContain(first.id);
    expect(open.counts.dismissed).toBe(1);
    const dismissed = (await list({ show: "dismissed" })).body as OpportunityListResponse;
    expect(dismissed.rows.map((row) => [row.id, row.state])).toEqual([[first.id, "dismissed"]]);

    expect((await setState({ opportunityId: first.id, state: "open" })).status).toBe(204);
    const restored = (await list({ table: { pageSize: 1 } })).body as OpportunityListResponse;
    expect(restored.rows[0]!.id).toBe(first.id);
    expect(restored.counts.dismissed).toBe(0);
  });

  it("snoozes for the days asked, and the snooze ends by itself", async () => {
    const second = ((await list({ table: { pageSize: 2 } })).body as OpportunityListResponse)
      .rows[1]!;
    expect(
      (await setState({ opportunityId: second.id, state: "snoozed", snoozeDays: 30 })).status,
    ).toBe(204);
    const snoozed = (await list({ show: "snoozed" })).body as OpportunityListResponse;
    expect(snoozed.rows).toHaveLength(1);
    expect(snoozed.rows[0]!.snoozedUntil).toBe(
      new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    );
    vi.setSystemTime(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    try {
      const later = (await list({ show: "snoozed" })).body as OpportunityListResponse;
      expect(later.rows).toEqual([]);
    } finally {
      vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
      await setState({ opportunityId: second.id, state: "open" });
    }
  });

  it("refuses bad states, and another user's project answers 404 and changes nothing", async () => {
    expect((await setState({ opportunityId: "x:y:z", state: "gone" })).status).toBe(400);
    expect(
      (await setState({ opportunityId: "x:y:z", state: "snoozed", snoozeDays: 12 })).status,
    ).toBe(400);
    const other = await signedInUser("mallory@example.com");
    const foreign = await setState({ opportunityId: "x:y:z", state: "dismissed" }, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("not_found");
    expect((await list({}, other)).status).toBe(404);
    expect((await list({}, null)).status).toBe(401);
    const mine = (await list({ show: "dismissed" })).body as OpportunityListResponse;
    expect(mine.rows).toEqual([]);
  });
});

describe("GET /api/data/opportunities/export/", () => {
  it("streams every open opportunity, not only the page, in the list's order", async () => {
    const { body } = await list({ table: { pageSize: 5 } });
    const href = opportunityExportHref(
      { ...ref, ...RANGE, table: { sort: "gain", desc: true, pageIndex: 3, pageSize: 5 } },
      "opportunities.csv",
    );
    const response = await (exportRoute.GET as unknown as Handler)(
      (await apiRequest(href, { user })) as never,
      undefined,
    );
    expect(response.status).toBe(200);
    const { data } = parse<string[]>((await response.text()).replace(/^\uFEFF/, "").trim());
    const [header, ...rows] = data;
    expect(header!.slice(0, 4)).toEqual(["Type", "Query", "Page", "Estimated click gain"]);
    expect(rows).toHaveLength((body as OpportunityListResponse).total);
    const gains = rows.map((row) => Number(row[3]));
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });
});
