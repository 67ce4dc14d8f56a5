import { request } from "@/lib/query/request";
import type { CalendarRange, CalendarRangeItems } from "./types";

// The browser's side of the calendar's range route.

export const fetchCalendarItems = (range: CalendarRange) =>
  request<CalendarRangeItems>("/api/content/items/range/", { searchParams: range });
