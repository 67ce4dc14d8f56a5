"use client";

import { useMemo } from "react";
import { useViewScope, type ViewScopeState } from "@/hooks/use-view-scope";
import type { CompareMode } from "@/lib/dates/compare";
import type { ComparisonCoverage } from "@/lib/dates/coverage";
import type { DateRange } from "@/lib/dates/format";
import type { DataRef } from "@/lib/search-performance/requests";
import { resolveBrandTerms, type BrandTermsSource } from "@/lib/search-performance/brand";
import type { ViewState, ViewStatePatch } from "@/lib/search-performance/url-state";
import { useViewState } from "./use-view-state";

/** Everything a widget of the view needs to build its requests. */
export type ViewContext = {
  /** The property, and whether the view includes fresh days: every request is built from it. */
  ref: DataRef;
  propertyUri: string;
  propertyName: string;
  range: DateRange;
  /** The comparison period, when comparison is on. */
  previousRange: DateRange | null;
  compare: CompareMode | null;
  /** Whether the comparison can show change, before the server's word (lib/dates/coverage.ts). */
  coverage: ComparisonCoverage;
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
  const projectId = ready?.project.id ?? "";
  const propertyId = property?.id ?? "";
  const fresh = ready?.fresh ?? false;
  const ref = useMemo(() => ({ projectId, propertyId, fresh }), [projectId, propertyId, fresh]);

  if (!ready || !property) return scope.status === "ready" ? { status: "loading" } : scope;
  return {
    status: "ready",
    context: {
      ref,
      propertyUri: property.property_uri,
      propertyName: property.property_name ?? property.property_uri,
      range,
      previousRange: ready.previousRange,
      compare: ready.compare,
      coverage: ready.coverage,
      state,
      update,
      brand,
    },
  };
}
