"use client";

import { useMemo } from "react";
import { useViewScope, type ViewScopeState } from "@/hooks/use-view-scope";
import { viewBrandTerms, type DetectionScope } from "@/lib/cannibalization/requests";
import type { CannibalizationViewParams } from "@/lib/cannibalization/view-params";
import type { CompareMode } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import { useViewParams } from "./use-view-params";

/** What the view's parts read: the detection's scope, the comparison and the URL's params. */
export type CannibalizationContext = {
  detection: DetectionScope;
  propertyUri: string;
  /** The comparison period, when comparison is on. */
  previousRange: DateRange | null;
  compare: CompareMode | null;
  setParams: (patch: Partial<CannibalizationViewParams>) => void;
};

export type CannibalizationResolution =
  | Exclude<ViewScopeState, { status: "ready" }>
  | { status: "ready"; context: CannibalizationContext };

/** The view's scope (the same resolution as the server page's) with its thresholds and brand terms. */
export function useCannibalizationContext(): CannibalizationResolution {
  const scope = useViewScope("gsc");
  const [params, setParams] = useViewParams();
  const ready = scope.status === "ready" ? scope : null;
  const property = ready?.property ?? null;
  const propertyUri = property?.property_uri ?? "";
  const projectTerms = ready?.project.brand_terms;
  const brandTerms = useMemo(
    () => viewBrandTerms(projectTerms, propertyUri),
    [projectTerms, propertyUri],
  );

  if (!ready) return scope.status === "ready" ? { status: "loading" } : scope;
  if (!property) return { status: "no-source", project: ready.project };
  return {
    status: "ready",
    context: {
      detection: {
        ref: { projectId: ready.project.id, propertyId: property.id },
        range: ready.range,
        params,
        brandTerms,
        fresh: ready.fresh,
      },
      propertyUri,
      previousRange: ready.previousRange,
      compare: ready.compare,
      setParams,
    },
  };
}
