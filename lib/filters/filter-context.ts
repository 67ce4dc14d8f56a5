import { isValid, subDays } from "date-fns";
import { isProjectUuid } from "@/lib/auth/uuid";
import { COMPARE_MODES, type CompareMode } from "@/lib/dates/compare";
import { fromDateKey, toDateKey, type DateRange } from "@/lib/dates/format";
import { DATA_SOURCE_TYPES, type DataSourceType } from "@/lib/projects/limits";

// Spec §3 filter context, as it lives in the URL: ?project=&property=&source=&start=&end=&compare=
// and fresh=1, which includes Search Console's fresh days (final data only without it).
export const FILTER_PARAM_KEYS = [
  "project",
  "property",
  "source",
  "start",
  "end",
  "compare",
  "fresh",
] as const;
export type FilterParamKey = (typeof FILTER_PARAM_KEYS)[number];

export { COMPARE_MODES, type CompareMode } from "@/lib/dates/compare";

export type { DateRange };

/** The filter params of a URL after anything invalid was dropped; a missing key means "not chosen". */
export type FilterParams = {
  project?: string;
  property?: string;
  source?: DataSourceType;
  start?: string;
  end?: string;
  compare?: CompareMode;
  /** "1": the view includes fresh days (dataState "all"); absent: final data only. */
  fresh?: "1";
};

/** The part of URLSearchParams the parser reads, so next/navigation's read-only params fit too. */
export type SearchParamsLike = { get(name: string): string | null };

/** The select option that stands for "no project" and "no property" (spec §3). */
export const ALL_OPTION = "all";

/** A real calendar day written exactly as yyyy-MM-dd ("2025-02-30" and "2025-2-3" are not). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = fromDateKey(value);
  return isValid(date) && toDateKey(date) === value;
}

/**
 * The last `days` days ending yesterday: today's data is still incomplete in Google's reports.
 * `today` is Google's day (googleToday), not the local one.
 */
export function defaultDateRange(today: Date, days = 28): DateRange {
  const end = subDays(today, 1);
  return { startDate: toDateKey(subDays(end, days - 1)), endDate: toDateKey(end) };
}

// Projects and data sources have UUID ids; "all" and anything else mean none.
const idParam = (value: string | null): string | undefined =>
  isProjectUuid(value) ? value.toLowerCase() : undefined;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** Reads the filter params; an invalid value is dropped, never thrown. A range needs both valid ends in order. */
export function parseFilterParams(search: SearchParamsLike): FilterParams {
  const params: FilterParams = {};
  const project = idParam(search.get("project"));
  if (project) params.project = project;
  const property = idParam(search.get("property"));
  if (property) params.property = property;
  const source = oneOf(DATA_SOURCE_TYPES, search.get("source"));
  if (source) params.source = source;
  const start = search.get("start") ?? "";
  const end = search.get("end") ?? "";
  if (isDay(start) && isDay(end) && start <= end) Object.assign(params, { start, end });
  const compare = oneOf(COMPARE_MODES, search.get("compare"));
  if (compare) params.compare = compare;
  if (search.get("fresh") === "1") params.fresh = "1";
  return params;
}

/** The range the params name, or the default of the page when they name none. */
export function resolveDateRange(params: FilterParams, today: Date, defaultDays = 28): DateRange {
  return params.start && params.end
    ? { startDate: params.start, endDate: params.end }
    : defaultDateRange(today, defaultDays);
}

export function hasFilterParams(search: SearchParamsLike): boolean {
  return FILTER_PARAM_KEYS.some((key) => search.get(key) !== null);
}

/** A query string with `params` as the filter keys and every other key of `current` kept as it was. */
export function withFilterParams(current: URLSearchParams, params: FilterParams): string {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (!(FILTER_PARAM_KEYS as readonly string[]).includes(key)) next.append(key, value);
  }
  for (const key of FILTER_PARAM_KEYS) {
    const value = params[key];
    if (value) next.set(key, value);
  }
  return next.toString();
}
