import type { Ga4ReportResponse, GbpMetricsResponse } from "@/lib/data-api/types";
import { countKpi, ga4DailyTotal, gbpDailyTotal, searchKpis } from "./kpis";

const day = (date: string, clicks: number, impressions: number, position: number) => ({
  date,
  clicks,
  impressions,
  ctr: impressions > 0 ? clicks / impressions : 0,
  position,
});

describe("searchKpis", () => {
  const totals = { clicks: 12_345, impressions: 400_000, ctr: 12_345 / 400_000, position: 7.84 };
  const daily = [
    day("2026-01-01", 400, 13_000, 8),
    day("2026-01-02", 0, 0, 0),
    day("2026-01-03", 420, 14_000, 7.5),
  ];

  it("formats the totals and leaves the changes out without a comparison", () => {
    const kpis = searchKpis(totals, daily, null);
    expect(kpis.map((k) => [k.label, k.value])).toEqual([
      ["Clicks", "12.3K"],
      ["Impressions", "400K"],
      ["CTR", "3.09%"],
      ["Average position", "7.8"],
    ]);
    expect(kpis.every((k) => k.delta === undefined)).toBe(true);
    // Days without impressions have no CTR or position to draw.
    expect(kpis[2]!.sparkline).toHaveLength(2);
    expect(kpis[3]).toMatchObject({ sparkline: [8, 7.5], invertSparkline: true });
  });

  it("gives relative changes, and position's in places with a fall as the better way", () => {
    const previous = { clicks: 10_000, impressions: 500_000, ctr: 0.02, position: 8.34 };
    const [clicks, impressions, ctr, position] = searchKpis(totals, daily, previous);
    expect(clicks).toMatchObject({ delta: "+23.5%", improved: true });
    expect(impressions).toMatchObject({ delta: "-20.0%", improved: false });
    expect(ctr).toMatchObject({ delta: "+54.3%", improved: true });
    expect(position).toMatchObject({ delta: "-0.5", improved: true });
  });

  it("judges no change that shows as zero", () => {
    // Position 7.84 against 7.862 (-0.022) shows as 0.0; 12,345 clicks against 12,341 as 0.0%.
    const previous = { ...totals, clicks: 12_341, ctr: totals.ctr * 0.9996, position: 7.862 };
    const [clicks, impressions, ctr, position] = searchKpis(totals, daily, previous);
    expect(clicks).toMatchObject({ delta: "0.0%", improved: null });
    expect(impressions).toMatchObject({ delta: "0.0%", improved: null });
    expect(ctr).toMatchObject({ delta: "0.0%", improved: null });
    expect(position).toMatchObject({ delta: "0.0", improved: null });
  });

  it("compares no CTR or position with a period without impressions", () => {
    const [, , ctr, position] = searchKpis(totals, daily, {
      clicks: 0,
      impressions: 0,
      ctr: 0,
      position: 0,
    });
    expect(ctr!.delta).toBeUndefined();
    expect(position!.delta).toBeUndefined();
  });
});

describe("countKpi", () => {
  it("shows a count with its relative change", () => {
    const kpi = countKpi(
      "sessions",
      "Organic sessions",
      2_450,
      [{ date: "2026-01-01", value: 80 }],
      2_000,
    );
    expect(kpi).toMatchObject({ value: "2.5K", delta: "+22.5%", improved: true, sparkline: [80] });
    expect(countKpi("s", "S", 10, [], 0)).toMatchObject({ delta: "—", improved: null });
    expect(countKpi("s", "S", 20_001, [], 20_000)).toMatchObject({ delta: "0.0%", improved: null });
  });
});

describe("ga4DailyTotal", () => {
  it("reads GA4's yyyyMMdd dates in order and its totals row", () => {
    const report: Ga4ReportResponse = {
      dimensionHeaders: ["date"],
      metricHeaders: [{ name: "sessions", type: "TYPE_INTEGER" }],
      rows: [
        { dimensions: ["20260102"], metrics: [30] },
        { dimensions: ["20260101"], metrics: [20] },
      ],
      totals: [[50]],
      rowCount: 2,
    };
    expect(ga4DailyTotal(report)).toEqual({
      total: 50,
      daily: [
        { date: "2026-01-01", value: 20 },
        { date: "2026-01-02", value: 30 },
      ],
    });
    expect(ga4DailyTotal({ ...report, totals: undefined }).total).toBe(50);
  });
});

describe("gbpDailyTotal", () => {
  it("adds every metric of every location per day", () => {
    const response = (calls: number[], visits: number[]): GbpMetricsResponse => ({
      locationId: "x",
      startDate: "2026-01-01",
      endDate: "2026-01-02",
      series: [
        {
          metric: "CALL_CLICKS",
          values: calls.map((value, i) => ({ date: `2026-01-0${i + 1}`, value })),
          total: calls[0]! + calls[1]!,
        },
        {
          metric: "WEBSITE_CLICKS",
          values: visits.map((value, i) => ({ date: `2026-01-0${i + 1}`, value })),
          total: visits[0]! + visits[1]!,
        },
      ],
    });
    expect(gbpDailyTotal([response([1, 2], [3, 4]), response([10, 0], [0, 5])])).toEqual({
      total: 25,
      daily: [
        { date: "2026-01-01", value: 14 },
        { date: "2026-01-02", value: 11 },
      ],
    });
  });
});
