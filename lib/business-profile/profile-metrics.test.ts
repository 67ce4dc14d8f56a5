import type { GbpMetricsResponse } from "@/lib/data-api/types";
import {
  PROFILE_METRICS,
  profileDays,
  profileTotals,
  reportedDays,
  unreportedFrom,
  type ProfileDay,
} from "./profile-metrics";

const DATES = ["2026-03-01", "2026-03-02", "2026-03-03"];

function response(values: Record<string, number[]>): Pick<GbpMetricsResponse, "series"> {
  return {
    series: Object.entries(values).map(([metric, days]) => ({
      metric,
      values: days.map((value, i) => ({ date: DATES[i]!, value })),
      total: days.reduce((a, b) => a + b, 0),
    })),
  };
}

const sample = response({
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: [10, 0, 5],
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: [20, 4, 5],
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: [30, 6, 0],
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: [40, 10, 0],
  CALL_CLICKS: [2, 0, 1],
  WEBSITE_CLICKS: [3, 1, 0],
  BUSINESS_DIRECTION_REQUESTS: [4, 0, 0],
});

describe("profileDays", () => {
  it("adds the four view splits into views and calls, site visits and directions into actions", () => {
    expect(profileDays(sample)[0]).toEqual({
      date: "2026-03-01",
      mapsDesktop: 10,
      searchDesktop: 20,
      mapsMobile: 30,
      searchMobile: 40,
      views: 100,
      calls: 2,
      websiteClicks: 3,
      directions: 4,
      actions: 9,
    });
  });

  it("counts a metric the response lacks as 0 and keeps every day", () => {
    const days = profileDays(response({ CALL_CLICKS: [1, 2, 3] }));
    expect(days.map((d) => [d.date, d.views, d.actions])).toEqual([
      ["2026-03-01", 0, 1],
      ["2026-03-02", 0, 2],
      ["2026-03-03", 0, 3],
    ]);
    expect(profileDays({ series: [] })).toEqual([]);
  });

  it("asks for the view splits and the overview's three actions", () => {
    expect(PROFILE_METRICS).toHaveLength(7);
    expect(PROFILE_METRICS).toEqual(
      expect.arrayContaining(["CALL_CLICKS", "WEBSITE_CLICKS", "BUSINESS_DIRECTION_REQUESTS"]),
    );
  });
});

describe("profileTotals", () => {
  it("sums views and actions and splits views between Search and Maps", () => {
    const totals = profileTotals(profileDays(sample));
    expect(totals.views).toBe(130);
    expect(totals.searchViews).toBe(79);
    expect(totals.mapsViews).toBe(51);
    expect(totals.searchShare).toBeCloseTo(79 / 130);
    expect(totals.mapsShare).toBeCloseTo(51 / 130);
    expect(totals.searchShare! + totals.mapsShare!).toBeCloseTo(1);
    expect([totals.calls, totals.websiteClicks, totals.directions, totals.actions]).toEqual([
      3, 4, 4, 11,
    ]);
  });

  it("has no shares without views", () => {
    const totals = profileTotals([]);
    expect(totals).toMatchObject({ views: 0, actions: 0, searchShare: null, mapsShare: null });
  });
});

describe("unreported days", () => {
  const day = (date: string, views: number, actions = 0): ProfileDay => ({
    date,
    searchDesktop: views,
    searchMobile: 0,
    mapsDesktop: 0,
    mapsMobile: 0,
    views,
    calls: actions,
    websiteClicks: 0,
    directions: 0,
    actions,
  });
  const days = [
    day("2026-03-08", 5),
    day("2026-03-09", 0, 1),
    day("2026-03-10", 0),
    day("2026-03-11", 0),
  ];

  it("are the empty days at the end of a range that reaches the last few days", () => {
    expect(unreportedFrom(days, "2026-03-12")).toBe("2026-03-10");
    const { reported, pending, pendingFrom } = reportedDays(days, "2026-03-12");
    expect(reported.map((d) => d.date)).toEqual(["2026-03-08", "2026-03-09"]);
    expect([pending, pendingFrom]).toEqual([2, "2026-03-10"]);
  });

  it("are none when the range ended long ago: its empty days are real zeros", () => {
    expect(unreportedFrom(days, "2026-04-30")).toBeNull();
    expect(reportedDays(days, "2026-04-30").pending).toBe(0);
  });

  it("stop at the reporting lag, and a day with only actions counts as reported", () => {
    expect(unreportedFrom(days, "2026-03-16")).toBe("2026-03-11");
    expect(unreportedFrom(days.slice(0, 2), "2026-03-10")).toBeNull();
  });
});
