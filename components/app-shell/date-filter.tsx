"use client";

import { DateRangePicker } from "@/components/date-range/date-range-picker";
import type { FilterContext } from "@/hooks/use-filter-context";

type DateFilterProps = {
  filters: Pick<FilterContext, "dateRange" | "compare" | "setDateRange" | "setCompare">;
};

/** The range of the filter context; the picker's comparison is the previous period. */
export function DateFilter({ filters }: DateFilterProps) {
  return (
    <DateRangePicker
      value={filters.dateRange}
      onApply={filters.setDateRange}
      compare={filters.compare !== null}
      onCompareChange={(compare) => filters.setCompare(compare ? "previous" : null)}
      // On a phone the trigger is its icon alone, first in the bar, so it is never scrolled away.
      className="order-first h-8 px-2.5 sm:order-none sm:px-3"
      labelClassName="sr-only sm:not-sr-only"
    />
  );
}
