import fixture from "@/tests/fixtures/google/ga4-runreport-by-date-two-dateranges.json";
import { DATASETS } from "../world/catalog";
import { parseIsoDay } from "../world/ga4-calendar";
import { searchPages } from "../world/ga4-search-pages";
import { datasetDailySearchTotals } from "../world/search-totals";
import { dataApiHarness } from "@/tests/support/google-emulator/ga4-harness";

const RUN = "analyticsdata.googleapis.com/v1beta/properties/312845067:runReport";

type Row = { dimensionValues: { value: string }[]; metricValues: { value: string }[] };
type Report = {
  dimensionHeaders?: { name: string }[];
  metricHeaders?: { name: string; type: string }[];
  rows?: Row[];
  totals?: Row[];
  maximums?: Row[];
  minimums?: Row[];
  rowCount?: number;
  metadata: { currencyCode: string; timeZone: string };
  propertyQuota?: Record<string, unknown>;
  kind: string;
};

async function setup() {
  const h = dataApiHarness();
  const token = await h.token();
  const run = async (body: unknown) => {
    const response = await h.post(RUN, body, token);
    return { status: response.status, body: (await response.json()) as Report };
  };
  return { h, token, run };
}

const num = (row: Row, i: number) => Number(row.metricValues[i]!.value);
const sumOf = (rows: Row[], i: number) => rows.reduce((n, row) => n + num(row, i), 0);
const LAST_WEEK = [{ startDate: "2026-02-02", endDate: "2026-02-08" }];

describe("runReport wire shape", () => {
  it("answers the fixture's by-date, two-range report field for field", async () => {
    const { run } = await setup();
    const { status, body } = await run({
      dimensions: [{ name: "date" }],
      metrics: [
        "sessions",
        "activeUsers",
        "engagementRate",
        "averageSessionDuration",
        "keyEvents",
      ].map((name) => ({ name })),
      dateRanges: [
        { startDate: "2026-02-09", endDate: "2026-02-15", name: "current" },
        { startDate: "2026-02-02", endDate: "2026-02-08", name: "previous" },
      ],
      orderBys: [{ dimension: { dimensionName: "date" } }],
      metricAggregations: ["TOTAL"],
      limit: "250000",
      returnPropertyQuota: true,
    });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(Object.keys(fixture));
    expect(body.dimensionHeaders).toEqual(fixture.dimensionHeaders);
    expect(body.metricHeaders).toEqual(fixture.metricHeaders);
    expect(body.rows).toHaveLength(14);
    expect(body.rowCount).toBe(14);
    expect(body.kind).toBe("analyticsData#runReport");
    expect(body.metadata).toEqual({ currencyCode: "USD", timeZone: "America/Los_Angeles" });
    expect(Object.keys(body.propertyQuota!)).toEqual(Object.keys(fixture.propertyQuota));
    expect(body.rows![0]!.dimensionValues.map((v) => v.value)).toEqual(["20260202", "previous"]);
    expect(body.rows![13]!.dimensionValues.map((v) => v.value)).toEqual(["20260215", "current"]);
    expect(body.totals!.map((t) => t.dimensionValues.map((v) => v.value))).toEqual([
      ["RESERVED_TOTAL", "current"],
      ["RESERVED_TOTAL", "previous"],
    ]);
    for (const row of [...body.rows!, ...body.totals!]) {
      for (const cell of [...row.dimensionValues, ...row.metricValues])
        expect(typeof cell.value).toBe("string");
      expect(row.metricValues[0]!.value).toMatch(/^\d+$/);
    }
  });

  it("names unnamed ranges date_range_0, date_range_1 and adds no dateRange for one range", async () => {
    const { run } = await setup();
    const two = await run({
      dimensions: [{ name: "date" }],
      metrics: [{ name: "sessions" }],
      dateRanges: [...LAST_WEEK, { startDate: "2026-01-26", endDate: "2026-02-01" }],
    });
    expect(two.body.dimensionHeaders).toEqual([{ name: "date" }, { name: "dateRange" }]);
    const names = new Set(two.body.rows!.map((r) => r.dimensionValues[1]!.value));
    expect(names).toEqual(new Set(["date_range_0", "date_range_1"]));
    const one = await run({
      dimensions: [{ name: "date" }],
      metrics: [{ name: "sessions" }],
      dateRanges: LAST_WEEK,
    });
    expect(one.body.dimensionHeaders).toEqual([{ name: "date" }]);
  });

  it("leaves out rows and rowCount when nothing matches, and keeps the headers", async () => {
    const { run } = await setup();
    const { status, body } = await run({
      dimensions: [{ name: "date" }],
      metrics: [{ name: "sessions" }],
      dateRanges: [{ startDate: "2030-01-01", endDate: "2030-01-31" }],
      metricAggregations: ["TOTAL"],
    });
    expect(status).toBe(200);
    expect(body.rows).toBeUndefined();
    expect(body.rowCount).toBeUndefined();
    expect(body.totals).toBeUndefined();
    expect(body.metricHeaders).toEqual([{ name: "sessions", type: "TYPE_INTEGER" }]);
  });
});

describe("runReport numbers", () => {
  it("adds date rows up to the totals and agrees across dimensions", async () => {
    const { run } = await setup();
    const metrics = ["sessions", "engagedSessions", "engagementRate", "newUsers", "keyEvents"].map(
      (name) => ({ name }),
    );
    const byDate = await run({
      dimensions: [{ name: "date" }],
      metrics,
      dateRanges: LAST_WEEK,
      metricAggregations: ["TOTAL"],
    });
    const byChannel = await run({
      dimensions: [{ name: "sessionDefaultChannelGroup" }],
      metrics,
      dateRanges: LAST_WEEK,
      metricAggregations: ["TOTAL"],
    });
    const rows = byDate.body.rows!;
    const total = byDate.body.totals![0]!;
    for (const i of [0, 1, 3, 4]) expect(sumOf(rows, i)).toBe(num(total, i));
    expect(byChannel.body.totals).toEqual(byDate.body.totals);
    expect(sumOf(byChannel.body.rows!, 0)).toBe(num(total, 0));
    for (const row of [...rows, total])
      expect(num(row, 2)).toBeCloseTo(num(row, 1) / num(row, 0), 12);
    expect(new Set(byChannel.body.rows!.map((r) => r.dimensionValues[0]!.value))).toEqual(
      new Set([
        "Organic Search",
        "Direct",
        "Referral",
        "Organic Social",
        "Paid Search",
        "Email",
        "Unassigned",
      ]),
    );
  });

  it("counts a returning user once per row: a week has fewer users than its days add up to", async () => {
    const { run } = await setup();
    const metrics = [{ name: "totalUsers" }, { name: "newUsers" }, { name: "sessions" }];
    const { body } = await run({
      dimensions: [{ name: "date" }],
      metrics,
      dateRanges: LAST_WEEK,
      metricAggregations: ["TOTAL"],
    });
    const total = body.totals![0]!;
    expect(num(total, 0)).toBeLessThan(sumOf(body.rows!, 0));
    expect(num(total, 0)).toBeGreaterThanOrEqual(num(total, 1));
    expect(sumOf(body.rows!, 1)).toBe(num(total, 1));
  });

  it("follows the search clicks with its organic sessions, day by day", async () => {
    const { run } = await setup();
    const { body } = await run({
      dimensions: [{ name: "date" }],
      metrics: [{ name: "sessions" }],
      dateRanges: [{ startDate: "2025-06-01", endDate: "2025-06-30" }],
      dimensionFilter: {
        filter: {
          fieldName: "sessionDefaultChannelGroup",
          stringFilter: { value: "Organic Search" },
        },
      },
    });
    const clicks = new Map(
      datasetDailySearchTotals("greenleaf", "2024-11-01", "2026-03-01").map((t) => [
        t.date.replaceAll("-", ""),
        t.clicks,
      ]),
    );
    expect(body.rows).toHaveLength(30);
    for (const row of body.rows!) {
      const ratio = num(row, 0) / clicks.get(row.dimensionValues[0]!.value)!;
      expect(ratio).toBeGreaterThanOrEqual(0.89);
      expect(ratio).toBeLessThanOrEqual(1.11);
    }
  });

  it("lands organic visits on the pages that got the search clicks", async () => {
    const { run } = await setup();
    const [first, last] = [parseIsoDay("2026-01-01")!, parseIsoDay("2026-01-28")!];
    const { body } = await run({
      dimensions: [{ name: "hostName" }, { name: "landingPage" }],
      metrics: [{ name: "sessions" }],
      dateRanges: [{ startDate: "2026-01-01", endDate: "2026-01-28" }],
      dimensionFilter: {
        filter: {
          fieldName: "sessionDefaultChannelGroup",
          stringFilter: { value: "Organic Search" },
        },
      },
    });
    const search = searchPages(DATASETS.greenleaf, parseIsoDay("2026-03-01")!);
    const clicks = search.clicks(first, last);
    const top = search.pages
      .map((page, i) => ({ key: page.host + page.path, clicks: clicks[i]! }))
      .sort((a, b) => b.clicks - a.clicks)
      .slice(0, 10);
    const sessions = new Map(
      body.rows!.map((r) => [r.dimensionValues.map((v) => v.value).join(""), num(r, 0)]),
    );
    for (const page of top) {
      const ratio = sessions.get(page.key)! / page.clicks;
      expect(ratio).toBeGreaterThan(0.75);
      expect(ratio).toBeLessThan(1.25);
    }
  });

  it("is deterministic, and today fills up as the clock moves", async () => {
    const { h, run } = await setup();
    const body = {
      dimensions: [{ name: "date" }],
      metrics: [{ name: "sessions" }],
      dateRanges: [{ startDate: "yesterday", endDate: "today" }],
    };
    const first = await run(body);
    expect((await run(body)).body).toEqual(first.body);
    const today = (report: Report) =>
      num(
        report.rows!.find((r) => r.dimensionValues[0]!.value === "20260301")!,
        0,
      );
    const yesterday = num(
      first.body.rows!.find((r) => r.dimensionValues[0]!.value === "20260228")!,
      0,
    );
    expect(today(first.body)).toBeLessThan(yesterday / 4);
    h.advance(8 * 3600);
    const later = (await (await h.post(RUN, body, await h.token())).json()) as Report;
    expect(today(later)).toBeGreaterThan(today(first.body));
  });

  it("keeps data for 16 months only", async () => {
    const { run } = await setup();
    const { body } = await run({
      dimensions: [{ name: "yearMonth" }],
      metrics: [{ name: "sessions" }],
      dateRanges: [{ startDate: "2024-01-01", endDate: "today" }],
    });
    const months = body.rows!.map((r) => r.dimensionValues[0]!.value).sort();
    expect(months[0]).toBe("202411");
    expect(months.at(-1)).toBe("202603");
  });
});
