import { addDays } from "date-fns";
import {
  SEARCH_CONSOLE_RETENTION_MONTHS,
  datePresets,
  reachesPastRetention,
  retentionStart,
} from "./presets";

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

function rangeOf(label: string, today: Date) {
  const preset = datePresets(today).find((candidate) => candidate.label === label);
  if (!preset) throw new Error(`no preset ${label}`);
  return preset.range;
}

describe("datePresets", () => {
  const today = day(2025, 3, 14);

  it("lists twelve presets grouped recent, medium, long in display order", () => {
    expect(datePresets(today).map(({ label, category }) => `${category}: ${label}`)).toEqual([
      "recent: Last 7 days",
      "recent: Last 14 days",
      "recent: Last 28 days",
      "recent: Last 30 days",
      "medium: This month",
      "medium: Last month",
      "medium: Last 3 months",
      "medium: Last 6 months",
      "long: Last 12 months",
      "long: Last 16 months",
      "long: This year",
      "long: Last year",
    ]);
  });

  it("ends the last N days yesterday and counts N days inclusive", () => {
    expect(rangeOf("Last 7 days", today)).toEqual({
      startDate: "2025-03-07",
      endDate: "2025-03-13",
    });
    expect(rangeOf("Last 14 days", today)).toEqual({
      startDate: "2025-02-28",
      endDate: "2025-03-13",
    });
    expect(rangeOf("Last 28 days", today)).toEqual({
      startDate: "2025-02-14",
      endDate: "2025-03-13",
    });
    expect(rangeOf("Last 30 days", today)).toEqual({
      startDate: "2025-02-12",
      endDate: "2025-03-13",
    });
  });

  it("runs this month and this year from their first day to yesterday", () => {
    expect(rangeOf("This month", today)).toEqual({
      startDate: "2025-03-01",
      endDate: "2025-03-13",
    });
    expect(rangeOf("This year", today)).toEqual({ startDate: "2025-01-01", endDate: "2025-03-13" });
  });

  it("keeps this month and this year to today on their first day instead of ending before they start", () => {
    expect(rangeOf("This month", day(2025, 4, 1))).toEqual({
      startDate: "2025-04-01",
      endDate: "2025-04-01",
    });
    expect(rangeOf("This year", day(2025, 1, 1))).toEqual({
      startDate: "2025-01-01",
      endDate: "2025-01-01",
    });
  });

  it("takes whole calendar months and years for last month and last year", () => {
    expect(rangeOf("Last month", today)).toEqual({
      startDate: "2025-02-01",
      endDate: "2025-02-28",
    });
    expect(rangeOf("Last month", day(2025, 1, 10))).toEqual({
      startDate: "2024-12-01",
      endDate: "2024-12-31",
    });
    expect(rangeOf("Last year", today)).toEqual({ startDate: "2024-01-01", endDate: "2024-12-31" });
  });

  it("rolls the last N months back from yesterday", () => {
    expect(rangeOf("Last 3 months", today)).toEqual({
      startDate: "2024-12-14",
      endDate: "2025-03-13",
    });
    expect(rangeOf("Last 6 months", today)).toEqual({
      startDate: "2024-09-14",
      endDate: "2025-03-13",
    });
    expect(rangeOf("Last 12 months", today)).toEqual({
      startDate: "2024-03-14",
      endDate: "2025-03-13",
    });
    expect(rangeOf("Last 16 months", today)).toEqual({
      startDate: "2023-11-14",
      endDate: "2025-03-13",
    });
  });

  it("starts the last N months on the same day N months before today, even after a month end", () => {
    expect(rangeOf("Last 16 months", day(2024, 3, 1))).toEqual({
      startDate: "2022-11-01",
      endDate: "2024-02-29",
    });
  });

  it("never starts a preset after it ends", () => {
    for (let offset = 0; offset < 366; offset += 1) {
      for (const { label, range } of datePresets(addDays(day(2024, 1, 1), offset))) {
        expect(range.startDate <= range.endDate, label).toBe(true);
      }
    }
  });
});

describe("Search Console retention", () => {
  it("keeps 16 months", () => {
    expect(SEARCH_CONSOLE_RETENTION_MONTHS).toBe(16);
    expect(retentionStart(day(2025, 3, 14))).toBe("2023-11-14");
  });

  it("flags a range that starts before the oldest kept day", () => {
    const today = day(2025, 3, 14);
    expect(reachesPastRetention({ startDate: "2023-11-13", endDate: "2024-01-01" }, today)).toBe(
      true,
    );
    expect(reachesPastRetention({ startDate: "2023-11-14", endDate: "2024-01-01" }, today)).toBe(
      false,
    );
    expect(reachesPastRetention(rangeOf("Last year", today), today)).toBe(false);
    expect(reachesPastRetention(rangeOf("Last year", day(2025, 6, 1)), day(2025, 6, 1))).toBe(true);
  });

  it("never flags the last 16 months preset, whatever the day", () => {
    for (let offset = 0; offset < 366; offset += 1) {
      const today = addDays(day(2024, 1, 1), offset);
      expect(reachesPastRetention(rangeOf("Last 16 months", today), today)).toBe(false);
    }
  });
});
