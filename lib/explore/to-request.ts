import type { Ga4FilterExpression, Ga4ReportSubset } from "@/lib/data-api/schemas/ga4";
import type { ExplorationDefinition, ExploreFilter } from "./definition";

// An exploration as GA4 runReport requests (google-apis.md §3.3), one page at a time.

/** The names of the two periods, which GA4 writes in each row's last dimension, `dateRange`. */
export const CURRENT_RANGE = "current";
export const PREVIOUS_RANGE = "previous";

type NumericValue = { int64Value: string } | { doubleValue: number };

/** Whole numbers travel as int64 strings, the rest as doubles. */
function numericValue(value: number): NumericValue {
  return Number.isSafeInteger(value) ? { int64Value: String(value) } : { doubleValue: value };
}

/** An exploration's filter as Google's FilterExpression JSON. */
export function toGa4Filter(filter: ExploreFilter): Ga4FilterExpression {
  switch (filter.kind) {
    case "and":
      return { andGroup: { expressions: filter.items.map(toGa4Filter) } };
    case "or":
      return { orGroup: { expressions: filter.items.map(toGa4Filter) } };
    case "not":
      return { notExpression: toGa4Filter(filter.item) };
    case "string":
      return {
        filter: {
          fieldName: filter.field,
          stringFilter: {
            matchType: filter.match,
            value: filter.value,
            ...(filter.caseSensitive !== undefined ? { caseSensitive: filter.caseSensitive } : {}),
          },
        },
      };
    case "inList":
      return {
        filter: {
          fieldName: filter.field,
          inListFilter: {
            values: filter.values,
            ...(filter.caseSensitive !== undefined ? { caseSensitive: filter.caseSensitive } : {}),
          },
        },
      };
    case "numeric":
      return {
        filter: {
          fieldName: filter.field,
          numericFilter: { operation: filter.op, value: numericValue(filter.value) },
        },
      };
    case "between":
      return {
        filter: {
          fieldName: filter.field,
          betweenFilter: { fromValue: numericValue(filter.from), toValue: numericValue(filter.to) },
        },
      };
    case "empty":
      return { filter: { fieldName: filter.field, emptyFilter: {} } };
  }
}

/**
 * The runReport request for the rows `page.offset` to `page.offset + page.limit` of the
 * exploration, cut at its limit. With a comparison both periods are asked, named `current` and
 * `previous`. A page that starts at or past the limit is the caller's mistake: a RangeError.
 */
export function explorationRequest(
  def: ExplorationDefinition,
  page: { offset: number; limit: number },
  options: { totals?: boolean } = {},
): Ga4ReportSubset {
  if (!Number.isInteger(page.offset) || page.offset < 0 || page.offset >= def.limit)
    throw new RangeError(`A page starts at a row from 0 to ${def.limit - 1}.`);
  if (!Number.isInteger(page.limit) || page.limit < 1)
    throw new RangeError("A page holds at least one row.");
  const metrics = new Set(def.metrics);
  return {
    dateRanges: def.compare
      ? [
          { ...def.range, name: CURRENT_RANGE },
          { ...def.compare, name: PREVIOUS_RANGE },
        ]
      : [{ ...def.range }],
    dimensions: def.dimensions.map((name) => ({ name })),
    metrics: def.metrics.map((name) => ({ name })),
    ...(def.dimensionFilter ? { dimensionFilter: toGa4Filter(def.dimensionFilter) } : {}),
    ...(def.metricFilter ? { metricFilter: toGa4Filter(def.metricFilter) } : {}),
    ...(def.orderBys.length > 0
      ? {
          orderBys: def.orderBys.map(({ field, desc }) =>
            metrics.has(field)
              ? { metric: { metricName: field }, desc }
              : { dimension: { dimensionName: field }, desc },
          ),
        }
      : {}),
    offset: page.offset,
    limit: Math.min(page.limit, def.limit - page.offset),
    ...(options.totals ? { metricAggregations: ["TOTAL" as const] } : {}),
  };
}
