import { tickIndexes, trendRows, type TrendPoint } from "./trend-data";

const point = (date: string, clicks: number, impressions: number, position = 5): TrendPoint => ({
  date,
  clicks,
  impressions,
  ctr: impressions ? clicks / impressions : 0,
  position,
});

describe("trendRows", () => {
  it("fills days without data as zero clicks and impressions, with no CTR or position", () => {
    const rows = trendRows([point("2025-06-01", 5, 50), point("2025-06-03", 7, 70)]);
    expect(rows.map((r) => [r.index, r.date, r.current.clicks, r.current.position])).toEqual([
      [0, "2025-06-01", 5, 5],
      [1, "2025-06-02", 0, null],
      [2, "2025-06-03", 7, 5],
    ]);
    expect(rows.every((r) => r.previous === null && !r.fresh)).toBe(true);
  });

  it("pairs each day with the comparison period's day", () => {
    const rows = trendRows(
      [point("2025-06-08", 5, 50), point("2025-06-09", 6, 60)],
      [point("2025-06-02", 4, 40)],
      {
        comparison: {
          current: { startDate: "2025-06-08", endDate: "2025-06-09" },
          previous: { startDate: "2025-06-01", endDate: "2025-06-02" },
        },
      },
    );
    expect(rows.map((r) => [r.previousDate, r.previous?.clicks])).toEqual([
      ["2025-06-01", 0],
      ["2025-06-02", 4],
    ]);
  });

  it("marks the first incomplete day and every later day as fresh", () => {
    const rows = trendRows(
      [point("2025-06-01", 1, 9), point("2025-06-02", 1, 9), point("2025-06-03", 1, 9)],
      undefined,
      {
        firstIncompleteDate: "2025-06-02",
      },
    );
    expect(rows.map((r) => r.fresh)).toEqual([false, true, true]);
  });

  it("pairs weeks by position and marks the week holding the first incomplete day", () => {
    const rows = trendRows(
      [point("2025-06-09", 9, 90), point("2025-06-02", 8, 80)],
      [point("2025-05-19", 6, 60), point("2025-05-26", 7, 70)],
      { grain: "week", firstIncompleteDate: "2025-06-12" },
    );
    expect(rows.map((r) => [r.date, r.previousDate, r.previous?.clicks, r.fresh])).toEqual([
      ["2025-06-02", "2025-05-19", 6, false],
      ["2025-06-09", "2025-05-26", 7, true],
    ]);
  });

  it("marks a month as fresh when the first incomplete day falls inside it", () => {
    const rows = trendRows([point("2025-05-01", 1, 9), point("2025-06-01", 1, 9)], undefined, {
      grain: "month",
      firstIncompleteDate: "2025-05-31",
    });
    expect(rows.map((r) => r.fresh)).toEqual([true, true]);
  });
});

describe("tickIndexes", () => {
  it("spaces ticks evenly back from the latest row", () => {
    expect(tickIndexes(3)).toEqual([0, 1, 2]);
    expect(tickIndexes(10)).toEqual([1, 3, 5, 7, 9]);
    expect(tickIndexes(0)).toEqual([]);
  });

  it("spaces daily ticks by whole weeks", () => {
    expect(tickIndexes(28, 6, true)).toEqual([6, 13, 20, 27]);
    expect(tickIndexes(90, 6, true)).toEqual([5, 26, 47, 68, 89]);
    expect(tickIndexes(7, 6, true)).toEqual([0, 2, 4, 6]);
  });
});
