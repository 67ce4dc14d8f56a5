"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchCalendarItems } from "@/lib/content-calendar/requests";
import type { CalendarRange } from "@/lib/content-calendar/types";
import { contentKeys } from "@/lib/query/keys";

/** The items with a date in the shown period; another period keeps the last one on screen. */
export function useCalendarItems(range: CalendarRange) {
  return useQuery({
    queryKey: contentKeys.calendar(range),
    queryFn: () => fetchCalendarItems(range),
    placeholderData: keepPreviousData,
  });
}
