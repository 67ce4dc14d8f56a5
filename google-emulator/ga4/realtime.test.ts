import { DATASETS, LARGE_DATASET, type Dataset, type Ga4Property } from "../world/catalog";
import { hourCycle, runRealtimeReport, runRealtimeReportRequest } from "./realtime";
import { dataApiHarness } from "@/tests/support/google-emulator/ga4-harness";

const DATA = "analyticsdata.googleapis.com/v1beta/properties";
const REALTIME = `${DATA}/312845067:runRealtimeReport`;
const REALTIME_HELP =
  "For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/realtime-api-schema ";
/** The harness starts at 10:00 UTC, 2 am in Los Angeles; twelve hours on it is 2 pm there. */
const TO_AFTERNOON = 12 * 3600;
const MINUTES = Array.from({ length: 30 }, (_, i) => String(i).padStart(2, "0"));

type Row = { dimensionValues: { value: string }[]; metricValues: { value: string }[] };
type Report = {
  dimensionHeaders?: { name: string }[];
  metricHeaders?: { name: string; type: string }[];
  rows?: Row[];
  totals?: Row[];
  maximums?: Row[];
  minimums?: Row[];
  rowCount?: number;
  propertyQuota?: Record<string, unknown>;
  kind: string;
};
type ErrorBody = { error: { code: number; message: string; status: string } };

/** A harness at 2 pm Pacific with a fresh token; `advance` moves its clock. */
async function afternoon() {
  const h = dataApiHarness();
  h.advance(TO_AFTERNOON);
  const token = await h.token();
  const run = async (body: unknown, path = REALTIME) => {
    const response = await h.post(path, body, token);
    return { status: response.status, body: (await response.json()) as Report & ErrorBody };
  };
  return { h, run };
}

const dims = (row: Row) => row.dimensionValues.map((v) => v.value);
const num = (row: Row, i = 0) => Number(row.metricValues[i]!.value);
const sumOf = (rows: Row[], i = 0) => rows.reduce((n, row) => n + num(row, i), 0);
const BY_MINUTE = {
  dimensions: [{ name: "minutesAgo" }],
  metrics: [{ name: "activeUsers" }],
  metricAggregations: ["TOTAL"],
};

describe("runRealtimeReport wire shape", () => {
  it("answers activeUsers by minutesAgo: headers, minutes 00 to 29, distinct users in the total", async () => {
    const { run } = await afternoon();
    const { status, body } = await run({
      dimensions: [{ name: "minutesAgo" }],
      metrics: ["activeUsers", "screenPageViews", "eventCount", "keyEvents"].map((name) => ({
        name,
      })),
      metricAggregations: ["TOTAL", "MAXIMUM", "MINIMUM"],
      returnPropertyQuota: true,
    });
    expect(status).toBe(200);
    expect(body.kind).toBe("analyticsData#runRealtimeReport");
    expect(body).not.toHaveProperty("metadata");
    expect(body.dimensionHeaders).toEqual([{ name: "minutesAgo" }]);
    expect(body.metricHeaders).toEqual([
      { name: "activeUsers", type: "TYPE_INTEGER" },
      { name: "screenPageViews", type: "TYPE_INTEGER" },
      { name: "eventCount", type: "TYPE_INTEGER" },
      { name: "keyEvents", type: "TYPE_FLOAT" },
    ]);
    const rows = body.rows!;
    expect(rows.map((r) => dims(r)[0]).sort()).toEqual(MINUTES);
    expect(body.rowCount).toBe(30);
    for (const row of rows) {
      for (const cell of [...row.dimensionValues, ...row.metricValues])
        expect(typeof cell.value).toBe("string");
      expect(num(row)).toBeGreaterThan(0);
      // Every active user sends at least one event in the minute.
      expect(num(row, 2)).toBeGreaterThanOrEqual(num(row));
    }
    // Default order: the first metric, descending.
    expect(rows.map((r) => num(r))).toEqual(rows.map((r) => num(r)).sort((a, b) => b - a));

    const [total] = body.totals!;
    expect(dims(total!)).toEqual(["RESERVED_TOTAL"]);
    // A user active for three minutes is one user over the half hour, not three.
    expect(num(total!)).toBeLessThan(sumOf(rows));
    expect(num(total!)).toBeGreaterThan(Math.max(...rows.map((r) => num(r))));
    // Counts of events add up.
    for (const i of [1, 2, 3]) expect(num(total!, i)).toBe(sumOf(rows, i));
    expect(dims(body.maximums![0]!)).toEqual(["RESERVED_MAX"]);
    expect(num(body.maximums![0]!)).toBe(Math.max(...rows.map((r) => num(r))));
    expect(num(body.minimums![0]!)).toBe(Math.min(...rows.map((r) => num(r))));
    expect(Object.keys(body.propertyQuota!)).toEqual([
      "tokensPerDay",
      "tokensPerHour",
      "concurrentRequests",
      "serverErrorsPerProjectPerHour",
      "potentiallyThresholdedRequestsPerHour",
      "tokensPerProjectPerHour",
    ]);
  });

  it("splits the same users by country and device: each user is in exactly one row", async () => {
    const { run } = await afternoon();
    const minutes = (await run(BY_MINUTE)).body;
    const { body } = await run({
      dimensions: [{ name: "country" }, { name: "deviceCategory" }],
      metrics: [{ name: "activeUsers" }],
      metricAggregations: ["TOTAL"],
    });
    expect(body.dimensionHeaders).toEqual([{ name: "country" }, { name: "deviceCategory" }]);
    const rows = body.rows!;
    expect(dims(rows[0]!)[0]).toBe("United States");
    expect(new Set(rows.map((r) => dims(r)[1]))).toEqual(new Set(["desktop", "mobile", "tablet"]));
    expect(new Set(rows.map((r) => dims(r)[0])).size).toBeGreaterThan(2);
    expect(sumOf(rows)).toBe(num(body.totals![0]!));
    expect(num(body.totals![0]!)).toBe(num(minutes.totals![0]!));
  });

  it("answers the same for the same clock, and a minute later every minute has moved one row on", async () => {
    const { h, run } = await afternoon();
    const body = {
      ...BY_MINUTE,
      metrics: [{ name: "activeUsers" }, { name: "eventCount" }],
      orderBys: [{ dimension: { dimensionName: "minutesAgo" } }],
    };
    const first = (await run(body)).body;
    expect((await run(body)).body).toEqual(first);
    h.advance(60);
    const later = (await run(body)).body;
    expect(later).not.toEqual(first);
    const byMinute = (report: Report) =>
      new Map(report.rows!.map((r) => [Number(dims(r)[0]), r.metricValues]));
    const [before, after] = [byMinute(first), byMinute(later)];
    // Minute 0 is the minute under way; every finished minute keeps its values as it ages.
    for (let ago = 1; ago < 29; ago++) expect(after.get(ago + 1)).toEqual(before.get(ago));
  });

  it("reads minute ranges: a dateRange column, named or numbered, and a total per range", async () => {
    const { run } = await afternoon();
    const { status, body } = await run({
      ...BY_MINUTE,
      minuteRanges: [
        { name: "recent", startMinutesAgo: 4 },
        { startMinutesAgo: 29, endMinutesAgo: 25 },
      ],
      orderBys: [{ dimension: { dimensionName: "minutesAgo" } }],
    });
    expect(status).toBe(200);
    expect(body.dimensionHeaders).toEqual([{ name: "minutesAgo" }, { name: "dateRange" }]);
    expect(body.rows!.map(dims)).toEqual([
      ["00", "recent"],
      ["01", "recent"],
      ["02", "recent"],
      ["03", "recent"],
      ["04", "recent"],
      ["25", "date_range_1"],
      ["26", "date_range_1"],
      ["27", "date_range_1"],
      ["28", "date_range_1"],
      ["29", "date_range_1"],
    ]);
    expect(body.totals!.map(dims)).toEqual([
      ["RESERVED_TOTAL", "recent"],
      ["RESERVED_TOTAL", "date_range_1"],
    ]);
  });

  it("filters dimensions and metrics, orders and limits, counting rows before the limit", async () => {
    const { run } = await afternoon();
    const { body } = await run({
      dimensions: [{ name: "city" }, { name: "country" }],
      metrics: [{ name: "activeUsers" }],
      dimensionFilter: {
        filter: { fieldName: "country", stringFilter: { value: "United States" } },
      },
      metricFilter: {
        filter: {
          fieldName: "activeUsers",
          numericFilter: { operation: "GREATER_THAN", value: { int64Value: "1" } },
        },
      },
      orderBys: [{ dimension: { dimensionName: "city" } }],
      limit: 3,
    });
    expect(body.rows).toHaveLength(3);
    expect(body.rowCount).toBeGreaterThan(3);
    expect(body.rows!.every((r) => dims(r)[1] === "United States" && num(r) > 1)).toBe(true);
    const cities = body.rows!.map((r) => dims(r)[0]!);
    expect(cities).toEqual([...cities].sort());

    const screens = (
      await run({
        dimensions: [{ name: "unifiedScreenName" }, { name: "platform" }],
        metrics: [{ name: "activeUsers" }],
      })
    ).body;
    expect(dims(screens.rows![0]!)[0]).toMatch(/Greenleaf$/);
    expect(screens.rows!.every((r) => dims(r)[1] === "web")).toBe(true);
  });
});

describe("runRealtimeReport errors", () => {
  it("refuses a core dimension or metric with the 400 runReport gives an unknown field", async () => {
    const { run } = await afternoon();
    const dimension = await run({
      dimensions: [{ name: "date" }],
      metrics: [{ name: "activeUsers" }],
    });
    expect(dimension.status).toBe(400);
    expect(dimension.body).toEqual({
      error: {
        code: 400,
        message: `Field date is not a valid dimension. ${REALTIME_HELP}`,
        errors: [
          {
            message: `Field date is not a valid dimension. ${REALTIME_HELP}`,
            domain: "global",
            reason: "badRequest",
          },
        ],
        status: "INVALID_ARGUMENT",
      },
    });
    // The same envelope as runReport's for a field it does not know.
    const core = await run(
      {
        dimensions: [{ name: "minutesAgo" }],
        metrics: [{ name: "sessions" }],
        dateRanges: [{ startDate: "7daysAgo", endDate: "yesterday" }],
      },
      `${DATA}/312845067:runReport`,
    );
    expect(core.status).toBe(400);
    expect(Object.keys(core.body.error)).toEqual(Object.keys(dimension.body.error));

    const metric = await run({ metrics: [{ name: "sessions" }] });
    expect(metric.status).toBe(400);
    expect(metric.body.error.message).toBe(
      `Field sessions is not a valid metric. ${REALTIME_HELP}`,
    );
    const filter = await run({
      metrics: [{ name: "activeUsers" }],
      dimensionFilter: { filter: { fieldName: "pagePath", stringFilter: { value: "/" } } },
    });
    expect(filter.body.error.message).toMatch(/^Field pagePath is not a valid dimension\./);
  });

  it("refuses minute ranges past 29 minutes, backwards, or more than two", async () => {
    const { run } = await afternoon();
    const ask = (minuteRanges: unknown) => run({ ...BY_MINUTE, minuteRanges });
    const tooOld = await ask([{ startMinutesAgo: 30 }]);
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.error.status).toBe("INVALID_ARGUMENT");
    expect(tooOld.body.error.message).toMatch(/last 30 minutes/);
    expect((await ask([{ startMinutesAgo: 59, endMinutesAgo: 45 }])).status).toBe(400);
    expect((await ask([{ startMinutesAgo: 5, endMinutesAgo: 10 }])).status).toBe(400);
    expect((await ask([{ startMinutesAgo: -1 }])).status).toBe(400);
    expect((await ask([{}, {}, {}])).status).toBe(400);
    expect((await ask([{ name: "RESERVED_x" }])).status).toBe(400);
    expect((await ask([{ startMinutesAgo: "29", endMinutesAgo: "0" }])).status).toBe(200);
  });

  it("refuses runReport's date fields, which the realtime request does not have", async () => {
    const { run } = await afternoon();
    const dated = await run({
      ...BY_MINUTE,
      dateRanges: [{ startDate: "today", endDate: "today" }],
    });
    expect(dated.status).toBe(400);
    expect(dated.body.error.message).toBe(
      'Invalid JSON payload received. Unknown name "dateRanges": Cannot find field.',
    );
    expect((await run({ ...BY_MINUTE, offset: 10 })).status).toBe(400);
  });

  it("refuses a property of another account with GA4's 403", async () => {
    const { run } = await afternoon();
    const { status, body } = await run(BY_MINUTE, `${DATA}/401972233:runRealtimeReport`);
    expect(status).toBe(403);
    expect(body.error.message).toBe("User does not have sufficient permissions for this property.");
  });
});

describe("realtime levels", () => {
  const property = (dataset: Dataset): Ga4Property => ({
    propertyId: "999",
    displayName: dataset.domain,
    dataset,
    timeZone: "America/Los_Angeles",
    currencyCode: "USD",
  });
  const users = (dataset: Dataset, iso: string) => {
    const report = runRealtimeReport(
      property(dataset),
      runRealtimeReportRequest.parse(BY_MINUTE),
      new Date(iso),
    );
    return report.totals ? num(report.totals[0]!) : 0;
  };
  const AFTERNOON = "2026-03-03T22:00:00Z";

  it("follows the size of the site and the hour of the day", () => {
    const large = users(LARGE_DATASET, AFTERNOON);
    const garden = users(DATASETS.greenleaf, AFTERNOON);
    const law = users(DATASETS.harborlaw, AFTERNOON);
    expect(large).toBeGreaterThan(5 * garden);
    expect(garden).toBeGreaterThan(5 * law);
    // Greenleaf's ~4,500 daily users are ~3 a minute; at 2 pm, with visits of a few minutes,
    // a half hour holds a hundred or so.
    expect(garden).toBeGreaterThan(50);
    expect(garden).toBeLessThan(300);
    expect(users(DATASETS.greenleaf, "2026-03-03T11:00:00Z")).toBeLessThan(garden / 2);
  });

  it("cycles smoothly over the day around an average of one", () => {
    const hours = Array.from({ length: 240 }, (_, i) => hourCycle(i / 10));
    const mean = hours.reduce((a, b) => a + b, 0) / hours.length;
    expect(mean).toBeCloseTo(1, 6);
    expect(Math.min(...hours)).toBeGreaterThan(0.2);
    expect(hourCycle(3)).toBeLessThan(0.4);
    expect(hourCycle(14)).toBeGreaterThan(1.4);
    for (let i = 1; i < hours.length; i++)
      expect(Math.abs(hours[i]! - hours[i - 1]!)).toBeLessThan(0.05);
  });
});
