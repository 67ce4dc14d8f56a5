import { z } from "zod";
import { int64 } from "./common";

// Business Profile wire formats (google-apis.md §4): Account Management, Business Information and
// Performance. Proto3 JSON: zero values (a day's `value`) and empty lists are left out.

import { GBP_DAILY_METRICS, type GbpDailyMetric } from "../gbp-daily-metrics";

export { GBP_DAILY_METRICS, type GbpDailyMetric };

export const gbpAccountSchema = z.object({
  name: z.string(),
  accountName: z.string().default(""),
  type: z.string().default("ACCOUNT_TYPE_UNSPECIFIED"),
  role: z.string().optional(),
  verificationState: z.string().optional(),
  vettedState: z.string().optional(),
  accountNumber: z.string().optional(),
  permissionLevel: z.string().optional(),
});

export const accountsListResponseSchema = z.object({
  accounts: z.array(gbpAccountSchema).default([]),
  nextPageToken: z.string().optional(),
});

const categorySchema = z.object({ name: z.string(), displayName: z.string().optional() });

export const gbpLocationSchema = z.object({
  name: z.string().regex(/^locations\/[^/]+$/),
  title: z.string().default(""),
  storeCode: z.string().optional(),
  languageCode: z.string().optional(),
  phoneNumbers: z
    .object({
      primaryPhone: z.string().optional(),
      additionalPhones: z.array(z.string()).default([]),
    })
    .optional(),
  categories: z
    .object({
      primaryCategory: categorySchema.optional(),
      additionalCategories: z.array(categorySchema).default([]),
    })
    .optional(),
  storefrontAddress: z
    .object({
      regionCode: z.string().optional(),
      languageCode: z.string().optional(),
      postalCode: z.string().optional(),
      sortingCode: z.string().optional(),
      administrativeArea: z.string().optional(),
      locality: z.string().optional(),
      sublocality: z.string().optional(),
      addressLines: z.array(z.string()).default([]),
      recipients: z.array(z.string()).optional(),
      organization: z.string().optional(),
    })
    .optional(),
  websiteUri: z.string().optional(),
  metadata: z
    .looseObject({
      placeId: z.string().optional(),
      mapsUri: z.string().optional(),
      newReviewUri: z.string().optional(),
      hasVoiceOfMerchant: z.boolean().optional(),
      hasGoogleUpdated: z.boolean().optional(),
      hasPendingEdits: z.boolean().optional(),
      duplicateLocation: z.string().optional(),
    })
    .optional(),
});

export const locationsListResponseSchema = z.object({
  locations: z.array(gbpLocationSchema).default([]),
  nextPageToken: z.string().optional(),
  totalSize: z.number().optional(),
});

const dateSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
});

const timeSeriesSchema = z.object({
  datedValues: z
    .array(z.object({ date: dateSchema, value: int64.optional().default(0) }))
    .default([]),
});

export const multiDailyMetricsResponseSchema = z.object({
  multiDailyMetricTimeSeries: z
    .array(
      z.object({
        dailyMetricTimeSeries: z
          .array(
            z.object({
              dailyMetric: z.string(),
              dailySubEntityType: z.unknown().optional(),
              timeSeries: timeSeriesSchema.default({ datedValues: [] }),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

export const searchKeywordsResponseSchema = z.object({
  searchKeywordsCounts: z
    .array(
      z.object({
        searchKeyword: z.string(),
        insightsValue: z
          .object({ value: int64.optional(), threshold: int64.optional() })
          .default({}),
      }),
    )
    .default([]),
  nextPageToken: z.string().optional(),
});
