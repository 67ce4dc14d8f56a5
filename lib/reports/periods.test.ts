import { fromDateKey } from "@/lib/dates/format";
import { resolvePeriod, settlesOn, type ReportPeriod } from "./periods";

const on = (day: string, period: ReportPeriod) => resolvePeriod(period, fromDateKey(day));
const range = (startDate: string, endDate: string) => ({ startDate, endDate });

describe("resolvePeriod", () => {
  it("gives last month on the 1st and on the 31st alike, compared with the month before", () => {
    for (const today of ["2026-03-01", "2026-03-31"]) {
      const period = on(today, { preset: "last-month", compare: "previous" });
      expect(period.range, today).toEqual(range("2026-02-01", "2026-02-28"));
      expect(period.comparison, today).toEqual(range("2026-01-01", "2026-01-31"));
    }
    expect(on("2026-03-01", { preset: "last-month", compare: "none" }).comparison).toBeNull();
  });

  it("counts February 29 in a leap year, and compares it with the February a year before", () => {
    const leap = on("2024-03-01", { preset: "last-month", compare: "year" });
    expect(leap.range).toEqual(range("2024-02-01", "2024-02-29"));
    expect(leap.comparison).toEqual(range("2023-02-01", "2023-02-28"));
    const after = on("2025-03-15", { preset: "last-month", compare: "year" });
    expect(after.comparison).toEqual(range("2024-02-01", "2024-02-29"));
    // March before a leap February: the month before is that February, whole.
    expect(on("2024-04-10", { preset: "last-month", compare: "previous" }).comparison).toEqual(
      range("2024-02-01", "2024-02-29"),
    );
  });

  it("ends rolling presets on the last final day and compares them with the block before", () => {
    const week = on("2026-03-10", { preset: "last-7-days", compare: "previous" });
    expect(week.range).toEqual(range("2026-03-01", "2026-03-07"));
    expect(week.comparison).toEqual(range("2026-02-22", "2026-02-28"));
    expect(week.settled).toBe(true);
    const four = on("2026-03-10", { preset: "last-28-days", compare: "year" });
    expect(four.range).toEqual(range("2026-02-08", "2026-03-07"));
    // 52 weeks earlier: each day keeps its weekday.
    expect(four.comparison).toEqual(range("2025-02-09", "2025-03-08"));
  });

  it("gives last week Monday to Sunday, the quarter and the year before", () => {
    expect(on("2026-03-04", { preset: "last-week", compare: "previous" })).toMatchObject({
      range: range("2026-02-23", "2026-03-01"),
      comparison: range("2026-02-16", "2026-02-22"),
    });
    expect(on("2026-05-20", { preset: "last-quarter", compare: "previous" })).toMatchObject({
      range: range("2026-01-01", "2026-03-31"),
      comparison: range("2025-10-01", "2025-12-31"),
    });
    expect(on("2026-01-01", { preset: "last-year", compare: "previous" })).toMatchObject({
      range: range("2025-01-01", "2025-12-31"),
      comparison: range("2024-01-01", "2024-12-31"),
    });
  });

  it("keeps this month to date within the month, with the same days of last month", () => {
    expect(on("2026-03-31", { preset: "this-month", compare: "previous" })).toMatchObject({
      range: range("2026-03-01", "2026-03-30"),
      comparison: range("2026-02-01", "2026-02-28"),
      settled: false,
    });
    expect(on("2026-03-01", { preset: "this-month", compare: "previous" }).range).toEqual(
      range("2026-03-01", "2026-03-01"),
    );
  });

  it("keeps custom dates, and falls back to last month when they are missing or reversed", () => {
    const custom = on("2026-03-10", {
      preset: "custom",
      compare: "previous",
      startDate: "2026-01-05",
      endDate: "2026-02-01",
    });
    expect(custom.range).toEqual(range("2026-01-05", "2026-02-01"));
    expect(custom.comparison).toEqual(range("2025-12-08", "2026-01-04"));
    expect(custom.label).toMatch(/^Custom dates/);
    const reversed = on("2026-03-10", {
      preset: "custom",
      compare: "none",
      startDate: "2026-02-01",
      endDate: "2026-01-05",
    });
    expect(reversed.range).toEqual(range("2026-02-01", "2026-02-28"));
    expect(reversed.label).toMatch(/^Last month/);
  });

  it("says when a period's days are all final", () => {
    expect(on("2026-03-02", { preset: "last-month", compare: "none" }).settled).toBe(false);
    expect(on("2026-03-03", { preset: "last-month", compare: "none" }).settled).toBe(true);
    expect(settlesOn(range("2026-02-01", "2026-02-28"))).toBe("2026-03-03");
  });
});
