"use client";

import { useMemo } from "react";
import { useFilterContext } from "@/hooks/use-filter-context";
import { comparisonRange } from "@/lib/dates/compare";
import { resolveBrandTerms } from "@/lib/search-performance/brand";
import { useDataErrorToast } from "@/hooks/use-data-error-toast";
import { thresholdsOf } from "@/lib/cannibalization/view-params";
import { useCannibalization } from "./use-cannibalization";
import { useSearchConsoleScope } from "./use-search-console-scope";
import { useViewParams } from "./use-view-params";

const NO_TERMS: string[] = [];

/**
 * Everything the view shows: its property and range, its URL params, the brand terms in force, the
 * detection over the range and, in compare mode, over the comparison period.
 */
export function useCannibalizationReport() {
  const scope = useSearchConsoleScope();
  const { dateRange: filterRange, setDateRange, compare } = useFilterContext();
  const { startDate, endDate } = filterRange;
  const range = useMemo(() => ({ startDate, endDate }), [startDate, endDate]);
  const previousRange = useMemo(() => comparisonRange(range, compare), [range, compare]);
  const [params, setParams] = useViewParams();
  const { project, propertyUri } = scope;
  const brandTerms = useMemo(
    () =>
      project
        ? resolveBrandTerms(project.brand_terms, undefined, propertyUri ?? undefined).terms
        : NO_TERMS,
    [project, propertyUri],
  );
  // Keyed on the two numbers: opening an issue changes the params but must not rerun the detector.
  const { minSharePercent, minImpressions } = params;
  const thresholds = useMemo(
    () => thresholdsOf({ minSharePercent, minImpressions }),
    [minSharePercent, minImpressions],
  );
  const excluded = params.excludeBranded ? brandTerms : NO_TERMS;
  const result = useCannibalization({ ref: scope.ref, range, thresholds, brandTerms: excluded });
  const previous = useCannibalization({
    ref: previousRange ? scope.ref : null,
    range: previousRange ?? range,
    thresholds,
    brandTerms: excluded,
  });
  useDataErrorToast(previous.error);

  return {
    scope,
    range,
    setDateRange,
    compare,
    params,
    setParams,
    brandTerms,
    result,
    previousSummary: previousRange ? previous.data?.summary : undefined,
  };
}
