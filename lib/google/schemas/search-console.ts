import { z } from "zod";
import {
  GSC_DIMENSIONS,
  GSC_FILTER_DIMENSIONS,
  GSC_FILTER_OPERATORS,
  GSC_SEARCH_TYPES,
} from "../search-console-enums";
import { int64, isoDate } from "./common";

// Search Console's wire formats (google-apis.md §2). Enum casing differs between Google's docs
// (lowerCamel) and discovery (UPPER_SNAKE), so responses keep enums as strings.

export { GSC_DIMENSIONS, GSC_FILTER_OPERATORS, GSC_SEARCH_TYPES };
export const GSC_MAX_ROW_LIMIT = 25_000;

const filterSchema = z.object({
  dimension: z.enum(GSC_FILTER_DIMENSIONS),
  operator: z.enum(GSC_FILTER_OPERATORS).optional(),
  expression: z.string().max(4096),
});

/** The searchAnalytics.query request body; route handlers validate their input with it. */
export const gscQueryRequestSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    dimensions: z
      .array(z.enum(GSC_DIMENSIONS))
      .refine((d) => new Set(d).size === d.length, "Each dimension may appear only once.")
      .optional(),
    type: z.enum(GSC_SEARCH_TYPES).optional(),
    dimensionFilterGroups: z
      .array(z.object({ groupType: z.literal("and").optional(), filters: z.array(filterSchema) }))
      .optional(),
    aggregationType: z.enum(["auto", "byPage", "byProperty", "byNewsShowcasePanel"]).optional(),
    rowLimit: z.number().int().min(1).max(GSC_MAX_ROW_LIMIT).optional(),
    startRow: z.number().int().min(0).optional(),
    dataState: z.enum(["final", "all", "hourly_all"]).optional(),
  })
  .refine((r) => r.startDate <= r.endDate, {
    message: "The start date must not be after the end date.",
    path: ["endDate"],
  });

export type GscQueryRequest = z.infer<typeof gscQueryRequestSchema>;

export const sitesListResponseSchema = z.object({
  siteEntry: z
    .array(z.object({ siteUrl: z.string(), permissionLevel: z.string() }))
    .optional()
    .default([]),
});

const rowSchema = z.object({
  keys: z.array(z.string()).default([]),
  clicks: z.number().default(0),
  impressions: z.number().default(0),
  ctr: z.number().default(0),
  position: z.number().default(0),
});

/** Metadata arrives as snake_case on some surfaces and camelCase on others; both are read. */
const metadataSchema = z
  .object({
    firstIncompleteDate: z.string().optional(),
    first_incomplete_date: z.string().optional(),
    firstIncompleteHour: z.string().optional(),
    first_incomplete_hour: z.string().optional(),
  })
  .transform((m) => {
    const date = m.firstIncompleteDate ?? m.first_incomplete_date;
    const hour = m.firstIncompleteHour ?? m.first_incomplete_hour;
    return {
      ...(date ? { firstIncompleteDate: date } : {}),
      ...(hour ? { firstIncompleteHour: hour } : {}),
    };
  });

/** An empty result has no `rows` key at all. */
export const searchAnalyticsResponseSchema = z.object({
  rows: z.array(rowSchema).optional().default([]),
  responseAggregationType: z.string().optional(),
  metadata: metadataSchema.optional(),
});

export const sitemapSchema = z.object({
  path: z.string(),
  lastSubmitted: z.string().optional(),
  isPending: z.boolean().default(false),
  isSitemapsIndex: z.boolean().default(false),
  type: z.string().optional(),
  lastDownloaded: z.string().optional(),
  warnings: int64.default(0),
  errors: int64.default(0),
  contents: z
    .array(z.object({ type: z.string(), submitted: int64.default(0), indexed: int64.optional() }))
    .default([]),
});

export const sitemapsListResponseSchema = z.object({
  sitemap: z.array(sitemapSchema).optional().default([]),
});

const issueSchema = z.looseObject({
  issueMessage: z.string().optional(),
  severity: z.string().optional(),
});

const indexStatusSchema = z.looseObject({
  verdict: z.string().default("VERDICT_UNSPECIFIED"),
  coverageState: z.string().optional(),
  robotsTxtState: z.string().optional(),
  indexingState: z.string().optional(),
  lastCrawlTime: z.string().optional(),
  pageFetchState: z.string().optional(),
  googleCanonical: z.string().optional(),
  userCanonical: z.string().optional(),
  sitemap: z.array(z.string()).default([]),
  referringUrls: z.array(z.string()).default([]),
  crawledAs: z.string().optional(),
});

export const urlInspectionResponseSchema = z.object({
  inspectionResult: z.looseObject({
    inspectionResultLink: z.string().optional(),
    indexStatusResult: indexStatusSchema.optional(),
    mobileUsabilityResult: z
      .looseObject({ verdict: z.string().optional(), issues: z.array(z.unknown()).optional() })
      .optional(),
    richResultsResult: z
      .looseObject({
        verdict: z.string().optional(),
        detectedItems: z
          .array(
            z.object({
              richResultType: z.string(),
              items: z
                .array(
                  z.object({
                    name: z.string().optional(),
                    issues: z.array(issueSchema).optional(),
                  }),
                )
                .default([]),
            }),
          )
          .default([]),
      })
      .optional(),
    ampResult: z.looseObject({ verdict: z.string().optional() }).optional(),
  }),
});

export type GscInspection = z.output<typeof urlInspectionResponseSchema>["inspectionResult"];
