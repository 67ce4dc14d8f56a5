import { profileChartRows } from "./chart-rows";
import type { ProfileDay } from "./profile-metrics";

const day = (date: string, views: number, actions: number): ProfileDay => ({
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

const current = [day("2026-03-09", 10, 1), day("2026-03-10", 20, 2), day("2026-03-11", 0, 0)];
const previous = [day("2026-03-02", 7, 3), day("2026-03-03", 8, 4), day("2026-03-04", 9, 5)];
const comparison = {
  current: { startDate: "2026-03-09", endDate: "2026-03-11" },
  previous: { startDate: "2026-03-02", endDate: "2026-03-04" },
};

describe("profileChartRows", () => {
  it("pairs each day with the same weekday of the comparison period", () => {
    const rows = profileChartRows(current, previous, comparison, null);
    expect(
      rows.map((r) => [r.index, r.date, r.previousDate, r.previousViews, r.previousActions]),
    ).toEqual([
      [0, "2026-03-09", "2026-03-02", 7, 3],
      [1, "2026-03-10", "2026-03-03", 8, 4],
      [2, "2026-03-11", "2026-03-04", 9, 5],
    ]);
  });

  it("has no comparison outside comparison mode and marks the days Google has not reported", () => {
    const rows = profileChartRows(current, null, null, "2026-03-11");
    expect(rows.map((r) => [r.views, r.previousViews, r.previousDate, r.unreported])).toEqual([
      [10, null, null, false],
      [20, null, null, false],
      [0, null, null, true],
    ]);
  });
});
