import { vi } from "vitest";
import type { MapsVsOrganicResponse } from "@/lib/all-in-one/view-types";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";

// Maps vs organic against the Google emulator over real HTTP: a location's Business Profile
// keywords beside the same queries of the site's web search, each side as its own API tells it.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "maps-vs-organic-test-secret-0123456789abc";
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
const keywordsRoute = await import("../../gbp/keywords/route");
const gscRoute = await import("../../search-console/route");
const syncGmb = await import("../../../functions/sync-gmb-accounts/route");
const { mapsVsOrganicExportHref } = await import("@/lib/query/all-in-one");

type Handler = (request: never, context: never) => Promise<Response>;
type User = { id: string; email: string };

const RANGE = { startDate: "2026-01-05", endDate: "2026-02-01" };
const PORTLAND = "locations/4527103946251903846";
const SEATTLE = "locations/4527103946251903847";

const routes = emulatorRoutes(state);
let user: User;
let other: User;
let gsc: { projectId: string; propertyId: string };
let plain: { projectId: string; propertyId: string };

async function call(handler: Handler, path: string, caller: User, body?: unknown) {
  const response = await handler(
    (await apiRequest(path, { user: caller, ...(body ? { method: "POST", body } : {}) })) as never,
    undefined as never,
  );
  return response;
}

async function maps(extra: Record<string, unknown> = {}, caller = user) {
  const response = await call(route.POST as Handler, "/api/data/all-in-one/maps/", caller, {
    ...gsc,
    ...RANGE,
    ...extra,
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  await routes.start();
  user = await routes.signedInUser("dana@example.com");
  other = await routes.signedInUser("eve@example.com");
  expect(
    (await call(syncGmb.POST as Handler, "/api/functions/sync-gmb-accounts/", user)).status,
  ).toBe(200);
  gsc = await routes.dataSource(user, "gsc", "sc-domain:greenleaf.example", "Greenleaf local");
  await routes.dataSource(user, "gmb", PORTLAND, "Portland", gsc.projectId);
  await routes.dataSource(user, "gmb", SEATTLE, "Seattle", gsc.projectId);
  plain = await routes.dataSource(user, "gsc", "sc-domain:greenleaf.example", "Greenleaf web");
});

afterAll(() => routes.stop());

async function locationRowId(locationName: string) {
  const { rows } = await routes.t.client.query<{ id: string }>(
    "select id from gmb_locations where user_id = $1 and location_name = $2",
    [user.id, locationName],
  );
  return rows[0]!.id;
}

describe("Maps vs organic", () => {
  it("lines up a location's keywords with the same web queries, each as its API counts it", async () => {
    const { status, body } = await maps();
    expect(status, JSON.stringify(body)).toBe(200);
    const data = body as MapsVsOrganicResponse;
    expect(data.locations.map((l) => l.websiteUrl).sort()).toEqual([
      "https://www.greenleaf.example/stores/portland/",
      "https://www.greenleaf.example/stores/seattle/",
    ]);
    expect(data.months).toEqual({ startMonth: "2026-01", endMonth: "2026-02" });
    expect(data.webRange).toEqual({ startDate: "2026-01-01", endDate: "2026-02-01" });
    expect(data.rows.length).toBeGreaterThan(0);

    // The Business Profile side is the keywords route's own answer for the same location.
    const keywords = await call(
      keywordsRoute.GET as Handler,
      `/api/data/gbp/keywords/?locationId=${data.locationId}&startMonth=2026-01&endMonth=2026-02`,
      user,
    );
    const gbp = (await keywords.json()) as {
      keywords: { keyword: string; value: number | null }[];
    };
    const counted = gbp.keywords.filter((k) => k.value !== null);
    expect(data.summary.keywords).toBe(gbp.keywords.length);
    expect(data.summary.mapsCounted).toBe(counted.reduce((a, k) => a + k.value!, 0));

    // The web side is Search Console's own query rows over the same days.
    let matched = 0;
    for (const row of data.rows) {
      const web = await call(gscRoute.POST as Handler, "/api/data/search-console/", user, {
        ...gsc,
        ...data.webRange,
        dimensions: ["query"],
        dataState: "final",
        table: {
          sort: "impressions",
          desc: true,
          search: row.keyword,
          pageIndex: 0,
          pageSize: 500,
        },
      });
      const rows = ((await web.json()) as SearchConsoleDataResponse).rows;
      const match = rows.find((r) => r.keys[0] === row.keyword);
      expect(row.web?.impressions ?? null, row.keyword).toBe(match?.impressions ?? null);
      if (match) matched++;
    }
    expect(matched).toBe(data.rows.filter((r) => r.web !== null).length);
    expect(matched).toBeGreaterThan(0);
  });

  it("shows another of the project's locations, and refuses one that is not the project's", async () => {
    const seattle = await locationRowId(SEATTLE);
    const { body } = await maps({ locationId: seattle });
    expect((body as MapsVsOrganicResponse).locationId).toBe(seattle);

    const outside = await routes.t.client.query<{ id: string }>(
      "select id from gmb_locations where user_id = $1 and location_name not in ($2, $3) limit 1",
      [user.id, PORTLAND, SEATTLE],
    );
    const refused = await maps({ locationId: outside.rows[0]!.id });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toMatch(/not one of the project's Business Profiles/);
  });

  it("answers no locations for a project without a Business Profile", async () => {
    const response = await call(route.POST as Handler, "/api/data/all-in-one/maps/", user, {
      ...plain,
      ...RANGE,
    });
    const body = (await response.json()) as MapsVsOrganicResponse;
    expect(body.locations).toEqual([]);
    expect(body.rows).toEqual([]);
  });

  it("exports every keyword as CSV", async () => {
    const { body } = await maps();
    const href = mapsVsOrganicExportHref({ ...gsc, ...RANGE });
    const response = await (exportRoute.GET as Handler)(
      (await apiRequest(href, { user })) as never,
      undefined as never,
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Keyword,Maps and Search/);
    expect(lines).toHaveLength((body as MapsVsOrganicResponse).total + 1);
  });

  it("keeps another user's project and bad input out", async () => {
    expect((await maps({}, other)).status).toBe(404);
    const bad = await maps({ locationId: "not-an-id", startDate: "2026-02-10" });
    expect(bad.status).toBe(400);
  });
});
