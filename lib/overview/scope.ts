import type { CompareMode } from "@/lib/dates/compare";
import { comparisonCoverage, type ComparisonCoverage } from "@/lib/dates/coverage";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { ReadyScope } from "@/lib/filters/view-scope";
import { primarySource } from "@/lib/filters/selectors";
import type { DataSourceDto, ProjectDto } from "@/lib/projects/types";
import { changePeriod } from "./requests";
import { locationNumbers } from "./sources";

export type OverviewScope = {
  project: ProjectDto;
  /** The Search Console, GA4 and Business Profile sources the overview reads; null when not connected. */
  gsc: PropertyRef | null;
  /** The Search Console property itself, for its name. */
  gscSource: DataSourceDto | null;
  ga4: PropertyRef | null;
  locations: string[];
  range: DateRange;
  /** The period changes are measured against (always set: tables show change even without compare mode). */
  comparison: DateRange;
  compare: CompareMode | null;
  /** Fresh days included (dataState "all") in every widget alike; false for final data only. */
  fresh: boolean;
  /** Whether changes against `comparison` can be shown (lib/dates/coverage.ts). */
  coverage: ComparisonCoverage;
};

/**
 * What the overview reads of a project: its primary Search Console and GA4 properties and its
 * Business Profile locations. Pure: the server page and the client build it the same way.
 */
export function overviewScope(
  {
    project,
    range,
    compare,
    fresh = false,
  }: Pick<ReadyScope, "project" | "range" | "compare"> & { fresh?: boolean },
  today: Date,
): OverviewScope {
  const ref = (source: DataSourceDto | null) =>
    source ? { projectId: project.id, propertyId: source.id } : null;
  const gsc = primarySource(project.dataSources, "gsc");
  const comparison = changePeriod(range, compare);
  return {
    project,
    gsc: ref(gsc),
    gscSource: gsc,
    ga4: ref(primarySource(project.dataSources, "ga4")),
    locations: locationNumbers(project.dataSources),
    range,
    comparison,
    compare,
    fresh,
    coverage: comparisonCoverage({ range, comparison, today, fresh }),
  };
}
