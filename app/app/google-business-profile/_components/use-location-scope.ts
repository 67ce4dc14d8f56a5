"use client";

import { useMemo } from "react";
import { useSelectedLocation } from "@/components/app-shell/location-picker";
import { useGmbLocationsQuery } from "@/hooks/queries/use-gmb-locations-query";
import { useFilterContext } from "@/hooks/use-filter-context";
import type { GmbLocationDto } from "@/lib/data-api/types";
import type { Comparison } from "@/lib/dates/compare";
import type { CompareMode, DateRange } from "@/lib/filters/filter-context";
import { comparisonRange } from "@/lib/dates/compare";

export type LocationScope = {
  status: "ready";
  location: GmbLocationDto;
  range: DateRange;
  compare: CompareMode | null;
  /** Both periods, set in comparison mode only. */
  comparison: Comparison | null;
};

export type LocationScopeState =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void }
  | { status: "none" }
  | { status: "unselected"; count: number }
  | LocationScope;

/** The location the header selected, with the filter context's range and comparison period. */
export function useLocationScope(): LocationScopeState {
  const locations = useGmbLocationsQuery();
  const [selectedId] = useSelectedLocation();
  const { dateRange, compare } = useFilterContext();
  const { startDate, endDate } = dateRange;

  // Keyed on the days, not on the range object the filter context builds afresh on every render.
  const periods = useMemo(() => {
    const range = { startDate, endDate };
    const previous = comparisonRange(range, compare);
    return { range, comparison: previous ? { current: range, previous } : null };
  }, [startDate, endDate, compare]);

  if (locations.isPending) return { status: "loading" };
  if (locations.error) {
    return { status: "error", error: locations.error, retry: () => void locations.refetch() };
  }
  if (locations.data.length === 0) return { status: "none" };
  const location = locations.data.find((l) => l.location_id === selectedId);
  if (!location) return { status: "unselected", count: locations.data.length };
  return { status: "ready", location, compare, ...periods };
}
