import { ALEX, dataApiHarness } from "@/tests/support/google-emulator/ga4-harness";
import { OTHER_ROW_LIMIT } from "./other-row";
import { USER_THRESHOLD } from "./thresholds";

const DATA = "analyticsdata.googleapis.com/v1beta/properties";
const RANGE = [{ startDate: "2026-01-01", endDate: "2026-01-28" }];

type Row = { dimensionValues: { value: string }[]; metricValues: { value: string }[] };
type Report = {
  rows?: Row[];
  totals?: Row[];
  rowCount?: number;
  metadata: Record<string, unknown>;
};

async function setup(who?: typeof ALEX) {
  const h = dataApiHarness();
  const token = await h.token(who);
  return async (property: string, body: Record<string, unknown>) => {
    const response = await h.post(
      `${DATA}/${property}:runReport`,
      { dateRanges: RANGE, metricAggregations: ["TOTAL"], limit: 100_000, ...body },
      token,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as Report;
  };
}

const names = (...list: string[]) => list.map((name) => ({ name }));
const num = (row: Row, i = 0) => Number(row.metricValues[i]!.value);
const total = (report: Report, i = 0) => num(report.totals![0]!, i);

describe("thresholding", () => {
  it("withholds a small clinic's city-days of few users, and keeps them in the totals", async () => {
    const run = await setup(ALEX);
    const metrics = names("totalUsers", "sessions");
    const byCity = await run("401972233", { dimensions: names("city", "date"), metrics });
    expect(byCity.metadata.subjectToThresholding).toBe(true);
    expect(byCity.rows!.every((r) => num(r) >= USER_THRESHOLD)).toBe(true);
    expect(byCity.rowCount).toBe(byCity.rows!.length);

    // Without a user metric nothing is withheld: the same cells, the small ones included.
    const sessions = await run("401972233", {
      dimensions: names("city", "date"),
      metrics: names("sessions"),
    });
    expect(sessions.metadata.subjectToThresholding).toBeUndefined();
    expect(sessions.rowCount).toBeGreaterThan(byCity.rowCount!);
    expect(total(byCity, 1)).toBe(total(sessions));
    const shown = byCity.rows!.reduce((n, r) => n + num(r, 1), 0);
    expect(shown).toBeLessThan(total(byCity, 1));

    const plain = await run("401972233", { metrics });
    expect(total(byCity)).toBe(total(plain));
  });

  it("leaves the default views alone: country, device, channel, landing page and date", async () => {
    const run = await setup();
    for (const dimension of [
      "country",
      "deviceCategory",
      "sessionDefaultChannelGroup",
      "landingPage",
      "date",
    ]) {
      const report = await run("312845067", {
        dimensions: names(dimension),
        metrics: names("totalUsers", "newUsers", "sessions"),
      });
      expect(report.metadata).toEqual({ currencyCode: "USD", timeZone: "America/Los_Angeles" });
    }
  });

  it("flags a user property report even when every row passes", async () => {
    const run = await setup();
    const report = await run("312845067", {
      dimensions: names("customUser:membership_tier"),
      metrics: names("activeUsers"),
    });
    expect(report.metadata.subjectToThresholding).toBe(true);
    expect(report.rows).toHaveLength(3);
  });
});

describe("the (other) row", () => {
  it("folds the smallest URLs of a month into (other) and keeps the totals", async () => {
    const run = await setup();
    const metrics = names("sessions", "purchaseRevenue");
    const urls = await run("312845067", { dimensions: names("fullPageUrl"), metrics });
    expect(urls.metadata.dataLossFromOtherRow).toBe(true);
    expect(urls.rowCount).toBe(OTHER_ROW_LIMIT);
    const other = urls.rows!.filter((r) => r.dimensionValues[0]!.value === "(other)");
    expect(other).toHaveLength(1);
    expect(num(other[0]!)).toBeGreaterThan(0);
    expect(urls.rows!.reduce((n, r) => n + num(r), 0)).toBe(total(urls));
    const plain = await run("312845067", { metrics });
    expect(urls.totals![0]!.metricValues).toEqual(plain.totals![0]!.metricValues);

    // One (other) per value of the other dimensions; a single day never folds.
    const byDevice = await run("312845067", {
      dimensions: names("fullPageUrl", "deviceCategory"),
      metrics,
    });
    const others = byDevice.rows!.filter((r) => r.dimensionValues[0]!.value === "(other)");
    expect(others.map((r) => r.dimensionValues[1]!.value).sort()).toEqual([
      "desktop",
      "mobile",
      "tablet",
    ]);
    const day = await run("312845067", {
      dimensions: names("fullPageUrl"),
      metrics,
      dateRanges: [{ startDate: "2026-01-14", endDate: "2026-01-14" }],
    });
    expect(day.metadata.dataLossFromOtherRow).toBeUndefined();
  });

  it("keeps every landing page: the largest property has fewer than the limit", async () => {
    const run = await setup();
    const pages = await run("312845067", {
      dimensions: names("landingPage"),
      metrics: names("sessions"),
      dateRanges: [{ startDate: "2025-03-01", endDate: "2026-02-28" }],
    });
    expect(pages.metadata.dataLossFromOtherRow).toBeUndefined();
    expect(pages.rows!.some((r) => r.dimensionValues[0]!.value === "(other)")).toBe(false);
  });
});
