import { formatCompact, formatDelta, formatNumber, formatPercent, formatPosition } from "./numbers";

describe("number formatting", () => {
  it("groups whole numbers", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(12.6)).toBe("13");
    expect(formatNumber(Number.NaN)).toBe("—");
  });

  it("shortens large numbers", () => {
    expect(formatCompact(12345)).toBe("12.3K");
    expect(formatCompact(2_500_000)).toBe("2.5M");
    expect(formatCompact(999)).toBe("999");
  });

  it("writes fractions as percentages", () => {
    expect(formatPercent(0.04563)).toBe("4.56%");
    expect(formatPercent(0.5)).toBe("50.00%");
    expect(formatPercent(0.123, 1)).toBe("12.3%");
  });

  it("writes positions with one decimal and no position as a dash", () => {
    expect(formatPosition(7.84)).toBe("7.8");
    expect(formatPosition(1)).toBe("1.0");
    expect(formatPosition(0)).toBe("—");
  });

  it("signs deltas", () => {
    expect(formatDelta(12)).toBe("+12");
    expect(formatDelta(-1234)).toBe("-1,234");
    expect(formatDelta(0)).toBe("0");
    expect(formatDelta(0.123, "percent")).toBe("+12.3%");
    expect(formatDelta(-0.05, "percent")).toBe("-5.0%");
    expect(formatDelta(-0.42, "position")).toBe("-0.4");
    expect(formatDelta(15300, "compact")).toBe("+15.3K");
    expect(formatDelta(null, "percent")).toBe("—");
  });
});
