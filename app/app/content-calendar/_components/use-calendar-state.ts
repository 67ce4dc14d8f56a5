"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import {
  parseCalendarState,
  withCalendarState,
  type CalendarState,
} from "@/lib/content-calendar/url-state";
import { replaceQuery } from "@/lib/routing/replace-query";

/** The calendar's view and shown day, read from and written to the URL. */
export function useCalendarState(today: string): [CalendarState, (next: CalendarState) => void] {
  const pathname = usePathname();
  const params = useSearchParams();
  const state = useMemo(() => parseCalendarState(params, today), [params, today]);
  const setState = useCallback(
    (next: CalendarState) =>
      replaceQuery(
        pathname,
        withCalendarState(new URLSearchParams(params.toString()), next, today).toString(),
      ),
    [pathname, params, today],
  );
  return [state, setState];
}
