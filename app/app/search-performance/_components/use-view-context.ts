"use client";

import { useMemo } from "react";
import { useViewScope, type ViewScopeState } from "@/hooks/use-view-scope";
import type { CompareMode } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { resolveBrandTerms, type BrandTermsSource } from "@/lib/search-performance/brand";
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
  Exclude<ViewScopeState, { status: "ready" }> | { status: "ready"; context: ViewContext };

/** The view's scope (the same resolution as the server page's) with its own URL state. */
export function useViewContext(): ViewResolution {
  const scope = useViewScope("gsc");
  const [state, update] = useViewState();
  const ready = scope.status === "ready" ? scope : null;
  const property = ready?.property ?? null;
  const projectTerms = ready?.project.brand_terms;

  const brand = useMemo(
    () => resolveBrandTerms(projectTerms, state.brandTerms, property?.property_uri),
    [projectTerms, state.brandTerms, property?.property_uri],
  );
  const { startDate, endDate } = ready?.range ?? { startDate: "", endDate: "" };
  const range = useMemo(() => ({ startDate, endDate }), [startDate, endDate]);

  if (!ready || !property) return scope.status === "ready" ? { status: "loading" } : scope;
  return {
    status: "ready",
    context: {
      ref: { projectId: ready.project.id, propertyId: property.id },
      propertyUri: property.property_uri,
      propertyName: property.property_name ?? property.property_uri,
      range,
      previousRange: ready.previousRange,
      compare: ready.compare,
      state,
      update,
      brand,
    },
  };
}
