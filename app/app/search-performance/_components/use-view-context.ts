"use client";

import { useMemo } from "react";
import { useFilterContext, type FilterContext } from "@/hooks/use-filter-context";
import { useProjectsQuery } from "@/hooks/queries/use-projects-query";
import type { DateRange } from "@/lib/dates/format";
import type { CompareMode } from "@/lib/filters/filter-context";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { resolveBrandTerms, type BrandTermsSource } from "@/lib/search-performance/brand";
import { comparisonRange } from "@/lib/dates/compare";
import type { ViewState, ViewStatePatch } from "@/lib/search-performance/url-state";
import { useViewState } from "./use-view-state";

/** Everything a widget of the view needs to build its requests. */
export type ViewContext = {
  ref: PropertyRef;
  propertyUri: string;
  propertyName: string;
  range: DateRange;
  /** The comparison period, when comparison is on. */
  previousRange: DateRange | null;
  compare: CompareMode | null;
  state: ViewState;
  update: (patch: ViewStatePatch) => void;
  brand: { terms: string[]; source: BrandTermsSource };
};

export type ViewResolution =
  | { status: "loading" }
  | { status: "no-project"; filters: FilterContext }
  | { status: "no-property"; filters: FilterContext }
  | { status: "ready"; context: ViewContext };

/** The property the view reads: the filter context's (chosen in the header, else its default). */
export function useViewContext(): ViewResolution {
  const filters = useFilterContext();
  const projects = useProjectsQuery();
  const [state, update] = useViewState();
  const { selectedProjectId, selectedProperty: property, dateRange, compare } = filters;
  const project = projects.data?.find((p) => p.id === selectedProjectId);

  const brand = useMemo(
    () => resolveBrandTerms(project?.brand_terms, state.brandTerms, property?.property_uri),
    [project?.brand_terms, state.brandTerms, property?.property_uri],
  );
  const previousRange = useMemo(() => comparisonRange(dateRange, compare), [dateRange, compare]);

  if (filters.projectsLoading) return { status: "loading" };
  if (!selectedProjectId) return { status: "no-project", filters };
  if (filters.propertiesLoading) return { status: "loading" };
  if (!property) return { status: "no-property", filters };
  return {
    status: "ready",
    context: {
      ref: { projectId: selectedProjectId, propertyId: property.id },
      propertyUri: property.property_uri,
      propertyName: property.property_name,
      range: dateRange,
      previousRange,
      compare,
      state,
      update,
      brand,
    },
  };
}
