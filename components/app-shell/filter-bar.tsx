"use client";

import { useFilterContext, useRestoreFilterContext } from "@/hooks/use-filter-context";
import { showsFreshFilter, usesFilters } from "@/lib/filters/page-config";
import { DateFilter } from "./date-filter";
import { DataSourceSelect, ProjectSelect, PropertySelect } from "./filter-selects";
import { FreshFilter } from "./fresh-filter";

/** The header's filters: only those the current view uses (its page config). */
export function FilterBar() {
  useRestoreFilterContext();
  const filters = useFilterContext();
  const { pageConfig } = filters;
  if (!usesFilters(pageConfig)) return null;
  return (
    <div role="group" aria-label="Filters" className="flex items-center gap-2">
      {pageConfig.showDataSourceFilter && <DataSourceSelect filters={filters} />}
      {pageConfig.showProjectFilter && <ProjectSelect filters={filters} />}
      {pageConfig.showPropertyFilter && <PropertySelect filters={filters} />}
      {pageConfig.showDateFilter && <DateFilter filters={filters} />}
      {showsFreshFilter(pageConfig) && <FreshFilter filters={filters} />}
    </div>
  );
}
