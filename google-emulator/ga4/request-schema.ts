// RunReportRequest as the Data API v1beta reads it (google-apis.md §3.3), and its error wording
// for malformed payloads.
import { z } from "zod";

const int64 = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

export const MATCH_TYPES = [
  "EXACT",
  "BEGINS_WITH",
  "ENDS_WITH",
  "CONTAINS",
  "FULL_REGEXP",
  "PARTIAL_REGEXP",
] as const;
export const NUMERIC_OPERATIONS = [
  "EQUAL",
  "LESS_THAN",
  "LESS_THAN_OR_EQUAL",
  "GREATER_THAN",
  "GREATER_THAN_OR_EQUAL",
] as const;

const numericValue = z.strictObject({
  int64Value: int64.optional(),
  doubleValue: z.number().optional(),
});

const fieldFilter = z.strictObject({
  fieldName: z.string(),
  stringFilter: z
    .strictObject({
      matchType: z.enum(MATCH_TYPES).optional(),
      value: z.string().optional(),
      caseSensitive: z.boolean().optional(),
    })
    .optional(),
  inListFilter: z
    .strictObject({ values: z.array(z.string()).optional(), caseSensitive: z.boolean().optional() })
    .optional(),
  numericFilter: z
    .strictObject({ operation: z.enum(NUMERIC_OPERATIONS), value: numericValue })
    .optional(),
  betweenFilter: z.strictObject({ fromValue: numericValue, toValue: numericValue }).optional(),
  emptyFilter: z.strictObject({}).optional(),
});
export type FieldFilter = z.infer<typeof fieldFilter>;
export type NumericValue = z.infer<typeof numericValue>;

export type FilterExpression = {
  andGroup?: { expressions?: FilterExpression[] };
  orGroup?: { expressions?: FilterExpression[] };
  notExpression?: FilterExpression;
  filter?: FieldFilter;
};

const filterExpression: z.ZodType<FilterExpression> = z.lazy(() =>
  z.strictObject({
    andGroup: z.strictObject({ expressions: z.array(filterExpression).optional() }).optional(),
    orGroup: z.strictObject({ expressions: z.array(filterExpression).optional() }).optional(),
    notExpression: filterExpression.optional(),
    filter: fieldFilter.optional(),
  }),
);

const orderBy = z.strictObject({
  metric: z.strictObject({ metricName: z.string() }).optional(),
  dimension: z
    .strictObject({
      dimensionName: z.string(),
      orderType: z.enum(["ALPHANUMERIC", "CASE_INSENSITIVE_ALPHANUMERIC", "NUMERIC"]).optional(),
    })
    .optional(),
  desc: z.boolean().optional(),
});
export type OrderBy = z.infer<typeof orderBy>;

export const runReportRequest = z.strictObject({
  property: z.string().optional(),
  dimensions: z
    .array(z.strictObject({ name: z.string(), dimensionExpression: z.unknown().optional() }))
    .optional(),
  metrics: z
    .array(
      z.strictObject({
        name: z.string(),
        expression: z.string().optional(),
        invisible: z.boolean().optional(),
      }),
    )
    .optional(),
  dateRanges: z
    .array(
      z.strictObject({
        startDate: z.string().optional(),
        endDate: z.string().optional(),
        name: z.string().optional(),
      }),
    )
    .optional(),
  dimensionFilter: filterExpression.optional(),
  metricFilter: filterExpression.optional(),
  offset: int64.optional(),
  limit: int64.optional(),
  metricAggregations: z.array(z.enum(["TOTAL", "MAXIMUM", "MINIMUM", "COUNT"])).optional(),
  orderBys: z.array(orderBy).optional(),
  currencyCode: z.string().optional(),
  cohortSpec: z.unknown().optional(),
  comparisons: z.unknown().optional(),
  keepEmptyRows: z.boolean().optional(),
  returnPropertyQuota: z.boolean().optional(),
});
export type RunReportRequest = z.infer<typeof runReportRequest>;

export const batchRunReportsRequest = z.strictObject({
  requests: z.array(runReportRequest).optional(),
});

const pathOf = (path: readonly PropertyKey[]) =>
  path
    .map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join("");

/** Google's wording for a payload that does not fit the request message. */
export function payloadMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid JSON payload received.";
  const at = issue.path.length > 0 ? ` at '${pathOf(issue.path)}'` : "";
  if (issue.code === "unrecognized_keys") {
    return `Invalid JSON payload received. Unknown name "${issue.keys[0]}"${at}: Cannot find field.`;
  }
  if (issue.code === "invalid_value") {
    return `Invalid value${at} (${issue.values.map(String).join(", ")}), ${JSON.stringify(issue.input)}`;
  }
  return `Invalid JSON payload received. Invalid value${at}.`;
}
