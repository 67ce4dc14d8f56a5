import * as z from "@/lib/zod-mini";
import { jsonTextSchema, projectIdSchema, propertyIdSchema } from "./common";

// The body of POST /api/data/ga4/: the subset of a GA4 runReport request the views use
// (google-apis.md §3.3), shared with the query hook.

export const GA4_MAX_DATE_RANGES = 2;
export const GA4_MAX_DIMENSIONS = 9;
export const GA4_MAX_METRICS = 10;
export const GA4_MAX_LIMIT = 250_000;
const MAX_FILTER_DEPTH = 5;

// API names: `sessions`, `sessionDefaultChannelGroup`, `customEvent:author`.
const apiName = z.string().check(z.regex(/^[A-Za-z][\w:]{0,199}$/, "Not a GA4 API name."));
// Dates as Google takes them: YYYY-MM-DD, NdaysAgo, yesterday or today.
const ga4Date = z
  .string()
  .check(z.regex(/^(\d{4}-\d{2}-\d{2}|\d{1,4}daysAgo|yesterday|today)$/, "Unknown date form."));

const dateRangeSchema = z.object({
  startDate: ga4Date,
  endDate: ga4Date,
  name: z.optional(
    z.string().check(
      z.maxLength(100),
      z.refine((n) => !/^(date_range_|RESERVED_)/.test(n), "This range name is reserved."),
    ),
  ),
});

const stringFilterSchema = z.object({
  matchType: z.optional(
    z.enum(["EXACT", "BEGINS_WITH", "ENDS_WITH", "CONTAINS", "FULL_REGEXP", "PARTIAL_REGEXP"]),
  ),
  value: z.string().check(z.maxLength(1000)),
  caseSensitive: z.optional(z.boolean()),
});

const inListFilterSchema = z.object({
  values: z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(200)),
  caseSensitive: z.optional(z.boolean()),
});

// int64 travels as a decimal string; a double as a JSON number (NaN and infinities are not JSON).
const numericValueSchema = z
  .object({
    int64Value: z.optional(z.string().check(z.regex(/^-?\d{1,19}$/, "Not an int64 value."))),
    doubleValue: z.optional(z.number()),
  })
  .check(
    z.refine(
      (v) => (v.int64Value === undefined) !== (v.doubleValue === undefined),
      "A number is either an int64Value or a doubleValue.",
    ),
  );

const numericFilterSchema = z.object({
  operation: z.enum([
    "EQUAL",
    "LESS_THAN",
    "LESS_THAN_OR_EQUAL",
    "GREATER_THAN",
    "GREATER_THAN_OR_EQUAL",
  ]),
  value: numericValueSchema,
});

const betweenFilterSchema = z.object({
  fromValue: numericValueSchema,
  toValue: numericValueSchema,
});

const FILTER_KINDS = [
  "stringFilter",
  "inListFilter",
  "numericFilter",
  "betweenFilter",
  "emptyFilter",
] as const;

const fieldFilterSchema = z
  .object({
    fieldName: apiName,
    stringFilter: z.optional(stringFilterSchema),
    inListFilter: z.optional(inListFilterSchema),
    numericFilter: z.optional(numericFilterSchema),
    betweenFilter: z.optional(betweenFilterSchema),
    emptyFilter: z.optional(z.object({})),
  })
  .check(
    z.refine(
      (f) => FILTER_KINDS.filter((kind) => f[kind] !== undefined).length === 1,
      "A filter has exactly one condition.",
    ),
  );

export type Ga4FilterExpression = {
  andGroup?: { expressions: Ga4FilterExpression[] };
  orGroup?: { expressions: Ga4FilterExpression[] };
  notExpression?: Ga4FilterExpression;
  filter?: z.infer<typeof fieldFilterSchema>;
};

const groupSchema: z.ZodMiniType<{ expressions: Ga4FilterExpression[] }> = z.object({
  get expressions() {
    return z.array(filterExpressionSchema).check(z.maxLength(20));
  },
});

const filterExpressionSchema: z.ZodMiniType<Ga4FilterExpression> = z.object({
  andGroup: z.optional(groupSchema),
  orGroup: z.optional(groupSchema),
  get notExpression() {
    return z.optional(filterExpressionSchema);
  },
  filter: z.optional(fieldFilterSchema),
});

function depthOf(expression: Ga4FilterExpression | undefined): number {
  if (!expression) return 0;
  const children = [
    ...(expression.andGroup?.expressions ?? []),
    ...(expression.orGroup?.expressions ?? []),
    ...(expression.notExpression ? [expression.notExpression] : []),
  ];
  return 1 + Math.max(0, ...children.map(depthOf));
}

/** Whether `value` nests objects and arrays at most `max` deep; iterative, so any depth is safe to ask. */
export function nestsAtMost(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth > max) return false;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return true;
}

// Checked before the recursive schema: a filter nested thousands deep (a 64 KB body holds about
// 3,500 levels) would overflow the stack of the parse itself. Each level is at most three JSON
// levels (andGroup → expressions → item) and a leaf filter at most four (filter → numericFilter
// → value).
const filterShapeSchema = z
  .unknown()
  .check(
    z.refine(
      (raw) => nestsAtMost(raw, 3 * MAX_FILTER_DEPTH + 1),
      "The filter is nested too deeply.",
    ),
  );

const filterSchema = z.pipe(
  filterShapeSchema,
  filterExpressionSchema.check(
    z.refine((f) => depthOf(f) <= MAX_FILTER_DEPTH, "The filter is nested too deeply."),
  ),
);

const orderBySchema = z.object({
  dimension: z.optional(
    z.object({
      dimensionName: apiName,
      orderType: z.optional(z.enum(["ALPHANUMERIC", "CASE_INSENSITIVE_ALPHANUMERIC", "NUMERIC"])),
    }),
  ),
  metric: z.optional(z.object({ metricName: apiName })),
  desc: z.optional(z.boolean()),
});

export const ga4ReportSubsetSchema = z.object({
  dateRanges: z
    .array(dateRangeSchema)
    .check(
      z.minLength(1, "A report needs a date range."),
      z.maxLength(GA4_MAX_DATE_RANGES, "A report compares at most two date ranges."),
    ),
  dimensions: z.optional(
    z.array(z.object({ name: apiName })).check(z.maxLength(GA4_MAX_DIMENSIONS)),
  ),
  metrics: z
    .array(z.object({ name: apiName }))
    .check(
      z.minLength(1, "A report needs at least one metric."),
      z.maxLength(GA4_MAX_METRICS, `A report takes at most ${GA4_MAX_METRICS} metrics.`),
    ),
  dimensionFilter: z.optional(filterSchema),
  /** Applied after aggregation, like SQL's HAVING; it names metrics only. */
  metricFilter: z.optional(filterSchema),
  orderBys: z.optional(z.array(orderBySchema).check(z.maxLength(10))),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(GA4_MAX_LIMIT))),
  offset: z.optional(z.int().check(z.minimum(0))),
  /** Totals only: the app reads no minimum, maximum or count rows. */
  metricAggregations: z.optional(z.array(z.enum(["TOTAL"])).check(z.maxLength(1))),
  /** Ask Google what the report cost and what is left of the property's token buckets. */
  returnPropertyQuota: z.optional(z.boolean()),
});

export type Ga4ReportSubset = z.infer<typeof ga4ReportSubsetSchema>;

export const ga4DataRequestSchema = z.object({
  projectId: projectIdSchema,
  propertyId: propertyIdSchema,
  request: ga4ReportSubsetSchema,
});

export type Ga4DataRequest = z.infer<typeof ga4DataRequestSchema>;

/** GET /api/data/ga4/export/?request=<a Ga4DataRequest as JSON>&filename= — every row as CSV. */
export const ga4ExportSchema = z.object({
  request: z.pipe(jsonTextSchema, ga4DataRequestSchema),
  filename: z._default(
    z
      .string()
      .check(z.regex(/^[\w.-]{1,120}$/, "The file name may use letters, digits, dots and dashes.")),
    "ga4-report.csv",
  ),
});
