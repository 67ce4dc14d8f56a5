import { z } from "zod";

// GA4 Admin and Data API wire formats (google-apis.md §3). Proto3 JSON leaves out empty lists,
// zeros and empty reports' rows, so nearly everything is optional.

export const accountSummariesResponseSchema = z.object({
  accountSummaries: z
    .array(
      z.object({
        name: z.string().optional(),
        account: z.string(),
        displayName: z.string().default(""),
        propertySummaries: z
          .array(
            z.object({
              property: z.string(),
              displayName: z.string().default(""),
              propertyType: z.string().default("PROPERTY_TYPE_ORDINARY"),
              parent: z.string().optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
  nextPageToken: z.string().optional(),
});

/** properties.get: only what the app keeps of a Property resource. */
export const propertyResourceSchema = z.object({
  name: z.string(),
  timeZone: z.string().optional(),
});

const valuesSchema = z.array(z.object({ value: z.string().optional() })).default([]);
const reportRowSchema = z.object({ dimensionValues: valuesSchema, metricValues: valuesSchema });
const quotaStatusSchema = z.object({
  consumed: z.number().default(0),
  remaining: z.number().default(0),
});

export const propertyQuotaSchema = z.object({
  tokensPerDay: quotaStatusSchema.optional(),
  tokensPerHour: quotaStatusSchema.optional(),
  concurrentRequests: quotaStatusSchema.optional(),
  serverErrorsPerProjectPerHour: quotaStatusSchema.optional(),
  potentiallyThresholdedRequestsPerHour: quotaStatusSchema.optional(),
  tokensPerProjectPerHour: quotaStatusSchema.optional(),
});

export const reportMetadataSchema = z.looseObject({
  currencyCode: z.string().optional(),
  timeZone: z.string().optional(),
  dataLossFromOtherRow: z.boolean().optional(),
  subjectToThresholding: z.boolean().optional(),
  /** Present when GA4 read a sample of the events (int64 counts as strings). */
  samplingMetadatas: z
    .array(
      z.looseObject({
        samplesReadCount: z.union([z.string(), z.number()]).optional(),
        samplingSpaceSize: z.union([z.string(), z.number()]).optional(),
      }),
    )
    .optional(),
  emptyReason: z.string().optional(),
});

export const runReportResponseSchema = z.object({
  dimensionHeaders: z.array(z.object({ name: z.string() })).default([]),
  metricHeaders: z
    .array(z.object({ name: z.string(), type: z.string().default("TYPE_STANDARD") }))
    .default([]),
  rows: z.array(reportRowSchema).default([]),
  totals: z.array(reportRowSchema).optional(),
  maximums: z.array(reportRowSchema).optional(),
  minimums: z.array(reportRowSchema).optional(),
  rowCount: z.number().int().default(0),
  metadata: reportMetadataSchema.optional(),
  propertyQuota: propertyQuotaSchema.optional(),
  kind: z.string().optional(),
});

export const batchRunReportsResponseSchema = z.object({
  reports: z.array(runReportResponseSchema).default([]),
  kind: z.string().optional(),
});

const fieldMetadataSchema = z.object({
  apiName: z.string(),
  uiName: z.string().optional(),
  description: z.string().optional(),
  category: z.string().optional(),
  customDefinition: z.boolean().default(false),
  deprecatedApiNames: z.array(z.string()).default([]),
});

const metricMetadataSchema = fieldMetadataSchema.extend({
  type: z.string().optional(),
  expression: z.string().optional(),
  blockedReasons: z.array(z.string()).optional(),
});

export const metadataResponseSchema = z.object({
  name: z.string().optional(),
  dimensions: z.array(fieldMetadataSchema).default([]),
  metrics: z.array(metricMetadataSchema).default([]),
});

// A value this client does not know reads as unspecified rather than failing the whole answer.
const compatibilitySchema = z
  .enum(["COMPATIBILITY_UNSPECIFIED", "COMPATIBLE", "INCOMPATIBLE"])
  .catch("COMPATIBILITY_UNSPECIFIED");

/** checkCompatibility: every field of the property, each compatible with the request or not. */
export const checkCompatibilityResponseSchema = z.object({
  dimensionCompatibilities: z
    .array(z.object({ dimensionMetadata: fieldMetadataSchema, compatibility: compatibilitySchema }))
    .default([]),
  metricCompatibilities: z
    .array(z.object({ metricMetadata: metricMetadataSchema, compatibility: compatibilitySchema }))
    .default([]),
});

export type Ga4PropertyQuota = z.output<typeof propertyQuotaSchema>;
export type Ga4ReportMetadata = z.output<typeof reportMetadataSchema>;
export type Ga4Metadata = z.output<typeof metadataResponseSchema>;
export type Ga4Compatibility = z.output<typeof checkCompatibilityResponseSchema>;
