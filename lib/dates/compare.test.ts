import { getDay } from "date-fns";
import {
  alignSeries,
  daysIn,
  previousPeriod,
  samePeriodLastYear,
  shiftDay,
  shiftRange,
  comparisonRange,
} from "./compare";
import { fromDateKey } from "./format";

const range = (startDate: string, endDate: string) => ({ startDate, endDate });
const weekday = (day: string) => getDay(fromDateKey(day));

describe("daysIn", () => {
  it("counts both ends, across month, year and leap days", () => {
    expect(daysIn(range("2025-06-01", "2025-06-01"))).toBe(1);
    expect(daysIn(range("2024-02-01", "2024-02-29"))).toBe(29);
    expect(daysIn(range("2023-02-01", "2023-02-28"))).toBe(28);
    expect(daysIn(range("2024-12-31", "2025-01-01"))).toBe(2);
    expect(daysIn(range("2024-01-01", "2024-12-31"))).toBe(366);
    expect(daysIn(range("2025-03-25", "2025-04-05"))).toBe(12);
  });

  it("is 0 for a range that ends before it starts", () => {
    expect(daysIn(range("2025-06-02", "2025-06-01"))).toBe(0);
  });
});

describe("shiftDay", () => {
  it("moves across month, year and daylight-saving boundaries", () => {
    expect(shiftDay("2024-02-28", 1)).toBe("2024-02-29");
    expect(shiftDay("2023-02-28", 1)).toBe("2023-03-01");
    expect(shiftDay("2025-01-01", -1)).toBe("2024-12-31");
    expect(shiftDay("2025-03-08", 2)).toBe("2025-03-10");
    expect(shiftDay("2025-10-25", 3)).toBe("2025-10-28");
  });
});

describe("shiftRange", () => {
  it("moves both ends by whole days across month ends", () => {
    const range = { startDate: "2026-02-01", endDate: "2026-02-28" };
    expect(shiftRange(range, 1)).toEqual({ startDate: "2026-02-02", endDate: "2026-03-01" });
    expect(shiftRange(range, -1)).toEqual({ startDate: "2026-01-31", endDate: "2026-02-27" });
    expect(shiftRange(range, 0)).toEqual(range);
  });
});

describe("previousPeriod", () => {
  it("takes the block right before a range of whole weeks", () => {
    expect(previousPeriod(range("2025-06-02", "2025-06-08"))).toEqual(
      range("2025-05-26", "2025-06-01"),
    );
    expect(previousPeriod(range("2025-05-12", "2025-06-08"))).toEqual(
      range("2025-04-14", "2025-05-11"),
    );
    expect(previousPeriod(range("2025-01-01", "2025-01-07"))).toEqual(
      range("2024-12-25", "2024-12-31"),
    );
  });

  it("moves other lengths back by whole weeks, so the weekdays line up", () => {
    const june = range("2025-06-01", "2025-06-30");
    const previous = previousPeriod(june);
    expect(previous).toEqual(range("2025-04-27", "2025-05-26"));
    expect(daysIn(previous)).toBe(30);
    expect(weekday(previous.startDate)).toBe(weekday(june.startDate));
    expect(previous.endDate < june.startDate).toBe(true);
  });

  it("compares a single day with the same weekday a week earlier", () => {
    expect(previousPeriod(range("2025-03-01", "2025-03-01"))).toEqual(
      range("2025-02-22", "2025-02-22"),
    );
  });

  it("counts the leap day when it moves back across February", () => {
    expect(previousPeriod(range("2024-03-01", "2024-03-31"))).toEqual(
      range("2024-01-26", "2024-02-25"),
    );
    expect(previousPeriod(range("2024-02-26", "2024-03-03"))).toEqual(
      range("2024-02-19", "2024-02-25"),
    );
  });
});

describe("samePeriodLastYear", () => {
  it("goes back 52 weeks and keeps the weekday", () => {
    const march = range("2025-03-01", "2025-03-31");
    const lastYear = samePeriodLastYear(march);
    expect(lastYear).toEqual(range("2024-03-02", "2024-04-01"));
    expect(weekday(lastYear.startDate)).toBe(weekday(march.startDate));
  });

  it("handles the leap day itself and a range over New Year", () => {
    expect(samePeriodLastYear(range("2024-02-29", "2024-02-29"))).toEqual(
      range("2023-03-02", "2023-03-02"),
    );
    expect(samePeriodLastYear(range("2024-12-30", "2025-01-05"))).toEqual(
      range("2024-01-01", "2024-01-07"),
    );
  });
});

describe("alignSeries", () => {
  const point = (date: string, clicks: number) => ({ date, clicks });

  it("pairs day i with day i of the previous period", () => {
    const aligned = alignSeries(
      [point("2025-06-09", 5), point("2025-06-10", 6)],
      [point("2025-06-02", 3), point("2025-06-03", 4)],
    );
    expect(aligned).toEqual([
      {
        date: "2025-06-09",
        previousDate: "2025-06-02",
        current: point("2025-06-09", 5),
        previous: point("2025-06-02", 3),
      },
      {
        date: "2025-06-10",
        previousDate: "2025-06-03",
        current: point("2025-06-10", 6),
        previous: point("2025-06-03", 4),
      },
    ]);
  });

  it("leaves gaps for days without data instead of shifting the series", () => {
    const ranges = {
      current: range("2025-06-09", "2025-06-12"),
      previous: range("2025-06-02", "2025-06-05"),
    };
    const aligned = alignSeries(
      [point("2025-06-09", 5), point("2025-06-12", 8)],
      [point("2025-06-03", 4), point("2025-06-04", 2)],
      ranges,
    );
    expect(
      aligned.map((p) => [p.date, p.current?.clicks ?? null, p.previous?.clicks ?? null]),
    ).toEqual([
      ["2025-06-09", 5, null],
      ["2025-06-10", null, 4],
      ["2025-06-11", null, 2],
      ["2025-06-12", 8, null],
    ]);
  });

  it("stops the comparison where a shorter previous range ends", () => {
    const aligned = alignSeries([point("2025-03-01", 1), point("2025-03-02", 1)], [], {
      current: range("2025-03-01", "2025-03-02"),
      previous: range("2025-02-28", "2025-02-28"),
    });
    expect(aligned.map((p) => p.previousDate)).toEqual(["2025-02-28", null]);
  });

  it("returns nothing for an empty current series without ranges", () => {
    expect(alignSeries([], [point("2025-01-01", 1)])).toEqual([]);
  });
});

const RANGE = { startDate: "2026-01-05", endDate: "2026-02-01" };

describe("comparisonRange", () => {
  it("gives the weekday-aligned previous period or the same weeks a year before", () => {
    expect(comparisonRange(RANGE, null)).toBeNull();
    expect(comparisonRange(RANGE, "previous")).toEqual({
      startDate: "2025-12-08",
      endDate: "2026-01-04",
    });
    expect(comparisonRange(RANGE, "year")).toEqual({
      startDate: "2025-01-06",
      endDate: "2025-02-02",
    });
  });
});
