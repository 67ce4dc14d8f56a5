// The shape of google-apis.md's fixture gsc-searchanalytics-query-by-query.json.
const FIXTURE_KEYS = ["rows", "responseAggregationType"];
const ROW_KEYS = ["keys", "clicks", "impressions", "ctr", "position"];
import { gscHarness, someone, sum, ALEX } from "@/tests/support/google-emulator/gsc-harness";

const DOMAIN = "sc-domain:greenleaf.example";
const RANGE = { startDate: "2026-01-29", endDate: "2026-02-25" };

describe("searchAnalytics.query", () => {
  it("answers rows in the fixture's shape, sorted by clicks, with exact ctr", async () => {
    const h = await gscHarness();
    const { status, body } = await h.query(DOMAIN, {
      ...RANGE,
      dimensions: ["query"],
      rowLimit: 15,
    });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(FIXTURE_KEYS);
    expect(body.responseAggregationType).toBe("byProperty");
    const rows = body.rows!;
    expect(rows).toHaveLength(15);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(ROW_KEYS);
      expect(Number.isInteger(row.clicks) && Number.isInteger(row.impressions)).toBe(true);
      expect(row.ctr).toBe(row.clicks / row.impressions);
      expect(row.position).toBeGreaterThanOrEqual(1);
    }
    expect(rows.map((r) => r.clicks)).toEqual([...rows.map((r) => r.clicks)].sort((a, b) => b - a));
    expect(rows.some((r) => r.keys[0]!.includes("greenleaf"))).toBe(true);
  });

  it("adds up: dates, countries, devices and pages give the total; queries miss the anonymised", async () => {
    const h = await gscHarness();
    const total = (await h.query(DOMAIN, RANGE)).body.rows![0]!;
    for (const dimension of ["date", "country", "device", "page"]) {
      const rows = (await h.query(DOMAIN, { ...RANGE, dimensions: [dimension], rowLimit: 25000 }))
        .body.rows;
      expect(sum(rows, "clicks")).toBe(total.clicks);
      expect(sum(rows, "impressions")).toBe(total.impressions);
    }
    const queries = (await h.query(DOMAIN, { ...RANGE, dimensions: ["query"], rowLimit: 25000 }))
      .body.rows;
    const hidden = 1 - sum(queries, "clicks") / total.clicks;
    expect(hidden).toBeGreaterThan(0.35);
    expect(hidden).toBeLessThan(0.45);
    const byDate = (await h.query(DOMAIN, { ...RANGE, dimensions: ["date"] })).body.rows!;
    expect(byDate.map((r) => r.keys[0])).toEqual([...byDate.map((r) => r.keys[0])].sort());
    expect(byDate).toHaveLength(28);
  });

  it("keeps a URL-prefix property to its own pages", async () => {
    const h = await gscHarness();
    const www = "https://www.greenleaf.example/";
    const rows = (await h.query(www, { ...RANGE, dimensions: ["page"], rowLimit: 25000 })).body
      .rows!;
    expect(rows.every((r) => r.keys[0]!.startsWith(www))).toBe(true);
    const domain = (await h.query(DOMAIN, RANGE)).body.rows![0]!;
    const own = (await h.query(www, RANGE)).body.rows![0]!;
    expect(own.clicks).toBeLessThan(domain.clicks);
  });

  it("applies every filter operator, regex in RE2 syntax", async () => {
    const h = await gscHarness();
    const texts = async (filters: object[]) =>
      (
        await h.query(DOMAIN, {
          ...RANGE,
          dimensions: ["query"],
          rowLimit: 25000,
          dimensionFilterGroups: [{ groupType: "and", filters }],
        })
      ).body.rows?.map((r) => r.keys[0]!) ?? [];
    const all = await texts([]);
    const brand = await texts([
      { dimension: "query", operator: "contains", expression: "GreenLeaf" },
    ]);
    expect(brand.length).toBeGreaterThan(0);
    expect(brand.every((q) => q.includes("greenleaf"))).toBe(true);
    const unbranded = await texts([
      { dimension: "query", operator: "notContains", expression: "greenleaf" },
    ]);
    expect(unbranded.length + brand.length).toBe(all.length);
    expect(await texts([{ dimension: "query", expression: "greenleaf" }])).toEqual(["greenleaf"]);
    expect(
      await texts([{ dimension: "query", operator: "equals", expression: "GREENLEAF" }]),
    ).toEqual([]);
    const notOne = await texts([
      { dimension: "query", operator: "notEquals", expression: "greenleaf" },
    ]);
    expect(notOne).toHaveLength(all.length - 1);
    const how = await texts([
      { dimension: "query", operator: "includingRegex", expression: "^(how|when) to" },
    ]);
    expect(how.length).toBeGreaterThan(10);
    expect(how.every((q) => /^(how|when) to/.test(q))).toBe(true);
    const rest = await texts([
      { dimension: "query", operator: "excludingRegex", expression: "^(how|when) to" },
    ]);
    expect(rest.length + how.length).toBe(all.length);
    const usa = (
      await h.query(DOMAIN, {
        ...RANGE,
        dimensions: ["country"],
        dimensionFilterGroups: [{ filters: [{ dimension: "country", expression: "usa" }] }],
      })
    ).body.rows!;
    expect(usa.map((r) => r.keys[0])).toEqual(["usa"]);
    const pages = (
      await h.query(DOMAIN, {
        ...RANGE,
        dimensions: ["page"],
        rowLimit: 25000,
        dimensionFilterGroups: [
          { filters: [{ dimension: "page", operator: "contains", expression: "/GUIDES/" }] },
          { filters: [{ dimension: "device", operator: "equals", expression: "MOBILE" }] },
        ],
      })
    ).body;
    expect(pages.responseAggregationType).toBe("byPage");
    expect(pages.rows!.every((r) => r.keys[0]!.includes("/guides/"))).toBe(true);
  });

  it("rejects what Google rejects with a 400", async () => {
    const h = await gscHarness();
    const bad = async (body: object) => {
      const { status, body: answer } = await h.query(DOMAIN, { ...RANGE, ...body });
      expect(status).toBe(400);
      expect(answer.error?.status).toBe("INVALID_ARGUMENT");
      return answer.error!.message;
    };
    expect(
      await bad({
        dimensionFilterGroups: [
          { filters: [{ dimension: "query", operator: "includingRegex", expression: "(?=seed)" }] },
        ],
      }),
    ).toMatch(/invalid or unsupported Perl syntax/);
    await bad({
      dimensionFilterGroups: [
        { filters: [{ dimension: "query", operator: "includingRegex", expression: "(a)\\1" }] },
      ],
    });
    await bad({ dimensions: ["query", "QUERY"] });
    await bad({ dimensions: ["page"], aggregationType: "byProperty" });
    await bad({
      aggregationType: "BY_PROPERTY",
      dimensionFilterGroups: [
        { filters: [{ dimension: "page", operator: "contains", expression: "x" }] },
      ],
    });
    await bad({ rowLimit: 25001 });
    await bad({ startDate: "2026-02-30" });
    await bad({ type: "discover", dimensions: ["query"] });
    await bad({ dimensions: ["searchAppearance", "date"] });
  });

  it("accepts UPPER_SNAKE enums and the searchType alias; other types have less traffic", async () => {
    const h = await gscHarness();
    const web = (await h.query(DOMAIN, RANGE)).body.rows![0]!;
    const image = await h.query(DOMAIN, {
      ...RANGE,
      searchType: "IMAGE",
      aggregationType: "BY_PAGE",
    });
    expect(image.body.responseAggregationType).toBe("byPage");
    expect(image.body.rows![0]!.impressions).toBeLessThan(web.impressions);
    const discover = (await h.query(DOMAIN, { ...RANGE, type: "discover", dimensions: ["page"] }))
      .body;
    expect(discover.rows!.length).toBeGreaterThan(0);
    expect(discover.rows![0]!.position).toBeUndefined();
    const appearances = (await h.query(DOMAIN, { ...RANGE, dimensions: ["SEARCH_APPEARANCE"] }))
      .body;
    expect(appearances.rows!.map((r) => r.keys[0])).toContain("FAQ_RICH_RESULT");
  });

  it("pages with startRow: disjoint pages, and no rows key past the end", async () => {
    const h = await gscHarness();
    const page = (startRow: number) =>
      h.query(DOMAIN, { ...RANGE, dimensions: ["query", "page"], rowLimit: 5000, startRow });
    const [first, second] = [(await page(0)).body.rows!, (await page(5000)).body.rows!];
    expect(first).toHaveLength(5000);
    const key = (r: { keys: string[] }) => r.keys.join(" ");
    const seen = new Set(first.map(key));
    expect(second.some((r) => seen.has(key(r)))).toBe(false);
    expect(first.at(-1)!.clicks).toBeGreaterThanOrEqual(second[0]!.clicks);
    const past = (await page(10_000_000)).body;
    expect(past).toEqual({ responseAggregationType: "byPage" });
  });

  it("final data stops days before today; dataState all adds partial days and marks them", async () => {
    const h = await gscHarness();
    const range = { startDate: "2026-02-20", endDate: "2026-03-01", dimensions: ["date"] };
    const final = (await h.query(DOMAIN, range)).body;
    expect(final.rows!.at(-1)!.keys[0]).toBe("2026-02-26");
    expect(final.metadata).toBeUndefined();
    const all = (await h.query(DOMAIN, { ...range, dataState: "ALL" })).body;
    expect(all.rows!.at(-1)!.keys[0]).toBe("2026-03-01");
    expect(all.metadata).toEqual({ firstIncompleteDate: "2026-02-27" });
    expect(all.rows!.at(-1)!.clicks).toBeLessThan(all.rows!.at(-4)!.clicks);
    const old = (await h.query(DOMAIN, { startDate: "2024-01-01", endDate: "2024-06-30" })).body;
    expect(old.rows).toBeUndefined();
  });

  it("answers 403 for a property the account cannot read, on both hosts", async () => {
    const h = await gscHarness();
    for (const siteUrl of [
      "https://www.harborlaw.example/",
      "sc-domain:brightsmile-dental.example",
    ]) {
      const { status, body } = await h.query(siteUrl, RANGE);
      expect(status).toBe(403);
      expect(body.error!.errors![0]!.reason).toBe("forbidden");
      expect(body.error!.status).toBeUndefined();
      expect(body.error!.message).toContain(`'${siteUrl}'`);
    }
    const legacy = await h.api(
      "POST",
      `${h.site(DOMAIN)}/searchAnalytics/query`,
      RANGE,
      "www.googleapis.com",
    );
    expect(legacy.status).toBe(200);
  });

  it("is deterministic and lists the account's sites", async () => {
    const [a, b] = [await gscHarness(ALEX), await gscHarness(ALEX)];
    const body = { ...RANGE, dimensions: ["query", "device"], rowLimit: 200 };
    const site = "sc-domain:brightsmile-dental.example";
    expect((await a.query(site, body)).body).toEqual((await b.query(site, body)).body);
    const sites = await (await a.api("GET", "webmasters/v3/sites")).json();
    expect(sites.siteEntry).toContainEqual({ siteUrl: site, permissionLevel: "siteOwner" });
    const empty = await gscHarness(someone("empty-owner"));
    expect(await (await empty.api("GET", "webmasters/v3/sites")).json()).toEqual({});
  });
});
