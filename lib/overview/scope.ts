import type { CompareMode } from "@/lib/dates/compare";
import { comparisonCoverage, type ComparisonCoverage } from "@/lib/dates/coverage";
import { formatDateRange, type DateRange } from "@/lib/dates/format";
import { shiftRange } from "@/lib/dates/compare";
import { daysAheadOfGoogle, sourceTimeZone } from "@/lib/dates/google-day";
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
  /** The GA4 property's reporting time zone, its days are counted in (Pacific when unknown). */
  ga4TimeZone: string;
  /**
   * The range and comparison of the GA4 card: the view's, except that the default range ends on the
   * property's own yesterday, as GA4 counts it, which can be a day off Google's Pacific one.
   */
  ga4Range: DateRange;
  ga4Comparison: DateRange;
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
    rangeIsDefault = false,
  }: Pick<ReadyScope, "project" | "range" | "compare"> & {
    fresh?: boolean;
    rangeIsDefault?: boolean;
  },
  today: Date,
  now: Date | number = Date.now(),
): OverviewScope {
  const ref = (source: DataSourceDto | null) =>
    source ? { projectId: project.id, propertyId: source.id } : null;
  const gsc = primarySource(project.dataSources, "gsc");
  const comparison = changePeriod(range, compare);
  const ga4Source = primarySource(project.dataSources, "ga4");
  const ga4TimeZone = sourceTimeZone(ga4Source);
  const ga4Range = rangeIsDefault ? shiftRange(range, daysAheadOfGoogle(ga4TimeZone, now)) : range;
  return {
    project,
    gsc: ref(gsc),
    gscSource: gsc,
    ga4: ref(ga4Source),
    ga4TimeZone,
    ga4Range,
    ga4Comparison: changePeriod(ga4Range, compare),
    locations: locationNumbers(project.dataSources),
    range,
    comparison,
    compare,
    fresh,
    coverage: comparisonCoverage({ range, comparison, today, fresh }),
  };
}

/**
 * Said under the cards when the GA4 card counts other days than the rest: its property's calendar
 * runs a day ahead of (or behind) Google's Pacific one, so its default range ends a day apart.
 */
export function ga4DaysNote({ ga4, ga4Range, range, ga4TimeZone }: OverviewScope): string | null {
  if (!ga4 || ga4Range.endDate === range.endDate) return null;
  return `Organic sessions (GA4) count the property's own days (${ga4TimeZone}): ${formatDateRange(ga4Range)}.`;
}
