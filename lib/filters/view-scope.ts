import { comparisonRange, type CompareMode } from "@/lib/dates/compare";
import { comparisonCoverage, type ComparisonCoverage } from "@/lib/dates/coverage";
import type { DateRange } from "@/lib/dates/format";
import { sourceTimeZone, todayIn } from "@/lib/dates/google-day";
import { defaultProject } from "@/lib/overview/sources";
import type { DataSourceType } from "@/lib/projects/limits";
import type { DataSourceDto, ProjectDto } from "@/lib/projects/types";
import { resolveDateRange, type FilterParams } from "./filter-context";
import { primarySource } from "./selectors";

// What a view reads, from its URL and the user's projects. Pure: the server page resolves it to
// prefetch the first screen and the client hook resolves it the same way, so their keys match.

export type ViewScopeInput = {
  params: FilterParams;
  projects: readonly ProjectDto[];
  /** The one source the view reads; null for a project-wide view (any source will do). */
  source: DataSourceType | null;
  /** Google's day (googleToday(now)): the day a Search Console or project-wide view counts in. */
  today: Date;
  /** The instant `today` was taken at; a GA4 view counts its day from it in the property's zone. */
  now?: Date | number;
  defaultRangeDays?: number;
};

export type ReadyScope = {
  project: ProjectDto;
  /** The property the view reads; null on a project-wide view. */
  property: DataSourceDto | null;
  /** True when the project is the default, not the URL's choice. */
  projectIsDefault: boolean;
  range: DateRange;
  /** True when the URL names no range and the view's default is shown. */
  rangeIsDefault: boolean;
  /**
   * The day the view counts its default range, presets and coverage from: Google's Pacific day, or
   * on a GA4 view the day in the property's reporting time zone.
   */
  today: Date;
  compare: CompareMode | null;
  /** The comparison period; null when comparison is off. */
  previousRange: DateRange | null;
  /** True when the view includes fresh days (dataState "all"), false for final data only. */
  fresh: boolean;
  /**
   * Whether the comparison can show change, by the coverage rule (lib/dates/coverage.ts) without
   * Google's word on the last final day, which the data routes add to their answers.
   */
  coverage: ComparisonCoverage;
};

export type ViewScope =
  | { status: "no-project" }
  /** The project has no data source of the view's type (any type on a project-wide view). */
  | { status: "no-source"; project: ProjectDto }
  | ({ status: "ready" } & ReadyScope);

const hasSource = (project: ProjectDto, source: DataSourceType | null) =>
  project.dataSources.some((s) => source === null || s.type === source);

/**
 * The URL's project when the user has it, else the newest project with a source of the view's
 * type (else the newest); the URL's property when the project has it, else its primary one.
 */
export function resolveViewScope({
  params,
  projects,
  source,
  today: googleDay,
  now = Date.now(),
  defaultRangeDays,
}: ViewScopeInput): ViewScope {
  const chosen = params.project ? projects.find((p) => p.id === params.project) : undefined;
  const project =
    chosen ??
    defaultProject(projects.filter((p) => hasSource(p, source))) ??
    defaultProject(projects);
  if (!project) return { status: "no-project" };
  if (!hasSource(project, source)) return { status: "no-source", project };

  const ofType = project.dataSources.filter((s) => s.type === source);
  const property =
    source === null
      ? null
      : (ofType.find((s) => s.id === params.property) ?? primarySource(ofType, source));
  const zone = sourceTimeZone(property);
  const today = property?.type === "ga4" ? todayIn(zone, now) : googleDay;
  const range = resolveDateRange(params, today, defaultRangeDays);
  const compare = params.compare ?? null;
  const previousRange = comparisonRange(range, compare);
  const fresh = params.fresh === "1";
  return {
    status: "ready",
    project,
    property,
    projectIsDefault: !chosen,
    range,
    rangeIsDefault: !(params.start && params.end),
    today,
    compare,
    previousRange,
    fresh,
    coverage: comparisonCoverage({ range, comparison: previousRange, today, fresh }),
  };
}
