import { vi } from "vitest";
import type { OpportunityListResponse } from "@/lib/opportunities/types";

// The Opportunities routes over real HTTP: real PGlite for the projects and the dismissals (with
// row-level security), the Google emulator on a loopback port for Search Console.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "opportunities-routes-test-secret-01234567";
  process.env.TOKEN_ENCRYPTION_KEY = "0123456789abcdef".repeat(4);
  return { origin: "", sitemapsFail: false };
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
// The sitemaps' .example hosts are read from the emulator this test serves, or fail when told to.
vi.mock("@/lib/coverage/site-urls", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/coverage/site-urls")>();
  return {
    ...actual,
    readSitemapUrls: async (
      propertyUri: string,
      paths: string[],
      options: Parameters<typeof actual.readSitemapUrls>[2] = {},
    ) => {
      const read = await actual.readSitemapUrls(propertyUri, paths, {
        ...options,
        origin: state.origin,
      });
      if (!state.sitemapsFail) return read;
      return { ...read, problems: [{ sitemap: paths[0]!, message: "HTTP 500" }] };
    },
  };
});
// The server's clock stands where the emulator's does (16 months of history, final days).
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { apiRequest } = await import("@/tests/support/signed-in-requests");
const { plantedCannibalization } = await import("@/google-emulator/world/search-cannibalization");
const listRoute = await import("./route");
const exportRoute = await import("./export/route");
const stateRoute = await import("../../opportunities/state/route");
const { opportunityExportHref } = await import("@/lib/opportunities/requests");
const { parse } = await import("papaparse");
const { siteUrlsOf } = await import("@/google-emulator/gsc/site-files");
const { hostSitemaps, listedInSitemap } = await import("@/google-emulator/gsc/site-sitemaps");
const { pacificClock } = await import("@/google-emulator/world/search-dates");
const { buildSite } = await import("@/google-emulator/world/search-site");
const { DATASETS } = await import("@/google-emulator/world/catalog");
const { searchConsoleData } = await import("@/lib/data-api/search-console");
const { searchConsoleDataRequestSchema } = await import("@/lib/data-api/schemas/search-console");
const { parseInput } = await import("@/lib/api/request");
const { searchRequest } = await import("@/lib/overview/requests");
const { propertySitemapUrls } = await import("@/lib/coverage/property-sitemaps");

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
  // The sitemaps read once ahead (and remembered), so a slow machine cannot outlast the list's wait.
  await propertySitemapUrls(user.id, SITE);
}, 60_000);

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
      { thresholds: { sitemapMinImpressions: 0 } },
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

describe("the sitemap rules", () => {
  /** The pages Search Console shows for the property over `range`, with their impressions. */
  const impressionsByPage = async (range: { startDate: string; endDate: string }) => {
    const request = searchRequest(ref, range, ["page"], false);
    const answer = await searchConsoleData(
      user.id,
      SITE,
      parseInput(request, searchConsoleDataRequestSchema),
    );
    return new Map(answer.rows.map((row) => [row.keys[0]!, row.impressions]));
  };

  it("lists every page the world's sitemaps forget that has impressions, and nothing else", async () => {
    const result = await list({ types: ["missing-from-sitemap"], table: { pageSize: 500 } });
    expect(result.status).toBe(200);
    const data = result.body as OpportunityListResponse;
    expect(data.meta.sitemaps).toMatchObject({ status: "read" });
    const seen = await impressionsByPage(RANGE);
    // The world's sitemaps forget a few pages; the blog's feed, a sitemap too, lists recent posts.
    const { greenleaf } = DATASETS;
    const { today } = pacificClock(new Date());
    const inFeed = new Set(
      greenleaf.hosts.flatMap((_, h) =>
        (hostSitemaps(greenleaf, h, today).feed?.items ?? []).map((item) => item.loc),
      ),
    );
    const forgotten = buildSite(greenleaf)
      .pages.filter((page) => !listedInSitemap(page) && !inFeed.has(page.url))
      .filter((page) => (seen.get(page.url) ?? 0) >= 10)
      .map((page) => page.url);
    expect(forgotten.length).toBeGreaterThan(0);
    expect(data.rows.every((row) => row.type === "missing-from-sitemap")).toBe(true);
    expect(data.rows.map((row) => row.page).sort()).toEqual(forgotten.sort());
    for (const row of data.rows) {
      expect(row.gain).toBe(0);
      expect(row.impressions).toBe(seen.get(row.page!));
    }
  });

  it("lists the sitemap URLs that never got an impression, and nothing else", async () => {
    const result = await list({ types: ["sitemap-no-impressions"], table: { pageSize: 500 } });
    const data = result.body as OpportunityListResponse;
    const sitemapOnly = siteUrlsOf(SITE).map((u) => u.url);
    expect(sitemapOnly.length).toBeGreaterThan(0);
    const listed = data.rows.map((row) => row.page);
    expect(data.rows.every((row) => row.type === "sitemap-no-impressions")).toBe(true);
    expect(data.meta.sitemaps).toMatchObject({ status: "read", unseen: data.total });
    expect(listed.sort()).toEqual([...sitemapOnly].sort());
  });

  it("takes the impressions a missing page needs", async () => {
    const strict = (
      await list({
        types: ["missing-from-sitemap"],
        thresholds: { sitemapMinImpressions: 100_000 },
      })
    ).body as OpportunityListResponse;
    expect(strict.thresholds.sitemapMinImpressions).toBe(100_000);
    expect(strict.total).toBe(0);
  });

  it("runs neither rule when a sitemap cannot be read, and still answers the rest", async () => {
    const other = await signedInUser("sam@example.com");
    const otherRef = await routes.dataSource(other, "gsc", SITE, "Greenleaf");
    state.sitemapsFail = true;
    try {
      const result = await call(
        listRoute.POST,
        "/api/data/opportunities/",
        { ...otherRef, ...RANGE, table: { pageSize: 500 } },
        other,
      );
      expect(result.status).toBe(200);
      const data = result.body as OpportunityListResponse;
      expect(data.meta.sitemaps).toEqual({ status: "unreadable" });
      expect(data.total).toBeGreaterThan(0);
      const types = new Set(data.byType.map((t) => t.type));
      expect(types.has("missing-from-sitemap")).toBe(false);
      expect(types.has("sitemap-no-impressions")).toBe(false);
    } finally {
      state.sitemapsFail = false;
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
