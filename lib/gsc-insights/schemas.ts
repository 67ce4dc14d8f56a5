import * as z from "@/lib/zod-mini";
import {
  dateRangeShape,
  jsonTextSchema,
  projectIdSchema,
  propertyIdSchema,
  startNotAfterEnd,
} from "@/lib/data-api/schemas/common";

// The body of POST /api/data/gsc-insights/ and the query of its export, shared with the view.

const rangeSchema = z.object(dateRangeShape).check(startNotAfterEnd());

export const gscInsightsRequestSchema = z
  .object({
    projectId: projectIdSchema,
    propertyId: propertyIdSchema,
    ...dateRangeShape,
    /** The period the change is measured against (the previous period or last year). */
    compareWith: rangeSchema,
    /** "all" includes fresh days, as the view's other widgets do; final data only by default. */
    dataState: z._default(z.enum(["final", "all"]), "final"),
  })
  .check(startNotAfterEnd());

export type GscInsightsRequest = z.input<typeof gscInsightsRequestSchema>;
export type GscInsightsInput = z.output<typeof gscInsightsRequestSchema>;

/** The dimensions whose keys the view lists, each exported whole by the export route. */
export const GSC_INSIGHTS_DIMENSIONS = [
  "query",
  "page",
  "device",
  "country",
  "searchAppearance",
] as const;
export type GscInsightsDimension = (typeof GSC_INSIGHTS_DIMENSIONS)[number];

/** GET /api/data/gsc-insights/export/?request=<the view's request as JSON>&dimension=&filename= */
export const gscInsightsExportSchema = z.object({
  request: z.pipe(jsonTextSchema, gscInsightsRequestSchema),
  dimension: z.enum(GSC_INSIGHTS_DIMENSIONS, {
    error: "Export query, page, device, country or searchAppearance.",
  }),
  filename: z._default(
    z
      .string()
      .check(z.regex(/^[\w.-]{1,120}$/, "The file name may use letters, digits, dots and dashes.")),
    "gsc-insights.csv",
  ),
});
