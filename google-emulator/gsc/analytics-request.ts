// Reads and checks a searchAnalytics.query body the way Google does: explicit 400s for bad
// dates, repeated dimensions, unknown enums, RE2-invalid patterns and impossible aggregations.
import { dayNumber } from "../world/search-dates";
import type { SearchType } from "../world/search-categories";
import type { Dimension } from "../world/search-rows";
import {
  parseAggregation,
  parseDataState,
  parseDimension,
  parseGroupType,
  parseOperator,
  parseType,
  type Aggregation,
} from "./analytics-enums";
import { allOf, predicate, type FilterDimension } from "./analytics-filters";

export const MAX_ROW_LIMIT = 25_000;
const DEFAULT_ROW_LIMIT = 1_000;
const QUERYLESS: readonly SearchType[] = ["discover", "googleNews"];

export type AnalyticsRequest = {
  startDay: number;
  endDay: number;
  dimensions: Dimension[];
  type: SearchType;
  filters: Partial<Record<FilterDimension, (value: string) => boolean>>;
  aggregation: Aggregation;
  rowLimit: number;
  startRow: number;
  dataState: "final" | "all";
  /** Everything that changes the rows (not the paging), for the result cache. */
  key: string;
};

type Failure = { error: string };
const fail = (error: string): Failure => ({ error });
const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

function integer(value: unknown, name: string, min: number, max: number, fallback: number) {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < min || n > max) {
    return fail(`Invalid value for ${name}: ${JSON.stringify(value)}. Expected ${min}–${max}.`);
  }
  return n;
}

function readDimensions(value: unknown, type: SearchType): Dimension[] | Failure {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return fail("dimensions must be a list.");
  const dimensions: Dimension[] = [];
  for (const raw of value) {
    const dimension = parseDimension(raw);
    if (!dimension) return fail(`Invalid dimension: ${JSON.stringify(raw)}.`);
    if (dimension === "hour") return fail("Hourly data is not available for this property.");
    if (dimensions.includes(dimension)) return fail(`Duplicate dimension: '${dimension}'.`);
    if (dimension === "query" && QUERYLESS.includes(type)) {
      return fail(`The query dimension is not supported for type '${type}'.`);
    }
    dimensions.push(dimension);
  }
  if (dimensions.includes("searchAppearance") && dimensions.length > 1) {
    return fail("searchAppearance cannot be grouped with other dimensions; filter by it instead.");
  }
  return dimensions;
}

function readFilters(value: unknown, type: SearchType) {
  const byDimension: Partial<Record<FilterDimension, ((v: string) => boolean)[]>> = {};
  const described: string[] = [];
  if (value === undefined) return { filters: {}, described };
  if (!Array.isArray(value)) return fail("dimensionFilterGroups must be a list.");
  for (const rawGroup of value) {
    const group = record(rawGroup);
    if (!group) return fail("Each dimension filter group must be an object.");
    if (group.groupType !== undefined && !parseGroupType(group.groupType)) {
      return fail(
        `Invalid groupType: ${JSON.stringify(group.groupType)}. Only 'and' is supported.`,
      );
    }
    for (const rawFilter of Array.isArray(group.filters) ? group.filters : []) {
      const filter = record(rawFilter);
      const dimension = parseDimension(filter?.dimension);
      if (!filter || !dimension || dimension === "date" || dimension === "hour") {
        return fail(`Invalid filter dimension: ${JSON.stringify(filter?.dimension)}.`);
      }
      if (dimension === "query" && QUERYLESS.includes(type)) {
        return fail(`The query dimension is not supported for type '${type}'.`);
      }
      const operator = filter.operator === undefined ? "equals" : parseOperator(filter.operator);
      if (!operator) return fail(`Invalid filter operator: ${JSON.stringify(filter.operator)}.`);
      if (typeof filter.expression !== "string") return fail("A filter needs an expression.");
      const test = predicate(dimension, operator, filter.expression);
      if ("error" in test) return test;
      (byDimension[dimension] ??= []).push(test);
      described.push(`${dimension} ${operator} ${filter.expression}`);
    }
  }
  const filters: AnalyticsRequest["filters"] = {};
  for (const [dimension, tests] of Object.entries(byDimension)) {
    filters[dimension as FilterDimension] = allOf(tests);
  }
  return { filters, described };
}

export function parseAnalyticsRequest(body: unknown): AnalyticsRequest | Failure {
  const input = record(body);
  if (!input) return fail("Invalid JSON payload received.");
  for (const field of ["startDate", "endDate"] as const) {
    if (typeof input[field] !== "string") return fail(`Missing required field: ${field}.`);
  }
  const startDay = dayNumber(input.startDate as string);
  const endDay = dayNumber(input.endDate as string);
  if (startDay === null) return fail(`Invalid startDate: '${input.startDate}'. Use YYYY-MM-DD.`);
  if (endDay === null) return fail(`Invalid endDate: '${input.endDate}'. Use YYYY-MM-DD.`);
  if (startDay > endDay) return fail("startDate must be on or before endDate.");
  const rawType = input.type ?? input.searchType ?? "web";
  const type = parseType(rawType);
  if (!type) return fail(`Invalid type: ${JSON.stringify(rawType)}.`);
  const dimensions = readDimensions(input.dimensions, type);
  if ("error" in dimensions) return dimensions;
  const filtered = readFilters(input.dimensionFilterGroups, type);
  if ("error" in filtered) return filtered;
  const aggregation = parseAggregation(input.aggregationType ?? "auto");
  if (!aggregation)
    return fail(`Invalid aggregationType: ${JSON.stringify(input.aggregationType)}.`);
  const byPage = dimensions.includes("page") || filtered.filters.page !== undefined;
  if (aggregation === "byProperty" && byPage) {
    return fail("aggregationType byProperty is not supported when grouping or filtering by page.");
  }
  if (
    aggregation === "byNewsShowcasePanel" &&
    (!QUERYLESS.includes(type) || !filtered.described.some((d) => /NEWS_SHOWCASE$/i.test(d)))
  ) {
    return fail(
      "aggregationType byNewsShowcasePanel needs type discover or googleNews and a searchAppearance filter on NEWS_SHOWCASE.",
    );
  }
  const rawState = input.dataState ?? "final";
  const dataState = parseDataState(rawState);
  if (!dataState) return fail(`Invalid dataState: ${JSON.stringify(rawState)}.`);
  if (dataState === "hourly_all") return fail("Hourly data is not available for this property.");
  const rowLimit = integer(input.rowLimit, "rowLimit", 1, MAX_ROW_LIMIT, DEFAULT_ROW_LIMIT);
  if (typeof rowLimit !== "number") return rowLimit;
  const startRow = integer(input.startRow, "startRow", 0, Number.MAX_SAFE_INTEGER, 0);
  if (typeof startRow !== "number") return startRow;
  return {
    startDay,
    endDay,
    dimensions,
    type,
    filters: filtered.filters,
    aggregation,
    rowLimit,
    startRow,
    dataState,
    key: JSON.stringify([startDay, endDay, dimensions, type, filtered.described, dataState]),
  };
}
