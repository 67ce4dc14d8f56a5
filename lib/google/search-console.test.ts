import byQuery from "@/tests/fixtures/google/gsc-searchanalytics-query-by-query.json";
import rateLimited from "@/tests/fixtures/google/error-429-quota.json";
import sitemaps from "@/tests/fixtures/google/gsc-sitemaps-list.json";
import inspection from "@/tests/fixtures/google/gsc-urlinspection-pass.json";
import { InspectionQuota } from "./inspection-quota";
import { gscQueryRequestSchema, searchConsole } from "./search-console";
import { fakeGoogle, json, testContext, type FakeHandler } from "@/tests/support/google-fake";

const SITE = "sc-domain:example.com";
const SITE_PATH = "/webmasters/v3/sites/sc-domain%3Aexample.com";

function client(routes: [RegExp, FakeHandler][], quota = new InspectionQuota()) {
  const google = fakeGoogle(routes);
  const sleep = vi.fn(async () => {});
  const gsc = searchConsole(testContext({ fetch: google.fetch, retry: { sleep } }), {
    inspectionQuota: quota,
  });
  return { gsc, requests: google.requests, sleep };
}

describe("searchConsole against recorded answers", () => {
  it("lists sites with one permission spelling, sending the bearer token and quotaUser", async () => {
    const { gsc, requests } = client([
      [
        /^GET searchconsole\.googleapis\.com\/webmasters\/v3\/sites$/,
        () =>
          json(200, {
            siteEntry: [
              { siteUrl: SITE, permissionLevel: "SITE_OWNER" },
              { siteUrl: "https://www.example.com/", permissionLevel: "siteFullUser" },
              { siteUrl: "https://old.example.net/", permissionLevel: "SITE_SOMETHING_NEW" },
            ],
          }),
      ],
    ]);
    expect(await gsc.listSites()).toEqual([
      { siteUrl: SITE, permissionLevel: "siteOwner" },
      { siteUrl: "https://www.example.com/", permissionLevel: "siteFullUser" },
      { siteUrl: "https://old.example.net/", permissionLevel: "siteUnverifiedUser" },
    ]);
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer ya29.first");
    expect(requests[0]?.url.searchParams.get("quotaUser")).toBe("user-1");
  });

  it("reads a user without sites", async () => {
    const { gsc } = client([[/sites$/, () => json(200, {})]]);
    expect(await gsc.listSites()).toEqual([]);
  });

  it("reads the recorded query answer and passes the request body on", async () => {
    const { gsc, requests } = client([[/searchAnalytics\/query$/, () => json(200, byQuery)]]);
    const request = {
      startDate: "2025-05-12",
      endDate: "2025-06-08",
      dimensions: ["query" as const],
    };
    const result = await gsc.query(SITE, request);
    expect(result.rows).toHaveLength(15);
    expect(result.rows[0]).toEqual(byQuery.rows[0]);
    expect(result.responseAggregationType).toBe("byProperty");
    expect(result).not.toHaveProperty("metadata");
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.url.pathname).toBe(`${SITE_PATH}/searchAnalytics/query`);
    expect(requests[0]?.body).toEqual(request);
  });

  it("reads metadata in either spelling and an empty answer without rows", async () => {
    const answers = [
      { responseAggregationType: "byProperty" },
      { rows: [], metadata: { first_incomplete_date: "2025-06-13" } },
      { rows: [], metadata: { firstIncompleteDate: "2025-06-13", firstIncompleteHour: "x" } },
    ];
    const { gsc } = client([[/query$/, () => json(200, answers.shift())]]);
    const request = { startDate: "2025-06-01", endDate: "2025-06-14" };
    expect(await gsc.query(SITE, request)).toEqual({
      rows: [],
      responseAggregationType: "byProperty",
    });
    expect((await gsc.query(SITE, request)).metadata).toEqual({
      firstIncompleteDate: "2025-06-13",
    });
    expect((await gsc.query(SITE, request)).metadata).toEqual({
      firstIncompleteDate: "2025-06-13",
      firstIncompleteHour: "x",
    });
  });

  it("pages queryAll by startRow until a short page", async () => {
    const total = 30_000;
    const { gsc, requests } = client([
      [
        /query$/,
        ({ body }) => {
          const { startRow, rowLimit } = body as { startRow: number; rowLimit: number };
          const count = Math.max(0, Math.min(rowLimit, total - startRow));
          const rows = Array.from({ length: count }, (_, i) => ({
            keys: [`q${startRow + i}`],
            clicks: 1,
            impressions: 2,
            ctr: 0.5,
            position: 3,
          }));
          return json(200, { rows, responseAggregationType: "byProperty" });
        },
      ],
    ]);
    const result = await gsc.queryAll(SITE, {
      startDate: "2025-06-01",
      endDate: "2025-06-01",
      dimensions: ["query"],
      rowLimit: 10,
    });
    expect(result.rows).toHaveLength(30_000);
    expect(result.rows.at(-1)?.keys).toEqual(["q29999"]);
    expect(result).toMatchObject({
      capped: false,
      pages: 2,
      responseAggregationType: "byProperty",
    });
    expect(requests.map((r) => r.body)).toMatchObject([
      { startRow: 0, rowLimit: 25_000 },
      { startRow: 25_000, rowLimit: 25_000 },
    ]);
  });

  describe("queryAll past Google's 50,000-row cap", () => {
    // 30,000 query rows a day, each day its own queries: any range over a day passes the cap.
    const DAY_ROWS = 30_000;
    const dayIndex = (date: string) => Math.round(Date.parse(date) / 86_400_000);
    function capped(onRequest: (inFlight: number) => void = () => {}) {
      let inFlight = 0;
      return client([
        [
          /query$/,
          async ({ body }) => {
            const { startDate, endDate, startRow, rowLimit } = body as {
              startDate: string;
              endDate: string;
              startRow: number;
              rowLimit: number;
            };
            inFlight += 1;
            onRequest(inFlight);
            await new Promise((resolve) => setTimeout(resolve, 1));
            inFlight -= 1;
            const days = dayIndex(endDate) - dayIndex(startDate) + 1;
            const total = Math.min(50_000, days * DAY_ROWS);
            const count = Math.max(0, Math.min(rowLimit, total - startRow));
            const first = dayIndex(startDate) * DAY_ROWS + startRow;
            const rows = Array.from({ length: count }, (_, i) => ({
              keys: [`q${first + i}`],
              clicks: 1,
              impressions: 2,
              ctr: 0.5,
              position: 3,
            }));
            return json(200, { rows });
          },
        ],
      ]);
    }

    it("reads a capped range again day by day, at most four requests in flight", async () => {
      let most = 0;
      const { gsc, requests } = capped((n) => (most = Math.max(most, n)));
      const result = await gsc.queryAll(SITE, {
        startDate: "2025-06-01",
        endDate: "2025-06-05",
        dimensions: ["query"],
      });
      expect(result.rows).toHaveLength(5 * DAY_ROWS);
      expect(new Set(result.rows.map((r) => r.keys[0])).size).toBe(5 * DAY_ROWS);
      expect(result.completeness).toEqual({ complete: true, slicedBy: "day", cappedDays: [] });
      expect(result.capped).toBe(false);
      // The whole range (two pages), then each day (two pages each).
      expect(result.pages).toBe(2 + 5 * 2);
      expect(requests).toHaveLength(result.pages);
      expect(most).toBeLessThanOrEqual(4);
      expect(most).toBeGreaterThan(1);
    });

    it("halves a capped range longer than a week until its slices are a week or less", async () => {
      let most = 0;
      const { gsc, requests } = capped((n) => (most = Math.max(most, n)));
      const result = await gsc.queryAll(SITE, {
        startDate: "2025-06-01",
        endDate: "2025-06-09",
        dimensions: ["query"],
      });
      expect(result.rows).toHaveLength(9 * DAY_ROWS);
      expect(result.completeness).toEqual({ complete: true, slicedBy: "day", cappedDays: [] });
      const asked = new Set(
        requests.map(({ body }) => {
          const { startDate, endDate } = body as { startDate: string; endDate: string };
          return `${startDate}/${endDate}`;
        }),
      );
      expect([...asked].slice(0, 3)).toEqual([
        "2025-06-01/2025-06-09",
        "2025-06-01/2025-06-05",
        "2025-06-06/2025-06-09",
      ]);
      expect(asked.size).toBe(3 + 9);
      // The range and its halves (all capped, two pages each), then each of the 9 days.
      expect(result.pages).toBe(2 + 2 * 2 + 9 * 2);
      expect(requests).toHaveLength(result.pages);
      expect(most).toBeLessThanOrEqual(4);
    });

    it("starts no more requests a minute than it is allowed", async () => {
      vi.useFakeTimers();
      try {
        const { gsc, requests } = capped();
        const done = gsc.queryAll(
          SITE,
          { startDate: "2025-06-01", endDate: "2025-06-03", dimensions: ["query"] },
          { perMinute: 3 },
        );
        await vi.advanceTimersByTimeAsync(59_000);
        expect(requests).toHaveLength(3);
        await vi.advanceTimersByTimeAsync(60_000);
        expect(requests).toHaveLength(6);
        await vi.advanceTimersByTimeAsync(60_000);
        expect((await done).pages).toBe(2 + 3 * 2);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it("reads sitemaps with their int64 counts as numbers", async () => {
    const { gsc, requests } = client([
      [/GET .*\/sitemaps$/, () => json(200, sitemaps)],
      [/GET .*\/sitemaps\/.+/, () => json(200, sitemaps.sitemap[1])],
      [/(PUT|DELETE) .*\/sitemaps\/.+/, () => new Response(null, { status: 204 })],
    ]);
    const list = await gsc.listSitemaps(SITE);
    expect(list[0]).toMatchObject({
      path: "https://www.example.com/sitemap_index.xml",
      isSitemapsIndex: true,
      warnings: 0,
      errors: 0,
      contents: [
        { type: "web", submitted: 1248 },
        { type: "image", submitted: 412 },
      ],
    });
    expect(list[1]).toMatchObject({ type: "rssFeed", warnings: 2 });
    expect(list[2]).toMatchObject({ isPending: true, contents: [] });
    expect(list[2]).not.toHaveProperty("lastDownloaded");

    const feed = "https://www.example.com/blog/feed.xml";
    expect(await gsc.getSitemap(SITE, feed)).toMatchObject({ path: feed, warnings: 2 });
    await gsc.submitSitemap(SITE, feed);
    await gsc.deleteSitemap(SITE, feed);
    await gsc.listSitemaps(SITE, "https://www.example.com/sitemap_index.xml");
    const encoded = `${SITE_PATH}/sitemaps/${encodeURIComponent(feed)}`;
    expect(requests.slice(1, 4).map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      `GET ${encoded}`,
      `PUT ${encoded}`,
      `DELETE ${encoded}`,
    ]);
    expect(requests[4]?.url.searchParams.get("sitemapIndex")).toBe(
      "https://www.example.com/sitemap_index.xml",
    );
  });

  it("inspects a URL, reports the quota left and refuses before calling Google when none is", async () => {
    const { gsc, requests } = client(
      [
        [
          /POST searchconsole\.googleapis\.com\/v1\/urlInspection\/index:inspect$/,
          () => json(200, inspection),
        ],
      ],
      new InspectionQuota({ perDay: 1 }),
    );
    const url = "https://www.example.com/guides/how-to-write-an-invoice";
    const { result, quota } = await gsc.inspectUrl(SITE, url, "en-GB");
    expect(result.indexStatusResult).toMatchObject({ verdict: "PASS", crawledAs: "MOBILE" });
    expect(result.richResultsResult?.detectedItems.map((d) => d.richResultType)).toEqual([
      "Breadcrumbs",
      "FAQ",
    ]);
    expect(quota).toEqual({ minuteRemaining: 599, dayRemaining: 0 });
    expect(requests[0]?.body).toEqual({ siteUrl: SITE, inspectionUrl: url, languageCode: "en-GB" });
    await expect(gsc.inspectUrl(SITE, url)).rejects.toMatchObject({ kind: "quota_daily" });
    expect(requests).toHaveLength(1);
  });
});

describe("searchConsole failures", () => {
  it("refreshes the token after a 401 and sends the new one", async () => {
    let first = true;
    const { gsc, requests } = client([
      [
        /sites$/,
        () => {
          if (!first) return json(200, { siteEntry: [] });
          first = false;
          return json(401, {
            error: { code: 401, message: "Invalid Credentials", status: "UNAUTHENTICATED" },
          });
        },
      ],
    ]);
    await expect(gsc.listSites()).resolves.toEqual([]);
    expect(requests.map((r) => r.headers.get("authorization"))).toEqual([
      "Bearer ya29.first",
      "Bearer ya29.second",
    ]);
  });

  it("retries a rate limit once by our policy only, then reports it", async () => {
    const { gsc, requests, sleep } = client([[/sites$/, () => json(429, rateLimited)]]);
    await expect(gsc.listSites()).rejects.toMatchObject({ kind: "rate_limit", status: 429 });
    expect(requests).toHaveLength(2);
    expect(sleep).toHaveBeenCalledExactlyOnceWith(1000);
  });

  it("calls an answer it cannot read a failure, not a crash", async () => {
    const { gsc } = client([[/sites$/, () => json(200, { siteEntry: [{ siteUrl: 1 }] })]]);
    await expect(gsc.listSites()).rejects.toMatchObject({
      name: "GoogleApiError",
      reason: "unexpected_response",
    });
  });
});

describe("gscQueryRequestSchema", () => {
  const documented = {
    startDate: "2025-05-12",
    endDate: "2025-06-08",
    dimensions: ["query"],
    type: "web",
    dimensionFilterGroups: [
      {
        groupType: "and",
        filters: [
          { dimension: "country", operator: "equals", expression: "usa" },
          { dimension: "query", operator: "notContains", expression: "acme" },
        ],
      },
    ],
    aggregationType: "auto",
    rowLimit: 25000,
    startRow: 0,
    dataState: "final",
  };

  it("accepts the documented request", () => {
    expect(gscQueryRequestSchema.parse(documented)).toEqual(documented);
  });

  it.each([
    ["a start after the end", { startDate: "2025-06-09" }],
    ["a repeated dimension", { dimensions: ["query", "query"] }],
    ["too many rows", { rowLimit: 25_001 }],
    [
      "a date filter",
      { dimensionFilterGroups: [{ filters: [{ dimension: "date", expression: "x" }] }] },
    ],
    ["an impossible day", { endDate: "2025-02-30" }],
    ["an unknown search type", { type: "shopping" }],
  ])("refuses %s", (_, change) => {
    expect(gscQueryRequestSchema.safeParse({ ...documented, ...change }).success).toBe(false);
  });
});
