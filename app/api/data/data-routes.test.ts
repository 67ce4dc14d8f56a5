import { vi } from "vitest";
import { createTestDb, seedUserRows, type SeededRows, type TestDb } from "@/tests/support/db";

const google = vi.hoisted(() => {
  process.env.AUTH_SECRET = "data-routes-test-secret-0123456789abcdef";
  return {
    query: vi.fn(),
    queryAll: vi.fn(),
    listSitemaps: vi.fn(),
    submitSitemap: vi.fn(),
    deleteSitemap: vi.fn(),
    inspectUrl: vi.fn(),
    runReport: vi.fn(),
    fetchDailyMetrics: vi.fn(),
  };
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
vi.mock("@/lib/google/search-console", () => ({ searchConsole: () => google }));
vi.mock("@/lib/google/analytics-data", () => ({ analyticsData: () => google }));
vi.mock("@/lib/google/business-profile", () => ({ businessProfile: () => google }));

const { getDb } = await import("@/lib/db/client");
const { GoogleApiError } = await import("@/lib/google/errors");
const { apiRequest, UNKNOWN_ID } = await import("@/tests/support/signed-in-requests");
const searchConsoleRoute = await import("./search-console/route");
const ga4Route = await import("./ga4/route");
const gbpRoute = await import("./gbp/route");
const sitemapsRoute = await import("./sitemaps/route");
const inspectionRoute = await import("./url-inspection/route");

type Handler = (request: never, context: undefined) => Promise<Response>;

let t: TestDb;
let a: SeededRows;
let b: SeededRows;
let ga4SourceId: string;
const alice = () => ({ id: a.userId, email: "alpha@example.com" });

beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
  a = await seedUserRows(t.client, await t.createUser(), "alpha");
  b = await seedUserRows(t.client, await t.createUser(), "bravo");
  const { rows } = await t.client.query<{ id: string }>(
    "insert into data_sources (project_id, type, property_uri) values ($1, 'ga4', 'properties/312845067') returning id",
    [a.projectId],
  );
  ga4SourceId = rows[0]!.id;
});
afterAll(() => t.close());
beforeEach(() => Object.values(google).forEach((fn) => fn.mockReset()));

async function call(
  handler: Handler,
  path: string,
  {
    method = "POST",
    body,
    user = alice(),
  }: { method?: string; body?: unknown; user?: ReturnType<typeof alice> | null } = {},
) {
  const response = await handler(
    (await apiRequest(path, { user, method, body })) as never,
    undefined,
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const gscRow = (keys: string[], clicks: number, impressions: number) => ({
  keys,
  clicks,
  impressions,
  ctr: clicks / impressions,
  position: 5,
});

describe("POST /api/data/search-console", () => {
  const path = "/api/data/search-console/";
  // Each test its own range, so the response cache never answers for another test.
  const body = (startDate: string, extra: object = {}) => ({
    projectId: a.projectId,
    propertyId: a.dataSourceId,
    startDate,
    endDate: "2026-01-28",
    dimensions: ["query"],
    ...extra,
  });

  it("answers a page of rows, the totals of a separate request and what the rows leave out", async () => {
    google.queryAll.mockResolvedValue({
      rows: [gscRow(["garden soil"], 60, 3000), gscRow(["compost"], 15, 1000)],
      capped: false,
      pages: 1,
      completeness: { complete: true, slicedBy: "range", cappedDays: [] },
    });
    google.query.mockResolvedValue({ rows: [{ ...gscRow([], 100, 5000), position: 7.5 }] });
    const filters = [{ dimension: "country", expression: "usa" }];
    const result = await call(searchConsoleRoute.POST as Handler, path, {
      body: body("2026-01-01", { filters, dataState: "final", table: { pageSize: 500 } }),
    });
    expect(result).toEqual({
      status: 200,
      body: {
        rows: [
          { ...gscRow(["garden soil"], 60, 3000), previous: null },
          { ...gscRow(["compost"], 15, 1000), previous: null },
        ],
        totals: { clicks: 100, impressions: 5000, ctr: 0.02, position: 7.5 },
        previousTotals: null,
        meta: {
          capped: false,
          complete: true,
          slicedBy: "range",
          cappedDays: [],
          rowCount: 2,
          totalRows: 2,
          hidden: { clicks: 25, impressions: 1000, clicksShare: 0.25, impressionsShare: 0.2 },
        },
      },
    });
    const groups = [{ groupType: "and", filters: [{ ...filters[0], operator: "equals" }] }];
    expect(google.queryAll).toHaveBeenCalledWith(
      "sc-domain:alpha.example",
      {
        startDate: "2026-01-01",
        endDate: "2026-01-28",
        dataState: "final",
        dimensionFilterGroups: groups,
        dimensions: ["query"],
      },
      { maxRows: 50_000 },
    );
    expect(google.query).toHaveBeenCalledWith("sc-domain:alpha.example", {
      startDate: "2026-01-01",
      endDate: "2026-01-28",
      dataState: "final",
      dimensionFilterGroups: groups,
    });

    // Another page, sort or search of the same report reads the cached answer.
    await call(searchConsoleRoute.POST as Handler, path, {
      body: body("2026-01-01", {
        filters,
        dataState: "final",
        table: { sort: "ctr", pageIndex: 1 },
      }),
    });
    expect(google.queryAll).toHaveBeenCalledTimes(1);
  });

  it("says how complete rows read in date slices are, and which days Google capped", async () => {
    google.queryAll.mockResolvedValue({
      rows: [gscRow(["garden soil"], 60, 3000)],
      capped: true,
      pages: 40,
      completeness: { complete: false, slicedBy: "day", cappedDays: ["2026-01-05", "2026-01-06"] },
    });
    google.query.mockResolvedValue({ rows: [gscRow([], 100, 5000)] });
    const result = await call(searchConsoleRoute.POST as Handler, path, {
      body: body("2026-01-03"),
    });
    expect(result.body.meta).toMatchObject({
      capped: true,
      complete: false,
      slicedBy: "day",
      cappedDays: ["2026-01-05", "2026-01-06"],
      rowCount: 1,
    });
  });

  it("reads one page for a row limit, and the incomplete days of fresh data", async () => {
    google.query.mockImplementation(async (_site: string, request: { dimensions?: string[] }) =>
      request.dimensions
        ? {
            rows: [gscRow(["2026-01-27"], 5, 50), gscRow(["2026-01-28"], 4, 40)],
            metadata: { firstIncompleteDate: "2026-01-27" },
          }
        : { rows: [gscRow([], 9, 90)] },
    );
    const result = await call(searchConsoleRoute.POST as Handler, path, {
      body: body("2026-01-02", { dimensions: ["date"], rowLimit: 2, dataState: "all" }),
    });
    expect(result.body.meta).toEqual({
      capped: true,
      complete: false,
      slicedBy: "range",
      cappedDays: [],
      rowCount: 2,
      totalRows: 2,
      firstIncompleteDate: "2026-01-27",
      lastFinalDate: "2026-01-26",
      hidden: null,
    });
    expect(google.queryAll).not.toHaveBeenCalled();
    expect(google.query).toHaveBeenCalledWith(
      "sc-domain:alpha.example",
      expect.objectContaining({ dimensions: ["date"], rowLimit: 2 }),
    );
  });

  it("answers 404 for a data source of another user's project, or of another type", async () => {
    for (const ref of [
      { projectId: b.projectId, propertyId: b.dataSourceId },
      { projectId: a.projectId, propertyId: b.dataSourceId },
      { projectId: a.projectId, propertyId: ga4SourceId },
      { projectId: a.projectId, propertyId: UNKNOWN_ID },
    ]) {
      expect(
        await call(searchConsoleRoute.POST as Handler, path, {
          body: { ...body("2026-01-03"), ...ref },
        }),
      ).toEqual({
        status: 404,
        body: {
          error: {
            code: "not_found",
            message: "No Search Console data source with this id exists in this project.",
          },
        },
      });
    }
    expect(google.queryAll).not.toHaveBeenCalled();
  });

  it("answers 400 for a bad body and 401 without a session", async () => {
    expect(
      await call(searchConsoleRoute.POST as Handler, path, {
        body: body("2026-02-01"),
      }),
    ).toEqual({
      status: 400,
      body: {
        error: {
          code: "invalid_input",
          message: "endDate: The start date must not be after the end date.",
        },
      },
    });
    expect(
      (await call(searchConsoleRoute.POST as Handler, path, { body: "{" })).body.error.code,
    ).toBe("invalid_json");
    expect((await call(searchConsoleRoute.POST as Handler, path, { body: [] })).status).toBe(400);
    expect(
      (
        await call(searchConsoleRoute.POST as Handler, path, {
          body: body("2026-01-04"),
          user: null,
        })
      ).status,
    ).toBe(401);
  });

  it("answers 400 for a regex filter RE2 refuses, before asking Google", async () => {
    const filters = [
      { dimension: "page", operator: "includingRegex", expression: "/blog/" },
      { dimension: "query", operator: "excludingRegex", expression: "shoes(?!s)" },
    ];
    expect(
      await call(searchConsoleRoute.POST as Handler, path, {
        body: body("2026-01-06", { filters }),
      }),
    ).toEqual({
      status: 400,
      body: {
        error: {
          code: "invalid_input",
          message:
            "filters.1.expression: Invalid regular expression 'shoes(?!s)': invalid or unsupported Perl syntax: `(?!`.",
        },
      },
    });
    expect(google.queryAll).not.toHaveBeenCalled();
    expect(google.query).not.toHaveBeenCalled();
  });

  it("answers Google's failures with their status and code", async () => {
    google.queryAll.mockRejectedValue(
      new GoogleApiError("rate_limit", "Search Console is receiving too many requests.", {
        status: 429,
        api: "searchConsole",
        retryAfterMs: 30_000,
      }),
    );
    google.query.mockResolvedValue({ rows: [] });
    const handler = searchConsoleRoute.POST as Handler;
    const response = await handler(
      (await apiRequest(path, {
        user: alice(),
        method: "POST",
        body: body("2026-01-05"),
      })) as never,
      undefined,
    );
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({
      error: {
        code: "google_rate_limited",
        message: "Search Console is receiving too many requests.",
      },
    });
  });
});

describe("POST /api/data/ga4", () => {
  const path = "/api/data/ga4/";
  const request = {
    dateRanges: [{ startDate: "2026-01-01", endDate: "2026-01-28" }],
    dimensions: [{ name: "date" }],
    metrics: [{ name: "sessions" }],
  };

  it("runs the report on the data source's property, with totals", async () => {
    const report = {
      dimensionHeaders: ["date"],
      metricHeaders: [{ name: "sessions", type: "TYPE_INTEGER" }],
      rows: [{ dimensions: ["20260101"], metrics: [120] }],
      totals: [[120]],
      rowCount: 1,
    };
    google.runReport.mockResolvedValue(report);
    expect(
      await call(ga4Route.POST as Handler, path, {
        body: { projectId: a.projectId, propertyId: ga4SourceId, request },
      }),
    ).toEqual({ status: 200, body: report });
    expect(google.runReport).toHaveBeenCalledWith("properties/312845067", {
      ...request,
      metricAggregations: ["TOTAL"],
    });
  });

  it("answers 400 for a nested regex filter RE2 refuses, before asking Google", async () => {
    const regex = (value: string) => ({
      filter: { fieldName: "landingPage", stringFilter: { matchType: "PARTIAL_REGEXP", value } },
    });
    const dimensionFilter = {
      andGroup: { expressions: [regex("^/blog/"), { notExpression: regex("(a)\\1") }] },
    };
    expect(
      await call(ga4Route.POST as Handler, path, {
        body: {
          projectId: a.projectId,
          propertyId: ga4SourceId,
          request: { ...request, dimensionFilter },
        },
      }),
    ).toEqual({
      status: 400,
      body: {
        error: {
          code: "invalid_input",
          message:
            "request.dimensionFilter: Invalid regular expression '(a)\\1': invalid escape sequence: `\\1`.",
        },
      },
    });
    expect(google.runReport).not.toHaveBeenCalled();
  });

  it("answers 404 for a Search Console data source and 400 without metrics", async () => {
    expect(
      (
        await call(ga4Route.POST as Handler, path, {
          body: { projectId: a.projectId, propertyId: a.dataSourceId, request },
        })
      ).body.error.message,
    ).toBe("No Google Analytics 4 data source with this id exists in this project.");
    expect(
      (
        await call(ga4Route.POST as Handler, path, {
          body: {
            projectId: a.projectId,
            propertyId: ga4SourceId,
            request: { ...request, metrics: [] },
          },
        })
      ).body.error,
    ).toEqual({
      code: "invalid_input",
      message: "request.metrics: A report needs at least one metric.",
    });
  });
});

describe("GET /api/data/gbp", () => {
  const query = (locationId: string, extra = "") =>
    `/api/data/gbp/?locationId=${locationId}&startDate=2026-01-01&endDate=2026-01-02${extra}`;

  it("answers the daily series of the user's location with each total", async () => {
    google.fetchDailyMetrics.mockResolvedValue([
      {
        metric: "CALL_CLICKS",
        values: [
          { date: "2026-01-01", value: 3 },
          { date: "2026-01-02", value: 0 },
        ],
      },
    ]);
    const result = await call(
      gbpRoute.GET as Handler,
      query(a.gmbLocationId, "&metrics=CALL_CLICKS"),
      {
        method: "GET",
      },
    );
    expect(result).toEqual({
      status: 200,
      body: {
        locationId: a.gmbLocationId,
        startDate: "2026-01-01",
        endDate: "2026-01-02",
        series: [
          {
            metric: "CALL_CLICKS",
            values: [
              { date: "2026-01-01", value: 3 },
              { date: "2026-01-02", value: 0 },
            ],
            total: 3,
          },
        ],
      },
    });
    expect(google.fetchDailyMetrics).toHaveBeenCalledWith("alpha-1", ["CALL_CLICKS"], {
      startDate: "2026-01-01",
      endDate: "2026-01-02",
    });
  });

  it("also finds the location by its Business Profile number", async () => {
    await t.client.query(
      `insert into gmb_locations (user_id, account_id, location_id, location_name, title)
       values ($1, $2, '4527103946251903846', 'locations/4527103946251903846', 'Portland')`,
      [a.userId, a.gmbAccountId],
    );
    google.fetchDailyMetrics.mockResolvedValue([]);
    const result = await call(gbpRoute.GET as Handler, query("4527103946251903846"), {
      method: "GET",
    });
    expect(result.status).toBe(200);
    expect(google.fetchDailyMetrics).toHaveBeenCalledWith(
      "4527103946251903846",
      expect.any(Array),
      { startDate: "2026-01-01", endDate: "2026-01-02" },
    );
    expect(
      (await call(gbpRoute.GET as Handler, query("99"), { method: "GET" })).body.error.code,
    ).toBe("not_found");
  });

  it("answers 404 for another user's location and 400 for an unknown metric", async () => {
    expect(
      (await call(gbpRoute.GET as Handler, query(b.gmbLocationId), { method: "GET" })).status,
    ).toBe(404);
    expect(
      (
        await call(gbpRoute.GET as Handler, query(a.gmbLocationId, "&metrics=CLICKS"), {
          method: "GET",
        })
      ).body.error,
    ).toEqual({ code: "invalid_input", message: "metrics.0: Unknown Business Profile metric." });
    expect(google.fetchDailyMetrics).not.toHaveBeenCalled();
  });
});

describe("/api/data/sitemaps", () => {
  const path = "/api/data/sitemaps/";
  const ref = () => ({ projectId: a.projectId, propertyId: a.dataSourceId });
  const feedpath = "https://alpha.example/sitemap.xml";

  it("lists the property's sitemaps without the deprecated indexed count", async () => {
    google.listSitemaps.mockResolvedValue([
      {
        path: feedpath,
        isPending: false,
        isSitemapsIndex: false,
        type: "sitemap",
        warnings: 0,
        errors: 1,
        contents: [{ type: "web", submitted: 42, indexed: 0 }],
      },
    ]);
    const { projectId, propertyId } = ref();
    const result = await call(
      sitemapsRoute.GET as Handler,
      `${path}?projectId=${projectId}&propertyId=${propertyId}`,
      { method: "GET" },
    );
    expect(result.status).toBe(200);
    expect(result.body.sitemaps[0]).toMatchObject({
      errors: 1,
      contents: [{ type: "web", submitted: 42 }],
    });
    expect(JSON.stringify(result.body)).not.toContain("indexed");
    expect(google.listSitemaps).toHaveBeenCalledWith("sc-domain:alpha.example", undefined);
  });

  it("lists the children of a sitemap index with sitemapIndex", async () => {
    const index = "https://alpha.example/sitemap_index.xml";
    const child = "https://alpha.example/sitemap-products.xml";
    google.listSitemaps.mockResolvedValue([
      {
        path: child,
        isPending: false,
        isSitemapsIndex: false,
        type: "sitemap",
        lastDownloaded: "2026-03-01T06:00:00.000Z",
        warnings: 3,
        errors: 2,
        contents: [{ type: "web", submitted: 120, indexed: 0 }],
      },
    ]);
    const { projectId, propertyId } = ref();
    const query = new URLSearchParams({ projectId, propertyId, sitemapIndex: index });
    const result = await call(sitemapsRoute.GET as Handler, `${path}?${query}`, {
      method: "GET",
    });
    expect(result.status).toBe(200);
    expect(result.body.sitemaps).toEqual([
      expect.objectContaining({ path: child, errors: 2, warnings: 3 }),
    ]);
    expect(google.listSitemaps).toHaveBeenCalledWith("sc-domain:alpha.example", index);
  });

  it("answers 400 for a sitemapIndex that is not a web address, before asking Google", async () => {
    const { projectId, propertyId } = ref();
    for (const sitemapIndex of ["", "sitemap_index.xml", "ftp://alpha.example/index.xml"]) {
      const query = new URLSearchParams({ projectId, propertyId, sitemapIndex });
      const result = await call(sitemapsRoute.GET as Handler, `${path}?${query}`, {
        method: "GET",
      });
      expect(result.status).toBe(400);
      expect(result.body.error.code).toBe("invalid_input");
    }
    expect(google.listSitemaps).not.toHaveBeenCalled();
  });

  it("keeps a 204 out of every cache too", async () => {
    google.submitSitemap.mockResolvedValue(undefined);
    const response = await (sitemapsRoute.POST as Handler)(
      (await apiRequest(path, {
        user: alice(),
        method: "POST",
        body: { ...ref(), feedpath },
      })) as never,
      undefined,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("submits and removes a sitemap with 204", async () => {
    google.submitSitemap.mockResolvedValue(undefined);
    google.deleteSitemap.mockResolvedValue(undefined);
    expect(
      await call(sitemapsRoute.POST as Handler, path, { body: { ...ref(), feedpath } }),
    ).toEqual({
      status: 204,
      body: null,
    });
    expect(
      await call(sitemapsRoute.DELETE as Handler, path, {
        method: "DELETE",
        body: { ...ref(), feedpath },
      }),
    ).toEqual({ status: 204, body: null });
    expect(google.submitSitemap).toHaveBeenCalledWith("sc-domain:alpha.example", feedpath);
    expect(google.deleteSitemap).toHaveBeenCalledWith("sc-domain:alpha.example", feedpath);
  });

  it("answers 403 google_scope_required when the grant is read-only", async () => {
    google.submitSitemap.mockRejectedValue(
      new GoogleApiError("insufficient_scope", "Rankwell needs more access to Search Console.", {
        status: 403,
        api: "searchConsole",
      }),
    );
    const result = await call(sitemapsRoute.POST as Handler, path, {
      body: { ...ref(), feedpath },
    });
    expect(result.status).toBe(403);
    expect(result.body.error.code).toBe("google_scope_required");
    expect(result.body.error.message).toMatch(
      /^Submitting sitemaps needs permission to manage Search Console\. /,
    );
  });

  it("answers 400 for a relative feed path and 404 for another user's property", async () => {
    expect(
      (
        await call(sitemapsRoute.POST as Handler, path, {
          body: { ...ref(), feedpath: "/sitemap.xml" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          sitemapsRoute.GET as Handler,
          `${path}?projectId=${b.projectId}&propertyId=${b.dataSourceId}`,
          {
            method: "GET",
          },
        )
      ).status,
    ).toBe(404);
  });
});

describe("POST /api/data/url-inspection", () => {
  const path = "/api/data/url-inspection/";

  it("answers the inspection and the quota left", async () => {
    const inspection = {
      result: { indexStatusResult: { verdict: "PASS" } },
      quota: { minuteRemaining: 599, dayRemaining: 1999 },
    };
    google.inspectUrl.mockResolvedValue(inspection);
    const body = {
      projectId: a.projectId,
      propertyId: a.dataSourceId,
      url: "https://alpha.example/a/",
    };
    const answer = await call(inspectionRoute.POST as Handler, path, { body });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        url: "https://alpha.example/a/",
        result: inspection.result,
        quota: { ...inspection.quota, perMinute: 600, perDay: 2000 },
      },
    });
    expect(google.inspectUrl).toHaveBeenCalledWith(
      "sc-domain:alpha.example",
      "https://alpha.example/a/",
    );
  });

  it("answers a spent daily quota as 429", async () => {
    google.inspectUrl.mockRejectedValue(
      new GoogleApiError(
        "quota_daily",
        "Today's URL Inspection quota for this property is used up.",
        {
          status: 429,
          api: "searchConsole",
        },
      ),
    );
    const body = {
      projectId: a.projectId,
      propertyId: a.dataSourceId,
      url: "https://alpha.example/b/",
    };
    expect((await call(inspectionRoute.POST as Handler, path, { body })).body.error.code).toBe(
      "google_quota_exhausted",
    );
  });
});
