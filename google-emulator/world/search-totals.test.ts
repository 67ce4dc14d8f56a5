import { datasetDailySearchTotals } from "./search-totals";

describe("datasetDailySearchTotals", () => {
  it("answers every day of the range in order, the same every time", () => {
    const days = datasetDailySearchTotals("greenleaf", "2025-12-30", "2026-01-05");
    expect(days.map((d) => d.date)).toEqual([
      "2025-12-30",
      "2025-12-31",
      "2026-01-01",
      "2026-01-02",
      "2026-01-03",
      "2026-01-04",
      "2026-01-05",
    ]);
    expect(datasetDailySearchTotals("greenleaf", "2025-12-30", "2026-01-05")).toEqual(days);
    for (const day of days) {
      expect(Number.isInteger(day.clicks) && Number.isInteger(day.impressions)).toBe(true);
      expect(day.clicks).toBeGreaterThan(0);
      expect(day.impressions).toBeGreaterThan(day.clicks);
    }
  });

  it("averages near the dataset's daily clicks and peaks in spring for a garden shop", () => {
    const year = datasetDailySearchTotals("greenleaf", "2025-03-01", "2026-02-28");
    const mean = (from: string, to: string) => {
      const part = year.filter((d) => d.date >= from && d.date <= to);
      return part.reduce((a, d) => a + d.clicks, 0) / part.length;
    };
    expect(mean("2025-03-01", "2026-02-28")).toBeGreaterThan(2600 * 0.75);
    expect(mean("2025-03-01", "2026-02-28")).toBeLessThan(2600 * 1.25);
    expect(mean("2025-04-01", "2025-05-31")).toBeGreaterThan(
      1.4 * mean("2025-11-15", "2026-01-15"),
    );
  });

  it("spans more than one world for a long range", () => {
    const days = datasetDailySearchTotals("harborlaw", "2023-01-01", "2026-01-01");
    expect(days).toHaveLength(1097);
    expect(days[0]!.date).toBe("2023-01-01");
    expect(days.at(-1)!.date).toBe("2026-01-01");
  });
});
