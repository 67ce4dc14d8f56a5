import type { ExplorationDefinition } from "./definition";

export type ChartKind = "line" | "bar" | "pivot";

// Dimensions whose values run along time in order (a day, an hour, a week of a year, the nth day
// of the range). Cyclic ones (hour of day, day of week) are categories, drawn as bars.
const DATE_DIMENSIONS = new Set([
  "date",
  "dateHour",
  "dateHourMinute",
  "firstSessionDate",
  "isoWeek",
  "isoYear",
  "isoYearIsoWeek",
  "month",
  "nthDay",
  "nthHour",
  "nthMinute",
  "nthMonth",
  "nthWeek",
  "nthYear",
  "week",
  "year",
  "yearMonth",
  "yearWeek",
]);

/** Whether the GA4 dimension runs along time. */
export function isDateDimension(name: string): boolean {
  return DATE_DIMENSIONS.has(name);
}

/**
 * How the exploration is drawn: a line along the first date-like dimension; a pivot for two
 * dimensions that are not dates; bars otherwise (the totals, as bars, without a dimension).
 */
export function chartKind(def: Pick<ExplorationDefinition, "dimensions">): ChartKind {
  if (def.dimensions.some(isDateDimension)) return "line";
  return def.dimensions.length === 2 ? "pivot" : "bar";
}
