"use client";

import type { CompareMode } from "@/lib/filters/filter-context";
import { trendRequest } from "@/lib/search-performance/requests";
import type { ViewContext } from "./use-view-context";
import { useWidgetData } from "./use-widget-data";

export type TrendData = {
  current: ReturnType<typeof useWidgetData>;
  /** Null when comparison is off. */
  previous: ReturnType<typeof useWidgetData> | null;
  compare: CompareMode | null;
};

/** The daily rows and property totals of the range and of its comparison period. */
export function useTrendData(context: ViewContext): TrendData {
  const { ref, range, previousRange, compare, state, brand } = context;
  // The range's request names the comparison, so the server answers the totals to compare with.
  const current = useWidgetData(trendRequest(ref, range, state, brand.terms, previousRange));
  const previous = useWidgetData(
    previousRange ? trendRequest(ref, previousRange, state, brand.terms) : null,
  );
  return { current, previous: previousRange ? previous : null, compare };
}
