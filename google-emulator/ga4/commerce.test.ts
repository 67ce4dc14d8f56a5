import { ALEX, dataApiHarness } from "@/tests/support/google-emulator/ga4-harness";

const DATA = "analyticsdata.googleapis.com/v1beta/properties";
const RANGE = [{ startDate: "2026-01-01", endDate: "2026-01-28" }];

type Row = { dimensionValues: { value: string }[]; metricValues: { value: string }[] };
type Report = {
  metricHeaders: { name: string; type: string }[];
  rows?: Row[];
  totals?: Row[];
  metadata: { currencyCode: string };
};

/** Runs a report as Dana (greenleaf, 312845067) or Alex (brightsmile 401972233, urbanbrew 401972234). */
async function setup() {
  const h = dataApiHarness();
  const tokens = { dana: await h.token(), alex: await h.token(ALEX) };
  return async (property: string, body: Record<string, unknown>) => {
    const token = property === "312845067" ? tokens.dana : tokens.alex;
    const response = await h.post(
      `${DATA}/${property}:runReport`,
      { dateRanges: RANGE, ...body },
      token,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as Report;
  };
}

const names = (...list: string[]) => list.map((name) => ({ name }));
const num = (row: Row, i: number) => Number(row.metricValues[i]!.value);
const sumOf = (rows: Row[], i: number) => rows.reduce((n, row) => n + num(row, i), 0);

describe("revenue", () => {
  it("answers revenue in the property's currency, with as many purchases as transactions", async () => {
    const run = await setup();
    const report = await run("312845067", {
      metrics: names("totalRevenue", "purchaseRevenue", "ecommercePurchases", "transactions"),
    });
    expect(report.metricHeaders.map((h) => h.type)).toEqual([
      "TYPE_CURRENCY",
      "TYPE_CURRENCY",
      "TYPE_INTEGER",
      "TYPE_INTEGER",
    ]);
    expect(report.metadata.currencyCode).toBe("USD");
    const row = report.rows![0]!;
    expect(num(row, 0)).toBeGreaterThan(1000);
    expect(row.metricValues[0]!.value).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(num(row, 1)).toBe(num(row, 0));
    expect(num(row, 2)).toBeGreaterThan(0);
    expect(num(row, 3)).toBe(num(row, 2));
    // An average order of a garden shop, not a rounding artefact.
    expect(num(row, 1) / num(row, 2)).toBeGreaterThan(30);
    expect(num(row, 1) / num(row, 2)).toBeLessThan(100);
  });

  it("splits revenue over channels and devices without losing a cent", async () => {
    const run = await setup();
    const metrics = names("purchaseRevenue", "ecommercePurchases");
    for (const dimension of ["sessionDefaultChannelGroup", "deviceCategory", "landingPage"]) {
      const report = await run("401972234", {
        dimensions: names(dimension),
        metrics,
        metricAggregations: ["TOTAL"],
        limit: 100_000,
      });
      const total = report.totals![0]!;
      expect(sumOf(report.rows!, 0)).toBeCloseTo(num(total, 0), 2);
      expect(sumOf(report.rows!, 1)).toBe(num(total, 1));
    }
  });

  it("has none on a dental clinic's property: every revenue figure is 0", async () => {
    const run = await setup();
    const report = await run("401972233", {
      dimensions: names("sessionDefaultChannelGroup"),
      metrics: names("totalRevenue", "purchaseRevenue", "ecommercePurchases", "sessions"),
      metricAggregations: ["TOTAL"],
    });
    expect(report.totals![0]!.metricValues.slice(0, 3).map((v) => v.value)).toEqual([
      "0",
      "0",
      "0",
    ]);
    expect(num(report.totals![0]!, 3)).toBeGreaterThan(0);
  });
});

describe("newVsReturning", () => {
  it("splits sessions into new and returning, and new holds every new user", async () => {
    const run = await setup();
    const metrics = names("sessions", "newUsers", "totalUsers", "purchaseRevenue");
    const report = await run("312845067", {
      dimensions: names("newVsReturning"),
      metrics,
      metricAggregations: ["TOTAL"],
    });
    const rows = new Map(report.rows!.map((r) => [r.dimensionValues[0]!.value, r]));
    expect([...rows.keys()].sort()).toEqual(["new", "returning"]);
    const [fresh, back, total] = [rows.get("new")!, rows.get("returning")!, report.totals![0]!];
    expect(num(fresh, 0) + num(back, 0)).toBe(num(total, 0));
    expect(num(fresh, 1)).toBe(num(total, 1));
    expect(num(back, 1)).toBe(0);
    expect(num(fresh, 2)).toBe(num(fresh, 1));
    expect(num(fresh, 3) + num(back, 3)).toBeCloseTo(num(total, 3), 2);
  });

  it("keeps the split by day: each day's new and returning sessions add up to the day's", async () => {
    const run = await setup();
    const byDay = await run("312845067", {
      dimensions: names("date"),
      metrics: names("sessions", "newUsers"),
    });
    const split = await run("312845067", {
      dimensions: names("date", "newVsReturning"),
      metrics: names("sessions", "newUsers"),
      limit: 1000,
    });
    const sessions = new Map<string, number>();
    for (const row of split.rows!) {
      const day = row.dimensionValues[0]!.value;
      sessions.set(day, (sessions.get(day) ?? 0) + num(row, 0));
      if (row.dimensionValues[1]!.value === "returning") expect(num(row, 1)).toBe(0);
    }
    for (const row of byDay.rows!)
      expect(sessions.get(row.dimensionValues[0]!.value)).toBe(num(row, 0));
  });
});
