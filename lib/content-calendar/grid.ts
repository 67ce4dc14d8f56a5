import {
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import type { ContentItem } from "@/lib/content/types";
import { shiftDay } from "@/lib/dates/compare";
import { fromDateKey, toDateKey } from "@/lib/dates/format";

// The calendar's days and what falls on them. Pure: days are yyyy-MM-dd keys, weeks start on
// Monday, and the server's prefetch and the browser build the same grid from the same date.

export type CalendarView = "month" | "week";
export type EntryKind = "due" | "publish";

/** One date of an item on the calendar: an item with both dates is two entries. */
export type CalendarEntry = {
  /** `<item id>:<kind>`, unique on the calendar. */
  id: string;
  kind: EntryKind;
  day: string;
  item: ContentItem;
};

export type DayRange = { start: string; end: string };

const WEEK = { weekStartsOn: 1 } as const;
const days = (start: Date, end: Date) => eachDayOfInterval({ start, end }).map(toDateKey);

/** The same day of another month, or its last day when the month is shorter (Jan 31 → Feb 28). */
export const addMonthKeys = (day: string, n: number) => toDateKey(addMonths(fromDateKey(day), n));

export const monthOf = (day: string) => day.slice(0, 7);

/** The weeks (Monday to Sunday) that hold the days of `day`'s month. */
export function monthWeeks(day: string): string[][] {
  const date = fromDateKey(day);
  const all = days(startOfWeek(startOfMonth(date), WEEK), endOfWeek(endOfMonth(date), WEEK));
  const weeks: string[][] = [];
  for (let i = 0; i < all.length; i += 7) weeks.push(all.slice(i, i + 7));
  return weeks;
}

/** Monday to Sunday of the week that holds `day`. */
export function weekDays(day: string): string[] {
  const date = fromDateKey(day);
  return days(startOfWeek(date, WEEK), endOfWeek(date, WEEK));
}

/** The rows of the view: the month's weeks, or the one week. */
export const calendarWeeks = (view: CalendarView, day: string) =>
  view === "month" ? monthWeeks(day) : [weekDays(day)];

/** The first and last day the view shows (a month's grid starts and ends with whole weeks). */
export function visibleRange(view: CalendarView, day: string): DayRange {
  const weeks = calendarWeeks(view, day);
  return { start: weeks[0]![0]!, end: weeks.at(-1)!.at(-1)! };
}

/** The date one period before (-1) or after (+1) `day`'s. */
export const stepPeriod = (view: CalendarView, day: string, step: -1 | 1) =>
  view === "month" ? addMonthKeys(day, step) : shiftDay(day, 7 * step);

/** The day a grid key moves the focus to, or null for a key the grid does not use. */
export function dayAfterKey(day: string, key: string): string | null {
  switch (key) {
    case "ArrowLeft":
      return shiftDay(day, -1);
    case "ArrowRight":
      return shiftDay(day, 1);
    case "ArrowUp":
      return shiftDay(day, -7);
    case "ArrowDown":
      return shiftDay(day, 7);
    case "Home":
      return weekDays(day)[0]!;
    case "End":
      return weekDays(day)[6]!;
    case "PageUp":
      return addMonthKeys(day, -1);
    case "PageDown":
      return addMonthKeys(day, 1);
    default:
      return null;
  }
}

/** Every date of the items within `range` (both ends included), as entries. */
export function calendarEntries(
  items: readonly ContentItem[],
  range: DayRange | null = null,
): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const item of items) {
    const dates: [EntryKind, string | null][] = [
      ["due", item.dueDate],
      ["publish", item.publishDate],
    ];
    for (const [kind, day] of dates) {
      if (!day || (range && (day < range.start || day > range.end))) continue;
      entries.push({ id: `${item.id}:${kind}`, kind, day, item });
    }
  }
  // By day, then publish dates before due dates, then by title.
  return entries.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      (a.kind === b.kind ? 0 : a.kind === "publish" ? -1 : 1) ||
      a.item.title.localeCompare(b.item.title) ||
      a.id.localeCompare(b.id),
  );
}

/** The entries of each day, in the order calendarEntries gives. */
export function entriesByDay(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const list = byDay.get(entry.day);
    if (list) list.push(entry);
    else byDay.set(entry.day, [entry]);
  }
  return byDay;
}

/** The field a moved entry changes. */
export const dateField = (kind: EntryKind) => (kind === "due" ? "dueDate" : "publishDate");

/** `items` with one item's date moved to `day` (what the calendar shows while the save runs). */
export function withMovedEntry<T extends Pick<ContentItem, "id" | "dueDate" | "publishDate">>(
  items: readonly T[],
  itemId: string,
  kind: EntryKind,
  day: string,
): T[] {
  return items.map((item) => (item.id === itemId ? { ...item, [dateField(kind)]: day } : item));
}
