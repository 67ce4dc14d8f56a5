import { ALEX, DANA, dataApiHarness } from "@/tests/support/google-emulator/ga4-harness";
import { BASE } from "@/tests/support/google-emulator/harness";
import { handleGoogleEmulator } from "../handler";
import { EMULATOR_BASE_PATH } from "../paths";
import { faultSchema } from "./faults";

const LOCAL = { host: "127.0.0.1:3100" };
const DAY = "2026-02-10";
const FACTOR = 0.3;

type Harness = ReturnType<typeof dataApiHarness>;

/** The fault endpoint, called on this machine with the account's own emulator token. */
function faults(h: Harness, token: string, method: "POST" | "DELETE", body?: unknown) {
  return handleGoogleEmulator(
    new Request(`${BASE}/_emulator/faults`, {
      method,
      headers: {
        ...LOCAL,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    EMULATOR_BASE_PATH,
    h.emulator,
  );
}

async function plant(h: Harness, token: string, fault: Record<string, unknown>) {
  expect((await faults(h, token, "POST", fault)).status).toBe(204);
}

const drop = (account: string, extra: Record<string, unknown> = {}) => ({
  account,
  kind: "drop",
  date: DAY,
  factor: FACTOR,
  ...extra,
});

describe("a drop fault in Search Console", () => {
  const SITE = encodeURIComponent("sc-domain:greenleaf.example");
  const QUERY = `searchconsole.googleapis.com/webmasters/v3/sites/${SITE}/searchAnalytics/query`;
  const RANGE = { startDate: "2026-02-01", endDate: "2026-02-20" };
  type Row = { keys: string[]; clicks: number; impressions: number; ctr: number; position: number };

  const rows = async (h: Harness, token: string, body: object = { dimensions: ["date"] }) => {
    const response = await h.post(QUERY, { ...RANGE, ...body }, token);
    expect(response.status).toBe(200);
    return ((await response.json()) as { rows: Row[] }).rows;
  };

  it("scales the planted day of a by-date answer, for its account only, until cleared", async () => {
    const h = dataApiHarness();
    const dana = await h.token(DANA);
    const other = await h.token({ email: "erin@example.test", name: "erin" });
    const before = await rows(h, dana);
    const byQuery = await rows(h, dana, { dimensions: ["query"], rowLimit: 50 });
    expect(await rows(h, other)).toEqual(before);

    await plant(h, dana, drop("dana@demo.rankwell.dev"));
    const after = await rows(h, dana);
    expect(after.map((r) => r.keys)).toEqual(before.map((r) => r.keys));
    expect(after.filter((r) => r.keys[0] === DAY)).toHaveLength(1);
    after.forEach((row, i) => {
      const was = before[i]!;
      if (row.keys[0] !== DAY) return expect(row).toEqual(was);
      expect(was.clicks).toBeGreaterThan(20);
      expect(row.clicks).toBe(Math.round(was.clicks * FACTOR));
      expect(row.impressions).toBe(Math.round(was.impressions * FACTOR));
      expect(row.ctr).toBe(row.clicks / row.impressions);
      expect(row.position).toBe(was.position);
    });
    // Not consumed: the next answer falls the same way.
    expect(await rows(h, dana)).toEqual(after);
    // Range totals and other dimensions are not adjusted.
    expect(await rows(h, dana, { dimensions: ["query"], rowLimit: 50 })).toEqual(byQuery);
    // Another account that sees the same property is untouched.
    expect(await rows(h, other)).toEqual(before);

    expect((await faults(h, dana, "DELETE")).status).toBe(204);
    expect(await rows(h, dana)).toEqual(before);
  });

  it("scales the day within finer rows, and heeds match and times", async () => {
    const h = dataApiHarness();
    const dana = await h.token(DANA);
    const body = { dimensions: ["device", "date"] };
    const before = await rows(h, dana, body);
    await plant(h, dana, drop(DANA.account, { match: "analyticsdata" }));
    expect(await rows(h, dana, body)).toEqual(before);

    await plant(h, dana, drop(DANA.account, { match: "searchAnalytics", times: 1 }));
    const once = await rows(h, dana, body);
    const planted = once.filter((r) => r.keys[1] === DAY);
    expect(planted).toHaveLength(3);
    for (const row of planted) {
      const was = before.find((r) => r.keys.join() === row.keys.join())!;
      expect(row.clicks).toBe(Math.round(was.clicks * FACTOR));
    }
    expect(await rows(h, dana, body)).toEqual(before);
  });

  it("shifts the planted day's position by the fault's positions, and leaves its counts", async () => {
    const h = dataApiHarness();
    const dana = await h.token(DANA);
    const body = {
      dimensions: ["date"],
      dimensionFilterGroups: [
        { filters: [{ dimension: "query", operator: "contains", expression: "garden" }] },
      ],
    };
    const before = await rows(h, dana, body);
    await plant(h, dana, drop(DANA.account, { factor: 1, positionShift: 12.5 }));
    const after = await rows(h, dana, body);
    after.forEach((row, i) => {
      const was = before[i]!;
      if (row.keys[0] !== DAY) return expect(row).toEqual(was);
      expect(row).toEqual({ ...was, position: was.position + 12.5 });
    });
    expect(after.some((row) => row.keys[0] === DAY)).toBe(true);
  });
});

describe("a drop fault in GA4", () => {
  const REPORT = "analyticsdata.googleapis.com/v1beta/properties/312845067:runReport";
  const BODY = {
    dimensions: [{ name: "date" }],
    metrics: [{ name: "sessions" }, { name: "engagedSessions" }, { name: "engagementRate" }],
    dateRanges: [{ startDate: "2026-02-01", endDate: "2026-02-14" }],
    metricAggregations: ["TOTAL"],
  };
  type WireRow = { dimensionValues: { value: string }[]; metricValues: { value: string }[] };
  type Report = { rows: WireRow[]; totals: WireRow[] };

  const report = async (h: Harness, token: string): Promise<Report> => {
    const response = await h.post(REPORT, BODY, token);
    expect(response.status).toBe(200);
    return (await response.json()) as Report;
  };
  const metric = (row: WireRow, i: number) => Number(row.metricValues[i]!.value);
  const byDate = (r: Report) => new Map(r.rows.map((row) => [row.dimensionValues[0]!.value, row]));

  it("scales the planted day's rows and takes the loss off the totals", async () => {
    const h = dataApiHarness();
    const dana = await h.token(DANA);
    const alex = await h.token(ALEX);
    const before = await report(h, dana);
    await plant(h, alex, drop(ALEX.account));
    expect(await report(h, dana)).toEqual(before);

    await plant(h, dana, drop(DANA.account));
    const after = await report(h, dana);
    const was = byDate(before);
    const now = byDate(after);
    expect([...now.keys()].sort()).toEqual([...was.keys()].sort());
    for (const [date, row] of now) {
      const old = was.get(date)!;
      if (date !== "20260210") {
        expect(row).toEqual(old);
        continue;
      }
      expect(metric(old, 0)).toBeGreaterThan(20);
      expect(metric(row, 0)).toBe(Math.round(metric(old, 0) * FACTOR));
      expect(metric(row, 1)).toBe(Math.round(metric(old, 1) * FACTOR));
      // Rates are those of the fallen day's own counts.
      expect(metric(row, 2)).toBeCloseTo(metric(row, 1) / metric(row, 0), 10);
    }
    const lost = metric(was.get("20260210")!, 0) - metric(now.get("20260210")!, 0);
    expect(metric(after.totals[0]!, 0)).toBe(metric(before.totals[0]!, 0) - lost);

    expect((await faults(h, dana, "DELETE")).status).toBe(204);
    expect(await report(h, dana)).toEqual(before);
  });
});

describe("a drop fault in Business Profile", () => {
  const LOCATION = "4527103946251903848";
  const PERF = `businessprofileperformance.googleapis.com/v1/locations/${LOCATION}`;
  const QUERY = {
    dailyMetrics: ["BUSINESS_IMPRESSIONS_MOBILE_SEARCH", "BUSINESS_IMPRESSIONS_DESKTOP_MAPS"],
    "dailyRange.startDate.year": "2026",
    "dailyRange.startDate.month": "2",
    "dailyRange.startDate.day": "1",
    "dailyRange.endDate.year": "2026",
    "dailyRange.endDate.month": "2",
    "dailyRange.endDate.day": "14",
  };
  type DatedValue = { date: { year: number; month: number; day: number }; value?: string };
  type Series = { dailyMetric: string; timeSeries: { datedValues: DatedValue[] } };

  const series = async (h: Harness, token: string): Promise<Series[]> => {
    const response = await h.get(`${PERF}:fetchMultiDailyMetricsTimeSeries`, token, QUERY);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      multiDailyMetricTimeSeries: { dailyMetricTimeSeries: Series[] }[];
    };
    return body.multiDailyMetricTimeSeries[0]!.dailyMetricTimeSeries;
  };
  const single = async (h: Harness, token: string) => {
    const { dailyMetrics, ...range } = QUERY;
    const response = await h.get(`${PERF}:getDailyMetricsTimeSeries`, token, {
      ...range,
      dailyMetric: dailyMetrics[0]!,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as Series).timeSeries.datedValues;
  };

  it("scales the planted day's values in both daily-metrics methods", async () => {
    const h = dataApiHarness();
    const dana = await h.token(DANA);
    const alex = await h.token(ALEX);
    const before = await series(h, dana);
    const beforeSingle = await single(h, dana);
    await plant(h, alex, drop(ALEX.account));
    expect(await series(h, dana)).toEqual(before);

    await plant(h, dana, drop(DANA.account));
    const after = await series(h, dana);
    after.forEach((s, m) => {
      s.timeSeries.datedValues.forEach((d, i) => {
        const old = before[m]!.timeSeries.datedValues[i]!;
        if (d.date.day !== 10) return expect(d).toEqual(old);
        const scaled = Math.round(Number(old.value ?? 0) * FACTOR);
        expect(d).toEqual({ date: old.date, ...(scaled > 0 ? { value: String(scaled) } : {}) });
      });
    });
    const planted = before[0]!.timeSeries.datedValues[9]!;
    expect(Number(planted.value)).toBeGreaterThan(20);
    expect(Number(after[0]!.timeSeries.datedValues[9]!.value)).toBe(
      Math.round(Number(planted.value) * FACTOR),
    );
    expect(await single(h, dana)).toEqual(after[0]!.timeSeries.datedValues);

    expect((await faults(h, dana, "DELETE")).status).toBe(204);
    expect(await series(h, dana)).toEqual(before);
    expect(await single(h, dana)).toEqual(beforeSingle);
  });
});

describe("the drop fault's shape", () => {
  it("is refused with 400 without a real date or with a factor outside 0..1", async () => {
    const h = dataApiHarness();
    const dana = await h.token(DANA);
    for (const body of [
      { account: DANA.account, kind: "drop", factor: FACTOR },
      drop(DANA.account, { factor: 1.5 }),
      drop(DANA.account, { factor: -0.1 }),
      { ...drop(DANA.account), factor: undefined },
      drop(DANA.account, { date: "2026-02-30" }),
      drop(DANA.account, { date: "10/02/2026" }),
    ]) {
      const response = await faults(h, dana, "POST", body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe("Invalid fault.");
    }
    await plant(h, dana, drop(DANA.account, { factor: 0 }));
    await plant(h, dana, drop(DANA.account, { factor: 1 }));
  });

  it("leaves the other kinds as they were", () => {
    const account = DANA.account;
    expect(faultSchema.safeParse({ account, kind: "slow", delayMs: 500 }).success).toBe(true);
    expect(faultSchema.safeParse({ account, kind: "500", match: "x", times: 2 }).success).toBe(
      true,
    );
    expect(faultSchema.safeParse({ account, kind: "nope" }).success).toBe(false);
  });
});
