import { z } from "zod";

// The GA4 Data API runReport request (google-apis.md §3.3); route handlers validate input with it.

const GA4_MAX_LIMIT = 250_000;
const ga4Date = z
  .string()
  .regex(
    /^(\d{4}-\d{2}-\d{2}|\d+daysAgo|yesterday|today)$/,
    "Use YYYY-MM-DD, NdaysAgo, yesterday or today.",
  );
const apiName = z
  .string()
  .regex(/^[A-Za-z][\w:]*$/, "Not a GA4 API name.")
  .max(200);
// int64 on the wire: a number or a digit string, both accepted by Google.
const rowNumber = z
  .union([z.number().int().min(0), z.string().regex(/^\d+$/)])
  .refine((n) => Number(n) <= GA4_MAX_LIMIT, `At most ${GA4_MAX_LIMIT} rows per request.`);

const numericValue = z.object({
  int64Value: z.union([z.string().regex(/^-?\d+$/), z.number().int()]).optional(),
  doubleValue: z.number().optional(),
});

const filterSchema = z.object({
  fieldName: apiName,
  stringFilter: z
    .object({
      matchType: z
        .enum(["EXACT", "BEGINS_WITH", "ENDS_WITH", "CONTAINS", "FULL_REGEXP", "PARTIAL_REGEXP"])
        .optional(),
      value: z.string().max(4096),
      caseSensitive: z.boolean().optional(),
    })
    .optional(),
  inListFilter: z
    .object({ values: z.array(z.string()).max(1000), caseSensitive: z.boolean().optional() })
    .optional(),
  numericFilter: z
    .object({
      operation: z.enum([
        "EQUAL",
        "LESS_THAN",
        "LESS_THAN_OR_EQUAL",
        "GREATER_THAN",
        "GREATER_THAN_OR_EQUAL",
      ]),
      value: numericValue,
    })
    .optional(),
  betweenFilter: z.object({ fromValue: numericValue, toValue: numericValue }).optional(),
  emptyFilter: z.object({}).optional(),
});

export type Ga4FilterExpression = {
  andGroup?: { expressions: Ga4FilterExpression[] };
  orGroup?: { expressions: Ga4FilterExpression[] };
  notExpression?: Ga4FilterExpression;
  filter?: z.infer<typeof filterSchema>;
};

export const ga4FilterExpressionSchema: z.ZodType<Ga4FilterExpression> = z.lazy(() =>
  z.object({
    andGroup: z.object({ expressions: z.array(ga4FilterExpressionSchema) }).optional(),
    orGroup: z.object({ expressions: z.array(ga4FilterExpressionSchema) }).optional(),
    notExpression: ga4FilterExpressionSchema.optional(),
    filter: filterSchema.optional(),
  }),
);

export const ga4ReportRequestSchema = z.object({
  dimensions: z
    .array(z.object({ name: apiName }))
    .max(9)
    .optional(),
  metrics: z
    .array(
      z.object({
        name: apiName,
        expression: z.string().max(1024).optional(),
        invisible: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(10),
  dateRanges: z
    .array(
      z.object({
        startDate: ga4Date,
        endDate: ga4Date,
        name: z
          .string()
          .regex(
            /^(?!date_range_|RESERVED_)\w+$/,
            "Range names may not start with date_range_ or RESERVED_.",
          )
          .optional(),
      }),
    )
    .min(1)
    .max(4),
  dimensionFilter: ga4FilterExpressionSchema.optional(),
  metricFilter: ga4FilterExpressionSchema.optional(),
  orderBys: z
    .array(
      z.object({
        dimension: z
          .object({
            dimensionName: apiName,
            orderType: z
              .enum(["ALPHANUMERIC", "CASE_INSENSITIVE_ALPHANUMERIC", "NUMERIC"])
              .optional(),
          })
          .optional(),
        metric: z.object({ metricName: apiName }).optional(),
        desc: z.boolean().optional(),
      }),
    )
    .optional(),
  limit: rowNumber.optional(),
  offset: z.union([z.number().int().min(0), z.string().regex(/^\d+$/)]).optional(),
  metricAggregations: z.array(z.enum(["TOTAL", "MINIMUM", "MAXIMUM", "COUNT"])).optional(),
  keepEmptyRows: z.boolean().optional(),
  returnPropertyQuota: z.boolean().optional(),
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});

export type Ga4ReportRequest = z.output<typeof ga4ReportRequestSchema>;

// checkCompatibility's request: a runReport's fields and filters, without dates, and which answers
// to keep. Google fails it when its own fields clash, as it fails the report.
export const ga4CompatibilityRequestSchema = ga4ReportRequestSchema
  .pick({ dimensions: true, dimensionFilter: true, metricFilter: true })
  .extend({
    metrics: z
      .array(z.object({ name: apiName }))
      .max(10)
      .optional(),
    compatibilityFilter: z.enum(["COMPATIBLE", "INCOMPATIBLE"]).optional(),
  });

export type Ga4CompatibilityRequest = z.output<typeof ga4CompatibilityRequestSchema>;

// The Realtime API's runRealtimeReport request (google-apis.md §3.2): runReport's dimensions,
// metrics, filters and ordering over minute ranges instead of dates, and no offset. Standard
// properties reach 29 minutes back and 360 properties 59; Google checks which one it is.
const MAX_REALTIME_MINUTES_AGO = 59;
const minutesAgo = z.number().int().min(0).max(MAX_REALTIME_MINUTES_AGO);

export const ga4RealtimeRequestSchema = ga4ReportRequestSchema
  .pick({
    dimensions: true,
    metrics: true,
    dimensionFilter: true,
    metricFilter: true,
    orderBys: true,
    limit: true,
    metricAggregations: true,
    returnPropertyQuota: true,
  })
  .extend({
    minuteRanges: z
      .array(
        z
          .object({
            name: z
              .string()
              .regex(
                /^(?!date_range_|RESERVED_)\w+$/,
                "Range names may not start with date_range_ or RESERVED_.",
              )
              .optional(),
            startMinutesAgo: minutesAgo.optional(),
            endMinutesAgo: minutesAgo.optional(),
          })
          .refine(
            (r) => (r.startMinutesAgo ?? 29) >= (r.endMinutesAgo ?? 0),
            "startMinutesAgo must be at least endMinutesAgo (both count minutes back from now).",
          ),
      )
      .min(1)
      .max(2)
      .optional(),
  });

export type Ga4RealtimeRequest = z.output<typeof ga4RealtimeRequestSchema>;
