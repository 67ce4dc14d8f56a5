import { ALEX, DANA, dataApiHarness } from "@/tests/support/google-emulator/ga4-harness";
import { DAILY_METRICS } from "../world/gbp-performance";

const PERF = "businessprofileperformance.googleapis.com/v1/locations";
const PORTLAND = "4527103946251903846";
const LANDSCAPING = "4527103946251903848";
const COFFEE = "5527103946251903802";

type DatedValue = { date: { year: number; month: number; day: number }; value?: string };
type Series = { dailyMetric: string; timeSeries: { datedValues: DatedValue[] } };

const range = (start: [number, number, number], end: [number, number, number]) => ({
  "dailyRange.startDate.year": String(start[0]),
  "dailyRange.startDate.month": String(start[1]),
  "dailyRange.startDate.day": String(start[2]),
  "dailyRange.endDate.year": String(end[0]),
  "dailyRange.endDate.month": String(end[1]),
  "dailyRange.endDate.day": String(end[2]),
});

async function fetchSeries(
  choice: Record<string, string>,
  location: string,
  metrics: string[],
  query: Record<string, string>,
) {
  const h = dataApiHarness();
  const response = await h.get(
    `${PERF}/${location}:fetchMultiDailyMetricsTimeSeries`,
    await h.token(choice),
    {
      dailyMetrics: metrics,
      ...query,
    },
  );
  return { status: response.status, body: await response.json() };
}

const total = (series: Series) =>
  series.timeSeries.datedValues.reduce((n, d) => n + Number(d.value ?? 0), 0);

describe("fetchMultiDailyMetricsTimeSeries", () => {
  it("answers every metric in one element, values as strings, zero days without a value", async () => {
    const { status, body } = await fetchSeries(
      DANA,
      LANDSCAPING,
      [...DAILY_METRICS],
      range([2026, 1, 1], [2026, 2, 27]),
    );
    expect(status).toBe(200);
    expect(body.multiDailyMetricTimeSeries).toHaveLength(1);
    const series: Series[] = body.multiDailyMetricTimeSeries[0].dailyMetricTimeSeries;
    expect(series.map((s) => s.dailyMetric)).toEqual([...DAILY_METRICS]);
    for (const s of series) {
      expect(s.timeSeries.datedValues).toHaveLength(58);
      expect(s.timeSeries.datedValues[0]!.date).toEqual({ year: 2026, month: 1, day: 1 });
      for (const d of s.timeSeries.datedValues) {
        if ("value" in d) expect(d.value).toMatch(/^[1-9]\d*$/);
      }
    }
    const byName = Object.fromEntries(series.map((s) => [s.dailyMetric, s]));
    // A small service-area business: no directions at all, and calls on some days only.
    expect(total(byName.BUSINESS_DIRECTION_REQUESTS!)).toBe(0);
    const callDays = byName.CALL_CLICKS!.timeSeries.datedValues.filter((d) => d.value).length;
    expect(callDays).toBeGreaterThan(5);
    expect(callDays).toBeLessThan(58);
    expect(total(byName.BUSINESS_IMPRESSIONS_MOBILE_SEARCH!)).toBeGreaterThan(
      total(byName.CALL_CLICKS!),
    );
  });

  it("peaks at weekends for the coffee shop and on weekdays for the landscaper", async () => {
    const weekendShare = async (choice: Record<string, string>, location: string) => {
      const { body } = await fetchSeries(
        choice,
        location,
        ["BUSINESS_IMPRESSIONS_MOBILE_MAPS"],
        range([2025, 9, 1], [2025, 11, 30]),
      );
      const values: DatedValue[] =
        body.multiDailyMetricTimeSeries[0].dailyMetricTimeSeries[0].timeSeries.datedValues;
      let weekend = 0;
      let all = 0;
      for (const d of values) {
        const dow = new Date(Date.UTC(d.date.year, d.date.month - 1, d.date.day)).getUTCDay();
        const v = Number(d.value ?? 0);
        all += v;
        if (dow === 0 || dow === 6) weekend += v;
      }
      return weekend / all;
    };
    expect(await weekendShare(ALEX, COFFEE)).toBeGreaterThan(2 / 7 + 0.04);
    expect(await weekendShare(DANA, LANDSCAPING)).toBeLessThan(2 / 7 - 0.03);
  });

  it("leaves the two most recent days without values and is deterministic", async () => {
    const query = range([2026, 2, 22], [2026, 3, 1]);
    const first = await fetchSeries(DANA, PORTLAND, ["BUSINESS_IMPRESSIONS_MOBILE_MAPS"], query);
    const values: DatedValue[] =
      first.body.multiDailyMetricTimeSeries[0].dailyMetricTimeSeries[0].timeSeries.datedValues;
    expect(values.slice(0, 6).every((d) => d.value)).toBe(true);
    expect(values.slice(6).some((d) => d.value)).toBe(false);
    expect(
      (await fetchSeries(DANA, PORTLAND, ["BUSINESS_IMPRESSIONS_MOBILE_MAPS"], query)).body,
    ).toEqual(first.body);
  });

  it("refuses bad ranges, unknown metrics, and locations that are not the caller's", async () => {
    const ok = ["CALL_CLICKS"];
    expect((await fetchSeries(DANA, PORTLAND, ok, range([2026, 2, 10], [2026, 2, 1]))).status).toBe(
      400,
    );
    expect((await fetchSeries(DANA, PORTLAND, ok, range([2024, 6, 1], [2024, 6, 30]))).status).toBe(
      400,
    );
    expect((await fetchSeries(DANA, PORTLAND, ok, range([2026, 2, 1], [2026, 3, 9]))).status).toBe(
      400,
    );
    expect((await fetchSeries(DANA, PORTLAND, ok, range([2026, 2, 30], [2026, 3, 1]))).status).toBe(
      400,
    );
    expect(
      (await fetchSeries(DANA, PORTLAND, ["CALLS"], range([2026, 2, 1], [2026, 2, 2]))).status,
    ).toBe(400);
    const other = await fetchSeries(DANA, COFFEE, ok, range([2026, 2, 1], [2026, 2, 2]));
    expect(other.status).toBe(403);
    expect(other.body.error).toMatchObject({ code: 403, status: "PERMISSION_DENIED" });
    expect((await fetchSeries(DANA, "123", ok, range([2026, 2, 1], [2026, 2, 2]))).status).toBe(
      404,
    );
  });

  it("accepts the snake_case parameter names of Google's own examples", async () => {
    const h = dataApiHarness();
    const response = await h.get(`${PERF}/${PORTLAND}:getDailyMetricsTimeSeries`, await h.token(), {
      daily_metric: "WEBSITE_CLICKS",
      "daily_range.start_date.year": "2026",
      "daily_range.start_date.month": "2",
      "daily_range.start_date.day": "1",
      "daily_range.end_date.year": "2026",
      "daily_range.end_date.month": "2",
      "daily_range.end_date.day": "7",
    });
    expect(response.status).toBe(200);
    expect((await response.json()).timeSeries.datedValues).toHaveLength(7);
  });
});
