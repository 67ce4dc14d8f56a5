import { dataApiHarness } from "@/tests/support/google-emulator/ga4-harness";

const RUN = "analyticsdata.googleapis.com/v1beta/properties/312845067:runReport";
const RANGE = [{ startDate: "2026-01-01", endDate: "2026-01-28" }];

type Row = { dimensionValues: { value: string }[]; metricValues: { value: string }[] };
type Report = {
  rows?: Row[];
  rowCount?: number;
  totals?: Row[];
  maximums?: Row[];
  minimums?: Row[];
};

async function setup() {
  const h = dataApiHarness();
  const token = await h.token();
  return async (body: Record<string, unknown>) => {
    const response = await h.post(RUN, { dateRanges: RANGE, ...body }, token);
    expect(response.status).toBe(200);
    return (await response.json()) as Report;
  };
}

const dims = (report: Report, i = 0) => report.rows!.map((r) => r.dimensionValues[i]!.value);
const values = (report: Report, i = 0) => report.rows!.map((r) => Number(r.metricValues[i]!.value));
const byPage = {
  dimensions: [{ name: "landingPage" }],
  metrics: [{ name: "sessions" }, { name: "keyEvents" }],
};
const pageFilter = (matchType: string, value: string) => ({
  dimensionFilter: { filter: { fieldName: "landingPage", stringFilter: { matchType, value } } },
});

describe("runReport filters", () => {
  it("narrows rows by every string match type", async () => {
    const run = await setup();
    const cases: [string, string, (page: string) => boolean][] = [
      ["BEGINS_WITH", "/guides/", (p) => p.startsWith("/guides/")],
      ["ENDS_WITH", "-seeds/", (p) => p.endsWith("-seeds/")],
      ["CONTAINS", "TOMATO", (p) => p.includes("tomato")],
      ["EXACT", "/", (p) => p === "/"],
      ["FULL_REGEXP", "/(products|guides)/.*", (p) => /^\/(products|guides)\//.test(p)],
      ["PARTIAL_REGEXP", "seeds?/$", (p) => /seeds?\/$/.test(p)],
    ];
    for (const [matchType, value, expected] of cases) {
      const pages = dims(await run({ ...byPage, ...pageFilter(matchType, value) }));
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.every(expected)).toBe(true);
    }
  });

  it("filters on a dimension the report does not show, and the totals follow", async () => {
    const run = await setup();
    const metrics = [{ name: "sessions" }];
    const all = await run({
      dimensions: [{ name: "date" }],
      metrics,
      metricAggregations: ["TOTAL"],
    });
    const organic = await run({
      dimensions: [{ name: "date" }],
      metrics,
      metricAggregations: ["TOTAL"],
      dimensionFilter: {
        orGroup: {
          expressions: [
            {
              filter: {
                fieldName: "sessionDefaultChannelGroup",
                inListFilter: { values: ["Organic Search"] },
              },
            },
            {
              notExpression: {
                filter: { fieldName: "deviceCategory", stringFilter: { value: "desktop" } },
              },
            },
          ],
        },
      },
    });
    const total = (r: Report) => Number(r.totals![0]!.metricValues[0]!.value);
    expect(total(organic)).toBeLessThan(total(all));
    expect(values(organic).reduce((a, b) => a + b, 0)).toBe(total(organic));
  });

  it("applies a metric filter after aggregation", async () => {
    const run = await setup();
    const report = await run({
      ...byPage,
      metricFilter: {
        filter: {
          fieldName: "sessions",
          numericFilter: { operation: "GREATER_THAN_OR_EQUAL", value: { int64Value: "500" } },
        },
      },
    });
    expect(values(report).every((v) => v >= 500)).toBe(true);
    expect(report.rowCount).toBe(report.rows!.length);
  });
});

describe("runReport order and paging", () => {
  it("sorts by a metric, by a dimension, and numerically", async () => {
    const run = await setup();
    const desc = values(
      await run({ ...byPage, orderBys: [{ metric: { metricName: "sessions" }, desc: true }] }),
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const asc = dims(
      await run({ ...byPage, orderBys: [{ dimension: { dimensionName: "landingPage" } }] }),
    );
    expect(asc).toEqual([...asc].sort());
    const weekdays = dims(
      await run({
        dimensions: [{ name: "dayOfWeek" }],
        metrics: [{ name: "sessions" }],
        orderBys: [{ dimension: { dimensionName: "dayOfWeek", orderType: "NUMERIC" }, desc: true }],
      }),
    );
    expect(weekdays).toEqual(["6", "5", "4", "3", "2", "1", "0"]);
  });

  it("pages with limit and offset over a stable rowCount", async () => {
    const run = await setup();
    const order = { orderBys: [{ metric: { metricName: "sessions" }, desc: true }] };
    const whole = await run({ ...byPage, ...order });
    const first = await run({ ...byPage, ...order, limit: 50 });
    const second = await run({ ...byPage, ...order, limit: "50", offset: "50" });
    expect(first.rows).toHaveLength(50);
    expect(first.rowCount).toBe(whole.rowCount);
    expect(second.rowCount).toBe(whole.rowCount);
    expect([...dims(first), ...dims(second)]).toEqual(dims(whole).slice(0, 100));
    const past = await run({ ...byPage, offset: whole.rowCount! + 10 });
    expect(past.rows).toBeUndefined();
    expect(past.rowCount).toBe(whole.rowCount);
  });

  it("adds maximums and minimums per date range", async () => {
    const run = await setup();
    const report = await run({
      dimensions: [{ name: "date" }],
      metrics: [{ name: "sessions" }],
      metricAggregations: ["MAXIMUM", "MINIMUM"],
    });
    expect(report.maximums![0]!.dimensionValues[0]!.value).toBe("RESERVED_MAX");
    expect(Number(report.maximums![0]!.metricValues[0]!.value)).toBe(Math.max(...values(report)));
    expect(Number(report.minimums![0]!.metricValues[0]!.value)).toBe(Math.min(...values(report)));
  });
});

describe("runReport dimensions", () => {
  it("answers device, country, landing page with query string and channel values as GA4 writes them", async () => {
    const run = await setup();
    const device = new Set(
      dims(
        await run({ dimensions: [{ name: "deviceCategory" }], metrics: [{ name: "sessions" }] }),
      ),
    );
    expect(device).toEqual(new Set(["desktop", "mobile", "tablet"]));
    const countries = await run({
      dimensions: [{ name: "country" }, { name: "countryId" }],
      metrics: [{ name: "sessions" }],
    });
    expect(countries.rows![0]!.dimensionValues.map((v) => v.value)).toEqual([
      "United States",
      "US",
    ]);
    const email = await run({
      dimensions: [{ name: "landingPagePlusQueryString" }, { name: "sessionSourceMedium" }],
      metrics: [{ name: "sessions" }],
      dimensionFilter: { filter: { fieldName: "sessionMedium", stringFilter: { value: "email" } } },
    });
    expect(dims(email).every((p) => p.includes("?utm_source=newsletter&utm_medium=email"))).toBe(
      true,
    );
    expect(new Set(dims(email, 1))).toEqual(new Set(["newsletter / email"]));
  });
});
