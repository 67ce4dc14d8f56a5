import {
  formatCompact,
  formatDelta,
  formatNumber,
  formatPercent,
  formatPosition,
  judgeDelta,
  shownDelta,
  type DeltaStyle,
} from "./numbers";

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

describe("judging a change by the figure shown", () => {
  it("leaves a position change that rounds to 0.0 unjudged, and judges one that shows", () => {
    expect(formatDelta(-0.022, "position")).toBe("0.0");
    expect(judgeDelta(-0.022, "position", true)).toBeNull();
    expect(judgeDelta(0.049, "position", true)).toBeNull();
    expect(formatDelta(-0.06, "position")).toBe("-0.1");
    expect(judgeDelta(-0.06, "position", true)).toBe(true);
    expect(judgeDelta(0.06, "position", true)).toBe(false);
  });

  it("rounds halves away from zero, the same way in the text and in the judgement", () => {
    expect(formatDelta(-0.05, "position")).toBe("-0.1");
    expect(judgeDelta(-0.05, "position", true)).toBe(true);
    expect(formatDelta(0.05, "position")).toBe("+0.1");
    expect(formatDelta(-0.5)).toBe("-1");
    expect(judgeDelta(-0.5)).toBe(false);
  });

  it("leaves a percent change (clicks, impressions, CTR) that shows as 0.0% unjudged", () => {
    // 10,000 → 10,004 clicks is +0.04%.
    expect(formatDelta(0.0004, "percent")).toBe("0.0%");
    expect(judgeDelta(0.0004, "percent")).toBeNull();
    expect(formatDelta(-0.0004, "percent")).toBe("0.0%");
    expect(judgeDelta(-0.0004, "percent")).toBeNull();
    expect(formatDelta(0.0006, "percent")).toBe("+0.1%");
    expect(judgeDelta(0.0006, "percent")).toBe(true);
    expect(judgeDelta(-0.0006, "percent")).toBe(false);
  });

  it("leaves a count change that shows as 0 unjudged", () => {
    expect(formatDelta(0.4)).toBe("0");
    expect(judgeDelta(0.4)).toBeNull();
    expect(judgeDelta(-0.4, "number", true)).toBeNull();
    expect(judgeDelta(-1, "number", true)).toBe(true);
    expect(formatDelta(0.04, "compact")).toBe("0");
    expect(judgeDelta(0.04, "compact")).toBeNull();
    expect(judgeDelta(15300, "compact")).toBe(true);
  });

  it("does not judge a change without a figure", () => {
    expect(judgeDelta(null, "percent")).toBeNull();
    expect(judgeDelta(Number.NaN, "position", true)).toBeNull();
  });

  it("judges exactly the changes whose shown figure is not zero, with the shown sign", () => {
    const styles: DeltaStyle[] = ["number", "compact", "percent", "position"];
    const disagreements: string[] = [];
    for (const style of styles) {
      for (let step = -2_000; step <= 2_000; step += 1) {
        const value = step / (style === "percent" ? 200_000 : 1_000);
        const text = formatDelta(value, style);
        const judged = judgeDelta(value, style);
        const showsZero = !/[1-9]/.test(text);
        const agrees =
          (judged === null) === showsZero &&
          (shownDelta(value, style) === 0) === showsZero &&
          (judged === null || text.startsWith(judged ? "+" : "-"));
        if (!agrees) disagreements.push(`${style} ${value} → ${text} judged ${judged}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
