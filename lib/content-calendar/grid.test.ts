import { describe, expect, it } from "vitest";
import type { ContentItem } from "@/lib/content/types";
import {
  addMonthKeys,
  calendarEntries,
  dayAfterKey,
  entriesByDay,
  monthWeeks,
  stepPeriod,
  visibleRange,
  weekDays,
  withMovedEntry,
} from "./grid";

const item = (id: string, title: string, dueDate: string | null, publishDate: string | null) =>
  ({ id, title, dueDate, publishDate }) as ContentItem;

describe("monthWeeks", () => {
  it("covers the month in whole weeks starting on Monday", () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = monthWeeks("2026-03-15");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([
      "2026-02-23",
      "2026-02-24",
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
    expect(weeks.at(-1)).toEqual([
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
      "2026-04-02",
      "2026-04-03",
      "2026-04-04",
      "2026-04-05",
    ]);
    for (const week of weeks) expect(week).toHaveLength(7);
  });

  it("gives a month that starts on Monday and fills four weeks no leading days", () => {
    // February 2027: 28 days from Monday the 1st to Sunday the 28th.
    const weeks = monthWeeks("2027-02-10");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe("2027-02-01");
    expect(weeks[3]![6]).toBe("2027-02-28");
  });

  it("holds February 29 in a leap year and not in others", () => {
    expect(monthWeeks("2028-02-01").flat()).toContain("2028-02-29");
    expect(monthWeeks("2028-02-01").flat()).toContain("2028-03-01");
    expect(monthWeeks("2026-02-01").flat()).not.toContain("2026-02-29");
    expect(monthWeeks("2026-02-01").flat()).toContain("2026-02-28");
  });

  it("crosses a year's end and a change of summer time", () => {
    expect(monthWeeks("2026-12-31")[4]).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    // Every day of October 2026 once, with the clocks changing in the month.
    const days = monthWeeks("2026-10-01").flat();
    expect(new Set(days).size).toBe(days.length);
    expect(days.filter((d) => d.startsWith("2026-10"))).toHaveLength(31);
  });
});

describe("weekDays and visibleRange", () => {
  it("gives Monday to Sunday, across two months", () => {
    expect(weekDays("2026-04-01")).toEqual([
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
      "2026-04-02",
      "2026-04-03",
      "2026-04-04",
      "2026-04-05",
    ]);
    // A Sunday belongs to the week that started the Monday before.
    expect(weekDays("2026-03-01")[0]).toBe("2026-02-23");
  });

  it("answers the first and last day each view shows", () => {
    expect(visibleRange("month", "2026-03-15")).toEqual({ start: "2026-02-23", end: "2026-04-05" });
    expect(visibleRange("week", "2026-12-31")).toEqual({ start: "2026-12-28", end: "2027-01-03" });
  });
});

describe("moving through the calendar", () => {
  it("steps a month or a week", () => {
    expect(stepPeriod("month", "2026-01-31", 1)).toBe("2026-02-28");
    expect(stepPeriod("month", "2028-03-31", -1)).toBe("2028-02-29");
    expect(stepPeriod("week", "2026-12-29", 1)).toBe("2027-01-05");
    expect(addMonthKeys("2026-12-15", 1)).toBe("2027-01-15");
  });

  it("moves the focused day with the grid's keys", () => {
    const day = "2026-03-04"; // a Wednesday
    expect(dayAfterKey(day, "ArrowLeft")).toBe("2026-03-03");
    expect(dayAfterKey(day, "ArrowRight")).toBe("2026-03-05");
    expect(dayAfterKey(day, "ArrowUp")).toBe("2026-02-25");
    expect(dayAfterKey(day, "ArrowDown")).toBe("2026-03-11");
    expect(dayAfterKey(day, "Home")).toBe("2026-03-02");
    expect(dayAfterKey(day, "End")).toBe("2026-03-08");
    expect(dayAfterKey(day, "PageUp")).toBe("2026-02-04");
    expect(dayAfterKey(day, "PageDown")).toBe("2026-04-04");
    expect(dayAfterKey("2028-02-29", "ArrowRight")).toBe("2028-03-01");
    expect(dayAfterKey(day, "Enter")).toBeNull();
  });
});

describe("calendarEntries", () => {
  const items = [
    item("b", "Tomato guide", "2026-03-03", "2026-03-10"),
    item("a", "Apple guide", "2026-03-03", null),
    item("c", "Pruning", null, "2026-03-03"),
    item("d", "No dates", null, null),
    item("e", "Next month", "2026-04-20", null),
  ];

  it("makes one entry per date, due and publish apart, in day order", () => {
    const entries = calendarEntries(items);
    expect(entries.map((e) => `${e.day} ${e.kind} ${e.item.title}`)).toEqual([
      "2026-03-03 publish Pruning",
      "2026-03-03 due Apple guide",
      "2026-03-03 due Tomato guide",
      "2026-03-10 publish Tomato guide",
      "2026-04-20 due Next month",
    ]);
    expect(entries[0]!.id).toBe("c:publish");
  });

  it("keeps the dates within the range only, both ends included", () => {
    const entries = calendarEntries(items, { start: "2026-03-03", end: "2026-03-10" });
    expect(entries.map((e) => e.id)).toEqual(["c:publish", "a:due", "b:due", "b:publish"]);
  });

  it("groups the entries by day", () => {
    const byDay = entriesByDay(calendarEntries(items));
    expect(byDay.get("2026-03-03")?.map((e) => e.id)).toEqual(["c:publish", "a:due", "b:due"]);
    expect(byDay.get("2026-03-04")).toBeUndefined();
  });

  it("moves one date of one item and leaves the rest", () => {
    const moved = withMovedEntry(items, "b", "publish", "2026-03-12");
    expect(moved[0]).toMatchObject({ dueDate: "2026-03-03", publishDate: "2026-03-12" });
    expect(moved[1]).toBe(items[1]);
    expect(withMovedEntry(items, "b", "due", "2026-03-01")[0]?.dueDate).toBe("2026-03-01");
  });
});
