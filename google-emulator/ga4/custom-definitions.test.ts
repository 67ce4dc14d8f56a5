import { ALEX, dataApiHarness } from "@/tests/support/google-emulator/ga4-harness";

const DATA = "analyticsdata.googleapis.com/v1beta/properties";
const RANGE = [{ startDate: "2026-01-01", endDate: "2026-01-28" }];

type Field = { apiName: string; customDefinition: boolean; category: string; type?: string };
type Metadata = { dimensions: Field[]; metrics: Field[] };
type Row = { dimensionValues: { value: string }[]; metricValues: { value: string }[] };
type Report = { rows?: Row[]; totals?: Row[] };

const custom = (fields: Field[]) => fields.filter((f) => f.customDefinition).map((f) => f.apiName);

describe("custom definitions in getMetadata", () => {
  it("lists each property's own, marked custom; properties/0 has none", async () => {
    const h = dataApiHarness();
    const [dana, alex] = [await h.token(), await h.token(ALEX)];
    const metadata = async (id: string, token: string) =>
      (await (await h.get(`${DATA}/${id}/metadata`, token)).json()) as Metadata;

    const shop = await metadata("312845067", dana);
    expect(custom(shop.dimensions)).toEqual([
      "customEvent:article_author",
      "customEvent:content_group",
      "customUser:membership_tier",
    ]);
    expect(custom(shop.metrics)).toEqual(["customEvent:reading_time"]);
    expect(shop.metrics.find((m) => m.apiName === "customEvent:reading_time")).toMatchObject({
      category: "Custom",
      type: "TYPE_SECONDS",
    });
    expect(shop.dimensions.find((d) => d.apiName === "country")).toMatchObject({
      customDefinition: false,
    });
    expect(shop.metrics.find((m) => m.apiName === "totalRevenue")).toMatchObject({
      type: "TYPE_CURRENCY",
      category: "Revenue",
      customDefinition: false,
    });

    // A clinic has no members: its custom definitions are its own.
    const clinic = await metadata("401972233", alex);
    expect(custom(clinic.dimensions)).toEqual([
      "customEvent:article_author",
      "customEvent:content_group",
    ]);

    const common = await metadata("0", dana);
    expect(common.dimensions.length).toBeGreaterThan(30);
    expect(custom(common.dimensions)).toEqual([]);
    expect(custom(common.metrics)).toEqual([]);
  });
});

describe("custom definitions in runReport", () => {
  async function setup() {
    const h = dataApiHarness();
    const token = await h.token();
    return async (body: Record<string, unknown>) => {
      const response = await h.post(
        `${DATA}/312845067:runReport`,
        { dateRanges: RANGE, ...body },
        token,
      );
      return { status: response.status, report: (await response.json()) as Report };
    };
  }

  it("names the authors of articles and no one elsewhere, by landing page", async () => {
    const run = await setup();
    const { report } = await run({
      dimensions: [{ name: "landingPage" }, { name: "customEvent:article_author" }],
      metrics: [{ name: "screenPageViews" }],
      limit: 5000,
    });
    let articles = 0;
    for (const row of report.rows!) {
      const [page, author] = row.dimensionValues.map((v) => v.value);
      const article = /^\/(guides\/[^/]+|20\d\d\/\d\d\/[^/]+)\/$/.test(page!);
      if (article) expect(author, page).not.toBe("(not set)");
      if (article) articles++;
      if (page === "/" || page!.startsWith("/products/")) expect(author).toBe("(not set)");
    }
    expect(articles).toBeGreaterThan(100);
    const authors = new Set(report.rows!.map((r) => r.dimensionValues[1]!.value));
    expect(authors.size).toBeGreaterThan(2);
  });

  it("filters on a custom dimension and sums a custom metric to the totals", async () => {
    const run = await setup();
    const all = await run({
      dimensions: [{ name: "customEvent:content_group" }],
      metrics: [{ name: "customEvent:reading_time" }, { name: "sessions" }],
      metricAggregations: ["TOTAL"],
    });
    expect(all.status).toBe(200);
    const groups = new Map(
      all.report.rows!.map((r) => [r.dimensionValues[0]!.value, Number(r.metricValues[0]!.value)]),
    );
    expect(groups.get("Blog")!).toBeGreaterThan(groups.get("Products")! * 20);
    const sum = [...groups.values()].reduce((a, b) => a + b, 0);
    expect(sum).toBe(Number(all.report.totals![0]!.metricValues[0]!.value));

    const blog = await run({
      dimensions: [{ name: "customUser:membership_tier" }],
      metrics: [{ name: "sessions" }],
      metricAggregations: ["TOTAL"],
      dimensionFilter: {
        filter: {
          fieldName: "customEvent:content_group",
          inListFilter: { values: ["Blog"] },
        },
      },
    });
    expect(Number(blog.report.totals![0]!.metricValues[0]!.value)).toBe(
      Number(
        all.report.rows!.find((r) => r.dimensionValues[0]!.value === "Blog")!.metricValues[1]!
          .value,
      ),
    );
    expect(new Set(blog.report.rows!.map((r) => r.dimensionValues[0]!.value))).toEqual(
      new Set(["(not set)", "basic", "premium"]),
    );
  });

  it("refuses a custom definition the property does not have", async () => {
    const h = dataApiHarness();
    const response = await h.post(
      `${DATA}/401972233:runReport`,
      {
        dateRanges: RANGE,
        dimensions: [{ name: "customUser:membership_tier" }],
        metrics: [{ name: "sessions" }],
      },
      await h.token(ALEX),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(
      /^Field customUser:membership_tier is not a valid dimension\./,
    );
  });
});
