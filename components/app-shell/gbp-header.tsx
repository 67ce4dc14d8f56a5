"use client";

import { useFilterContext, useRestoreFilterContext } from "@/hooks/use-filter-context";
import { DateFilter } from "./date-filter";
import { LocationPicker } from "./location-picker";

/** On the business profile view the header picks a location and a range, 30 days by default (spec §2, §9). */
export function GbpHeader() {
  useRestoreFilterContext();
  const filters = useFilterContext();
  return (
    <div role="group" aria-label="Filters" className="flex items-center gap-2">
      <LocationPicker />
      <DateFilter filters={filters} />
    </div>
  );
}
