import { fullMonthsUpTo } from "./months";

describe("fullMonthsUpTo", () => {
  it("ends with the month before a range that ends mid-month", () => {
    expect(fullMonthsUpTo("2026-03-15", 3)).toEqual([
      { month: "2025-12", startDate: "2025-12-01", endDate: "2025-12-31" },
      { month: "2026-01", startDate: "2026-01-01", endDate: "2026-01-31" },
      { month: "2026-02", startDate: "2026-02-01", endDate: "2026-02-28" },
    ]);
  });

  it("includes the range's own month when the range ends on its last day", () => {
    expect(fullMonthsUpTo("2024-02-29", 2).map((m) => m.month)).toEqual(["2024-01", "2024-02"]);
  });
});
