import { comparisonRange } from "./compare";
import {
  comparedDaysNote,
  comparisonCoverage,
  coverageLabel,
  coverageMessage,
  showsChange,
} from "./coverage";
import { fromDateKey } from "./format";
import { datePresets } from "./presets";

const today = fromDateKey("2026-11-26");
const range = (startDate: string, endDate: string) => ({ startDate, endDate });
const preset = (label: string) => datePresets(today).find((p) => p.label === label)!.range;

describe("comparisonCoverage", () => {
  it("is off without a comparison period", () => {
    const coverage = comparisonCoverage({ range: preset("Last 28 days"), comparison: null, today });
    expect(coverage).toEqual({ status: "off" });
    expect(showsChange(coverage)).toBe(false);
    expect(coverageMessage(coverage)).toBeNull();
  });

  it("is full when the comparison period lies within the 16 months Google keeps", () => {
    const current = preset("Last 28 days");
    const coverage = comparisonCoverage({
      range: current,
      comparison: comparisonRange(current, "previous"),
      today,
    });
    expect(coverage).toEqual({
      status: "full",
      days: 28,
      comparedDays: 28,
      compared: comparisonRange(current, "previous"),
    });
    expect(showsChange(coverage)).toBe(true);
    expect(coverageLabel(coverage)).toBeNull();
  });

  it("marks last 12 months vs the previous period as partial: 117 of its 365 days have data", () => {
    const current = preset("Last 12 months");
    const comparison = comparisonRange(current, "previous")!;
    const coverage = comparisonCoverage({ range: current, comparison, today });
    expect(coverage).toEqual({
      status: "partial",
      reason: "retention",
      days: 365,
      coveredDays: 117,
      coveredFrom: "2025-07-26",
    });
    expect(showsChange(coverage)).toBe(false);
    expect(coverageLabel(coverage)).toBe("Partial comparison");
    expect(coverageMessage(coverage)).toBe(
      "Partial comparison: Google keeps 16 months; the previous period has data for 117 of its 365 days. Changes are not shown.",
    );
  });

  it("counts no covered day when the whole comparison period is older than 16 months", () => {
    const current = preset("Last 16 months");
    const coverage = comparisonCoverage({
      range: current,
      comparison: comparisonRange(current, "previous"),
      today,
    });
    expect(coverage).toMatchObject({ status: "partial", coveredDays: 0, coveredFrom: null });
  });

  it("is partial from the first day the retention no longer holds, and full one day later", () => {
    const comparison = range("2025-07-25", "2025-08-24");
    expect(
      comparisonCoverage({ range: range("2025-09-01", "2025-09-30"), comparison, today }),
    ).toMatchObject({ status: "partial", days: 31, coveredDays: 30 });
    const later = range("2025-07-26", "2025-08-25");
    expect(
      comparisonCoverage({ range: range("2025-09-01", "2025-09-30"), comparison: later, today }),
    ).toMatchObject({ status: "full", days: 31 });
  });

  it("uses a property's first day of data when it is later than the retention", () => {
    const current = range("2026-10-01", "2026-10-28");
    const comparison = comparisonRange(current, "previous")!; // 2026-09-03 … 2026-09-30
    const coverage = comparisonCoverage({
      range: current,
      comparison,
      today,
      firstDataDate: "2026-09-21",
    });
    expect(coverage).toEqual({
      status: "partial",
      reason: "first-data",
      days: 28,
      coveredDays: 10,
      coveredFrom: "2026-09-21",
    });
    expect(coverageMessage(coverage)).toContain("this property's data starts on 2026-09-21");
    // A first day older than the retention changes nothing.
    expect(
      comparisonCoverage({ range: current, comparison, today, firstDataDate: "2020-01-01" }),
    ).toMatchObject({ status: "full", days: 28, comparedDays: 28 });
  });

  it("shows no change while fresh days are included, and partial wins over fresh", () => {
    const current = preset("Last 28 days");
    const fresh = comparisonCoverage({
      range: current,
      comparison: comparisonRange(current, "previous"),
      today,
      fresh: true,
    });
    expect(fresh).toEqual({ status: "fresh", days: 28 });
    expect(showsChange(fresh)).toBe(false);
    expect(coverageMessage(fresh)).toMatch(/final data only/);
    const year = preset("Last 12 months");
    expect(
      comparisonCoverage({
        range: year,
        comparison: comparisonRange(year, "previous"),
        today,
        fresh: true,
      }).status,
    ).toBe("partial");
  });

  it("cuts the comparison pairwise to the range's final days when final data ends before the range", () => {
    const current = range("2026-10-29", "2026-11-25"); // 28 days
    const comparison = comparisonRange(current, "previous")!; // 2026-10-01 … 2026-10-28
    const coverage = comparisonCoverage({
      range: current,
      comparison,
      today,
      lastFinalDate: "2026-11-23",
    });
    expect(coverage).toEqual({
      status: "full",
      days: 28,
      comparedDays: 26,
      compared: range("2026-10-01", "2026-10-26"),
    });
    expect(comparedDaysNote(coverage)).toBe(
      "Final data covers 26 of the range's 28 days: changes compare the first 26 days of each period.",
    );
    // Final data through the range's end: nothing is cut, and no note.
    const whole = comparisonCoverage({
      range: current,
      comparison,
      today,
      lastFinalDate: "2026-11-25",
    });
    expect(whole).toMatchObject({ comparedDays: 28, compared: comparison });
    expect(comparedDaysNote(whole)).toBeNull();
  });

  it("has nothing to compare when the range has no final day yet", () => {
    const current = range("2026-11-24", "2026-11-25");
    const coverage = comparisonCoverage({
      range: current,
      comparison: comparisonRange(current, "previous"),
      today,
      lastFinalDate: "2026-11-23",
    });
    expect(coverage).toEqual({ status: "unfinished", days: 2 });
    expect(showsChange(coverage)).toBe(false);
    expect(coverageMessage(coverage)).toMatch(/no final data yet/);
  });
});
