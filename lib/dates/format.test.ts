import fc from "fast-check";
import { runInTimeZone } from "@/tests/support/time-zone";
import { format } from "date-fns";
import {
  formatDateRange,
  formatDayMonth,
  formatDisplayDate,
  formatDisplayDay,
  formatLongMonthYear,
  formatMonthDay,
  formatMonthYear,
  fromDateKey,
  toDateKey,
} from "./format";

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

// The formatters are built once; each zone after the first would show a formatter that kept the
// zone it was built in.
describe.each(["Asia/Tokyo", "UTC", "America/Los_Angeles"])("the Intl formatters in %s", (zone) => {
  runInTimeZone(zone);

  // They replace date-fns's format on the dashboard's first load; the text must not change.
  const patterns = [
    [formatDisplayDay, "LLL dd, y"],
    [formatMonthDay, "MMM d"],
    [formatDayMonth, "d LLL"],
    [formatMonthYear, "MMM yyyy"],
    [formatLongMonthYear, "LLLL y"],
  ] as const;

  it("write what date-fns writes with the pattern each stands for, on any day", () => {
    const day = fc.date({
      min: new Date(1990, 0, 1),
      max: new Date(2100, 11, 31),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, (date) => {
        for (const [formatter, pattern] of patterns)
          expect(formatter(date)).toBe(format(date, pattern));
        expect(toDateKey(date)).toBe(format(date, "yyyy-MM-dd"));
      }),
      { numRuns: 500 },
    );
  });
});
