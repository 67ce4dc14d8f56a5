import { formatDateRange, formatDisplayDate, fromDateKey, toDateKey } from "./format";

describe("date formatting", () => {
  it("round-trips yyyy-MM-dd days through local dates", () => {
    const date = fromDateKey("2025-03-09");
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2025, 2, 9, 0,
    ]);
    expect(toDateKey(date)).toBe("2025-03-09");
  });

  it("shows days as 'LLL dd, y'", () => {
    expect(formatDisplayDate("2025-03-09")).toBe("Mar 09, 2025");
  });

  it("joins both ends of a range with a dash", () => {
    expect(formatDateRange({ startDate: "2024-12-28", endDate: "2025-01-03" })).toBe(
      "Dec 28, 2024 - Jan 03, 2025",
    );
  });
});
