import { vi } from "vitest";

// The Google functions and data routes over real HTTP: the Google clients call the emulator on a
// loopback port with tokens from the emulator's own consent flow, stored as a sign-in stores them.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "emulator-routes-test-secret-0123456789ab";
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

const { apiRequest } = await import("@/tests/support/signed-in-requests");
const { BUSINESS_MANAGE_SCOPE, GOOGLE_SIGN_IN_SCOPES } = await import("@/lib/google/scopes");
const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const syncProperties = await import("../functions/sync-google-properties/route");
const syncGmb = await import("../functions/sync-gmb-accounts/route");
const gbpRoute = await import("./gbp/route");
const connectRoute = await import("../functions/connect-properties-gmb/route");
const searchConsoleRoute = await import("./search-console/route");
const exportRoute = await import("./search-console/export/route");
const ga4Route = await import("./ga4/route");
const sitemapsRoute = await import("./sitemaps/route");
const inspectionRoute = await import("./url-inspection/route");

type Handler = (request: never, context: undefined) => Promise<Response>;

const routes = emulatorRoutes(state);
const { signedInUser } = routes;
let user: { id: string; email: string };

beforeAll(async () => {
  await routes.start();
  user = await signedInUser("dana@example.com");
});

afterAll(() => routes.stop());

async function call(
  handler: Handler,
  path: string,
  method = "POST",
  body?: unknown,
  caller = user,
) {
  const response = await handler(
    (await apiRequest(path, { user: caller, method, body })) as never,
    undefined,
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const dataSource = (type: string, propertyUri: string) =>
  routes.dataSource(user, type, propertyUri);

describe("Google functions and data routes against the emulator", () => {
  it("syncs the demo account's Search Console sites and GA4 properties", async () => {
    const result = await call(
      syncProperties.POST as Handler,
      "/api/functions/sync-google-properties/",
    );
    expect(result.status).toBe(200);
    const { rows } = await routes.t.client.query<Record<string, unknown>>(
      "select property_type, property_uri, property_name, verified from google_properties where user_id = $1 order by property_uri",
      [user.id],
    );
    expect(result.body).toEqual({ synced: rows.length });
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          property_type: "gsc",
          property_uri: "sc-domain:greenleaf.example",
          property_name: "greenleaf.example (Domain)",
          verified: true,
        },
        expect.objectContaining({
          property_uri: "https://www.harborlaw.example/",
          verified: false,
        }),
        expect.objectContaining({ property_type: "ga4", property_uri: "properties/312845067" }),
      ]),
    );
  });

  it("answers Search Console rows whose totals cover anonymised queries", async () => {
    const ref = await dataSource("gsc", "sc-domain:greenleaf.example");
    const result = await call(
      searchConsoleRoute.POST as Handler,
      "/api/data/search-console/",
      "POST",
      {
        ...ref,
        startDate: "2026-01-01",
        endDate: "2026-01-28",
        dimensions: ["query"],
        rowLimit: 50,
      },
    );
    expect(result.status).toBe(200);
    const { rows, totals, meta } = result.body;
    expect(rows).toHaveLength(50);
    expect(meta).toMatchObject({ capped: true, rowCount: 50 });
    const shown = rows.reduce((sum: number, r: { clicks: number }) => sum + r.clicks, 0);
    expect(totals.clicks).toBeGreaterThan(shown);
    expect(meta.hidden.clicks).toBe(totals.clicks - shown);
  });

  it("answers every query×page row of a property past Google's row cap, and says it is complete", async () => {
    const large = await signedInUser("lee@example.com", GOOGLE_SIGN_IN_SCOPES, {
      email: "large@demo.rankwell.dev",
      name: "Lee Large",
    });
    const ref = await routes.dataSource(large, "gsc", "sc-domain:canopy-wholesale.example");
    const result = await call(
      searchConsoleRoute.POST as Handler,
      "/api/data/search-console/",
      "POST",
      {
        ...ref,
        startDate: "2025-11-27",
        endDate: "2026-02-25",
        dimensions: ["query", "page"],
        table: { pageSize: 25 },
      },
      large,
    );
    expect(result.status).toBe(200);
    const { rows, meta } = result.body;
    expect(rows).toHaveLength(25);
    expect(meta).toMatchObject({ capped: false, complete: true, cappedDays: [] });
    expect(["halves", "day"]).toContain(meta.slicedBy);
    expect(meta.totalRows).toBeGreaterThan(50_000);
  }, 120_000);

  it("runs a GA4 report with totals", async () => {
    const ref = await dataSource("ga4", "properties/312845067");
    const result = await call(ga4Route.POST as Handler, "/api/data/ga4/", "POST", {
      ...ref,
      request: {
        dateRanges: [{ startDate: "2026-01-01", endDate: "2026-01-07" }],
        dimensions: [{ name: "date" }],
        metrics: [{ name: "sessions" }],
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.rows).toHaveLength(7);
    const sum = result.body.rows.reduce(
      (total: number, row: { metrics: number[] }) => total + row.metrics[0]!,
      0,
    );
    expect(result.body.totals[0][0]).toBe(sum);
  });

  it("lists sitemaps, and asks for the webmasters scope to submit one", async () => {
    const ref = await dataSource("gsc", "https://www.greenleaf.example/");
    const list = await call(
      sitemapsRoute.GET as Handler,
      `/api/data/sitemaps/?projectId=${ref.projectId}&propertyId=${ref.propertyId}`,
      "GET",
    );
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain("indexed");
    const submit = await call(sitemapsRoute.POST as Handler, "/api/data/sitemaps/", "POST", {
      ...ref,
      feedpath: "https://www.greenleaf.example/sitemap-new.xml",
    });
    expect(submit.status).toBe(403);
    expect(submit.body.error.code).toBe("google_scope_required");
  });

  it("inspects a URL and answers the quota left", async () => {
    const ref = await dataSource("gsc", "https://www.greenleaf.example/");
    const result = await call(
      inspectionRoute.POST as Handler,
      "/api/data/url-inspection/",
      "POST",
      { ...ref, url: "https://www.greenleaf.example/" },
    );
    expect(result.status).toBe(200);
    expect(result.body.result.indexStatusResult.verdict).toMatch(/^[A-Z_]+$/);
    expect(result.body.quota.dayRemaining).toBeLessThan(2000);
  });

  it("reports that no locations are synced before connecting", async () => {
    expect(
      (await call(connectRoute.POST as Handler, "/api/functions/connect-properties-gmb/")).body,
    ).toMatchObject({
      connectionsCreated: 0,
      error: expect.stringMatching(/^No Business Profile/),
    });
  });

  it("syncs Business Profile, connects locations by domain and reads their daily metrics", async () => {
    const synced = await call(syncGmb.POST as Handler, "/api/functions/sync-gmb-accounts/");
    expect(synced.status).toBe(200);
    // The demo account: a personal account without locations and Greenleaf's with three locations.
    expect(synced.body).toEqual({ needsAuth: false, accountsSynced: 2, locationsSynced: 3 });
    const connected = await call(
      connectRoute.POST as Handler,
      "/api/functions/connect-properties-gmb/",
    );
    // Four Greenleaf properties (domain, www, blog, GA4) × three Greenleaf locations.
    expect(connected.body).toEqual({ connectionsCreated: 12, error: null });

    const { rows } = await routes.t.client.query<{ id: string }>(
      "select id from gmb_locations where user_id = $1 and location_id = '4527103946251903846'",
      [user.id],
    );
    const metrics = await call(
      gbpRoute.GET as Handler,
      `/api/data/gbp/?locationId=${rows[0]!.id}&startDate=2026-01-01&endDate=2026-01-07&metrics=WEBSITE_CLICKS,CALL_CLICKS`,
      "GET",
    );
    expect(metrics.status).toBe(200);
    expect(metrics.body.series.map((s: { metric: string }) => s.metric)).toEqual([
      "WEBSITE_CLICKS",
      "CALL_CLICKS",
    ]);
    expect(metrics.body.series[0].values).toHaveLength(7);
  });

  it("answers needsAuth when the grant has no Business Profile access", async () => {
    const readOnly = await signedInUser(
      "dana.readonly@example.com",
      GOOGLE_SIGN_IN_SCOPES.filter((scope) => scope !== BUSINESS_MANAGE_SCOPE),
    );
    expect(
      await call(
        syncGmb.POST as Handler,
        "/api/functions/sync-gmb-accounts/",
        "POST",
        undefined,
        readOnly,
      ),
    ).toEqual({
      status: 200,
      body: { needsAuth: true, accountsSynced: 0, locationsSynced: 0 },
    });
  });
});

describe("Search Console tables paged on the server", () => {
  const RANGE = { startDate: "2026-01-01", endDate: "2026-01-28" };
  const PREVIOUS = { startDate: "2025-12-04", endDate: "2025-12-31" };
  type Row = { keys: string[]; clicks: number; previous: { clicks: number } | null };
  let ref: { projectId: string; propertyId: string };
  const table = (body: object) =>
    call(searchConsoleRoute.POST as Handler, "/api/data/search-console/", "POST", {
      ...ref,
      ...RANGE,
      dimensions: ["query"],
      ...body,
    });

  beforeAll(async () => {
    ref = await dataSource("gsc", "sc-domain:greenleaf.example");
  });

  it("answers one sorted page with the count of every row, and the next page continues it", async () => {
    const first = await table({ table: { sort: "clicks", desc: true, pageSize: 25 } });
    expect(first.status).toBe(200);
    const rows: Row[] = first.body.rows;
    expect(rows).toHaveLength(25);
    expect(first.body.meta.rowCount).toBe(first.body.meta.totalRows);
    expect(first.body.meta.totalRows).toBeGreaterThan(1000);
    const clicks = rows.map((r) => r.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    const second = await table({
      table: { sort: "clicks", desc: true, pageSize: 25, pageIndex: 1 },
    });
    expect(second.body.rows[0].clicks).toBeLessThanOrEqual(rows[24]!.clicks);
    expect(second.body.rows.map((r: Row) => r.keys[0])).not.toContain(rows[0]!.keys[0]);
    // The hidden share is read over every row, not over the page.
    expect(first.body.meta.hidden.clicks).toBeLessThan(
      first.body.totals.clicks - clicks.reduce((a, b) => a + b, 0),
    );
  });

  it("searches every row on the server", async () => {
    const word = (await table({ table: { pageSize: 1 } })).body.rows[0].keys[0].split(" ")[0];
    const found = await table({ table: { search: word.toUpperCase(), pageSize: 500 } });
    expect(found.body.meta.rowCount).toBeGreaterThan(0);
    expect(found.body.meta.rowCount).toBeLessThan(found.body.meta.totalRows);
    for (const row of found.body.rows as Row[]) expect(row.keys[0]).toContain(word);
  });

  it("puts each row beside the comparison period and sorts by the change", async () => {
    const result = await table({
      compareWith: PREVIOUS,
      table: { sort: "clicksChange", desc: false, pageSize: 10 },
    });
    expect(result.body.previousTotals.clicks).toBeGreaterThan(0);
    const changes = (result.body.rows as Row[]).map((r) => r.clicks - r.previous!.clicks);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));
    expect(changes[0]).toBeLessThan(0);
  });

  it("splits branded from other queries over every row", async () => {
    const all = await table({ brandSplit: ["greenleaf"], table: { pageSize: 1 } });
    const { branded, nonBranded } = all.body.brandSplit;
    expect(branded.clicks).toBeGreaterThan(0);
    const hiddenClicks = all.body.meta.hidden.clicks;
    expect(branded.clicks + nonBranded.clicks + hiddenClicks).toBe(all.body.totals.clicks);
  });

  it("answers at most one page of 500 rows to a request that names no page", async () => {
    const result = await table({ dimensions: ["query", "page"] });
    expect(result.status).toBe(200);
    expect(result.body.rows).toHaveLength(500);
    expect(result.body.meta.rowCount).toBeGreaterThan(500);
  });

  it("refuses a page of more than 500 rows", async () => {
    const result = await table({ table: { pageSize: 501 } });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe("invalid_input");
  });

  it("streams every matching row as CSV, in the table's order", async () => {
    const request = {
      ...ref,
      ...RANGE,
      dimensions: ["query"],
      table: { sort: "clicks", desc: true },
    };
    const count = (await table({ table: { pageSize: 1 } })).body.meta.totalRows;
    const search = new URLSearchParams({
      request: JSON.stringify(request),
      filename: "queries.csv",
    });
    const response = await exportRoute.GET(
      (await apiRequest(`/api/data/search-console/export/?${search}`, { user })) as never,
      undefined as never,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="queries.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Query,Clicks,Impressions,CTR,Position");
    expect(lines).toHaveLength(count + 1);
  });

  it("refuses an export of another user's property", async () => {
    const other = await signedInUser("mallory@example.com");
    const request = { ...ref, ...RANGE, dimensions: ["query"] };
    const search = new URLSearchParams({ request: JSON.stringify(request) });
    const response = await exportRoute.GET(
      (await apiRequest(`/api/data/search-console/export/?${search}`, { user: other })) as never,
      undefined as never,
    );
    expect(response.status).toBe(404);
  });
});
