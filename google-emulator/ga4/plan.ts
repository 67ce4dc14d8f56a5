// Checks a RunReportRequest the way the Data API does and resolves it into what the cube needs.
import type { CubeRange } from "./cube";
import { resolveRanges } from "./date-ranges";
import type { DimensionDef } from "./dimensions";
import { compileFilter, type Predicate } from "./filters";
import type { MetricDef } from "./metrics";
import { ReportError } from "./report-error";
import type { FilterExpression, OrderBy, RunReportRequest } from "./request-schema";
import type { Ga4Schema } from "./schema";
import { checkCompatible } from "./scope";

const SCHEMA_HELP =
  "For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/api-schema ";

export const notADimension = (name: string) =>
  new ReportError(`Field ${name} is not a valid dimension. ${SCHEMA_HELP}`);
export const notAMetric = (name: string) =>
  new ReportError(`Field ${name} is not a valid metric. ${SCHEMA_HELP}`);

export type ReportPlan = {
  dimensions: DimensionDef[];
  metrics: { name: string; def: MetricDef }[];
  ranges: CubeRange[];
  involved: DimensionDef[];
  dimensionFilter?: Predicate;
  metricFilter?: { test: Predicate; defs: Map<string, MetricDef> };
  orderBys: OrderBy[];
  limit: number;
  offset: number;
  aggregations: Set<string>;
  returnPropertyQuota: boolean;
  currencyCode?: string;
};

export const DEFAULT_LIMIT = 10_000;
export const MAX_LIMIT = 250_000;

function unique(names: string[], kind: string): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new ReportError(`Duplicate ${kind} '${name}' in the request.`);
    seen.add(name);
  }
}

/** What runReport and checkCompatibility share: the fields of a request and its filters. */
type FieldsRequest = {
  dimensions?: { name: string }[];
  metrics?: { name: string }[];
  dimensionFilter?: FilterExpression;
  metricFilter?: FilterExpression;
};

export type ResolvedFields = Pick<
  ReportPlan,
  "dimensions" | "metrics" | "involved" | "dimensionFilter" | "metricFilter"
>;

/** Resolves the request's fields in the property's schema, with Google's 400s for unknown ones. */
export function resolveFields(body: FieldsRequest, schema: Ga4Schema): ResolvedFields {
  const { dimensions: known } = schema;
  const dimensions = (body.dimensions ?? []).map(
    (d) => known.get(d.name) ?? raise(notADimension(d.name)),
  );
  const metrics = (body.metrics ?? []).map((m) => ({
    name: m.name,
    def: schema.metric(m.name) ?? raise(notAMetric(m.name)),
  }));

  const involved = [...dimensions];
  let dimensionFilter: Predicate | undefined;
  if (body.dimensionFilter) {
    const compiled = compileFilter(body.dimensionFilter, "dimension", (field) => {
      if (!known.has(field))
        throw schema.metric(field)
          ? new ReportError(
              `Field ${field} is a metric; the dimension filter takes dimensions only.`,
            )
          : notADimension(field);
    });
    dimensionFilter = compiled.test;
    for (const field of compiled.fields)
      if (!involved.some((d) => d.apiName === field)) involved.push(known.get(field)!);
  }
  let metricFilter: ReportPlan["metricFilter"];
  if (body.metricFilter) {
    const defs = new Map<string, MetricDef>();
    const compiled = compileFilter(body.metricFilter, "metric", (field) => {
      const def = schema.metric(field);
      if (!def)
        throw known.has(field)
          ? new ReportError(`Field ${field} is a dimension; the metric filter takes metrics only.`)
          : notAMetric(field);
      defs.set(field, def);
    });
    metricFilter = { test: compiled.test, defs };
  }
  return { dimensions, metrics, involved, dimensionFilter, metricFilter };
}

/** The metrics a request reads: its own and its metric filter's. */
export const metricsRead = (fields: ResolvedFields): MetricDef[] => [
  ...fields.metrics.map((m) => m.def),
  ...(fields.metricFilter?.defs.values() ?? []),
];

export function planReport(body: RunReportRequest, today: number, schema: Ga4Schema): ReportPlan {
  if (body.cohortSpec || body.comparisons)
    throw new ReportError("Cohort and comparison reports are not emulated.");
  const dimensionNames = (body.dimensions ?? []).map((d) => d.name);
  const metricNames = (body.metrics ?? []).map((m) => m.name);
  if (dimensionNames.length > 9) throw new ReportError("Requests are limited to 9 dimensions.");
  if (metricNames.length > 10) throw new ReportError("Requests are limited to 10 metrics.");
  if (dimensionNames.length + metricNames.length === 0)
    throw new ReportError("A report needs at least one dimension or metric.");
  unique(dimensionNames, "dimension");
  unique(metricNames, "metric");
  if ((body.metrics ?? []).some((m) => m.expression))
    throw new ReportError("Metric expressions are not emulated.");

  const fields = resolveFields(body, schema);
  checkCompatible(fields.involved, metricsRead(fields));
  const ranges = resolveRanges(body, today);

  const orderBys = body.orderBys ?? [];
  checkOrderBys(orderBys, metricNames, dimensionNames, ranges.length);

  const limit = body.limit ?? DEFAULT_LIMIT;
  const offset = body.offset ?? 0;
  if (limit < 0) throw new ReportError("limit must be positive.");
  if (offset < 0) throw new ReportError("offset must not be negative.");
  return {
    ...fields,
    ranges,
    orderBys,
    limit: Math.min(limit === 0 ? DEFAULT_LIMIT : limit, MAX_LIMIT),
    offset,
    aggregations: new Set(body.metricAggregations ?? []),
    returnPropertyQuota: body.returnPropertyQuota ?? false,
    currencyCode: body.currencyCode,
  };
}

function raise(error: Error): never {
  throw error;
}

/**
 * Google's 400s for order-bys: each names one metric or one dimension of the request (the
 * `dateRange` column counts when there are several ranges). Shared by runReport and realtime.
 */
export function checkOrderBys(
  orderBys: readonly Pick<OrderBy, "metric" | "dimension">[],
  metricNames: readonly string[],
  dimensionNames: readonly string[],
  rangeCount: number,
): void {
  for (const order of orderBys) {
    if (!!order.metric === !!order.dimension)
      throw new ReportError("An orderBy must name exactly one of metric and dimension.");
    if (order.metric && !metricNames.includes(order.metric.metricName))
      throw new ReportError(
        `orderBys: metric ${order.metric.metricName} is not in the request's metrics.`,
      );
    const dim = order.dimension?.dimensionName;
    if (dim && !dimensionNames.includes(dim) && !(dim === "dateRange" && rangeCount > 1))
      throw new ReportError(`orderBys: dimension ${dim} is not in the request's dimensions.`);
  }
}
