import { dayKeyIn, GOOGLE_TIME_ZONE } from "@/lib/dates/google-day";
import type { SearchParamsLike } from "@/lib/filters/filter-context";
import type { CalendarView } from "./grid";

// The calendar's own URL params, beside the filter bar's project: ?view=month|week&date=yyyy-MM-dd.
// `date` is any day of the month or week shown; without it the calendar shows today's. One parser
// for the server page and the client; anything invalid falls back, nothing throws.

export const CONTENT_CALENDAR_PATH = "/app/content-calendar/";

export const CALENDAR_VIEWS = ["month", "week"] as const satisfies readonly CalendarView[];

export type CalendarState = { view: CalendarView; date: string };

/**
 * Today as the content workflow counts it (Google's Pacific day, as the store's clock), so the
 * server's first HTML and the browser mark the same day.
 */
export const calendarToday = (now: Date | number = Date.now()) => dayKeyIn(GOOGLE_TIME_ZONE, now);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written yyyy-MM-dd, between the years 2000 and 2100. */
export function isDayKey(value: string | null): value is string {
  const match = value ? DAY.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function parseCalendarState(search: SearchParamsLike, today: string): CalendarState {
  const view = search.get("view");
  const date = search.get("date");
  return {
    view: view === "week" ? "week" : "month",
    date: isDayKey(date) ? date : today,
  };
}

/** `search` with `state` written into it; the defaults (month, today) leave the URL. */
export function withCalendarState(
  search: URLSearchParams,
  state: CalendarState,
  today: string,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (state.view === "month") next.delete("view");
  else next.set("view", state.view);
  if (state.date === today) next.delete("date");
  else next.set("date", state.date);
  return next;
}

/** An item's sheet in Content Planning. */
export const planningItemHref = (projectId: string, itemId: string) =>
  `/app/content-planning/?${new URLSearchParams({ project: projectId, item: itemId }).toString()}`;
