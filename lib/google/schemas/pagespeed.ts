import { z } from "zod";

// PageSpeed Insights v5 runPagespeed (google-apis.md §5). Real answers carry ~100 audits and a lot
// more; only what Rankwell reads is typed, the rest passes through.

export const PSI_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type PsiCategory = (typeof PSI_CATEGORIES)[number];
export type PsiStrategy = "mobile" | "desktop";

const auditSchema = z.looseObject({
  id: z.string(),
  title: z.string().default(""),
  description: z.string().optional(),
  score: z.number().nullable().optional(),
  scoreDisplayMode: z.string().optional(),
  displayValue: z.string().optional(),
  numericValue: z.number().optional(),
  numericUnit: z.string().optional(),
  errorMessage: z.string().optional(),
  details: z.unknown().optional(),
});

const categorySchema = z.looseObject({
  id: z.string(),
  title: z.string().default(""),
  score: z.number().nullable(),
  auditRefs: z
    .array(
      z.looseObject({
        id: z.string(),
        weight: z.number().default(0),
        group: z.string().optional(),
        acronym: z.string().optional(),
      }),
    )
    .default([]),
});

const fieldMetricSchema = z.object({
  percentile: z.number(),
  distributions: z
    .array(
      z.object({ min: z.number().optional(), max: z.number().optional(), proportion: z.number() }),
    )
    .default([]),
  category: z.string().optional(),
});

/** CrUX field data; low-traffic pages get no `metrics` (or an empty object). */
export const loadingExperienceSchema = z.looseObject({
  id: z.string().optional(),
  initial_url: z.string().optional(),
  overall_category: z.string().optional(),
  origin_fallback: z.boolean().optional(),
  metrics: z.record(z.string(), fieldMetricSchema).default({}),
});

export const lighthouseResultSchema = z.looseObject({
  requestedUrl: z.string().optional(),
  finalUrl: z.string().optional(),
  lighthouseVersion: z.string().optional(),
  fetchTime: z.string().optional(),
  runWarnings: z.array(z.unknown()).default([]),
  runtimeError: z.object({ code: z.string(), message: z.string().optional() }).optional(),
  configSettings: z
    .looseObject({ formFactor: z.string().optional(), locale: z.string().optional() })
    .optional(),
  categories: z.record(z.string(), categorySchema).default({}),
  audits: z.record(z.string(), auditSchema).default({}),
  timing: z.object({ total: z.number() }).optional(),
});

export const pageSpeedResponseSchema = z.looseObject({
  id: z.string().optional(),
  kind: z.string().optional(),
  captchaResult: z.string().optional(),
  analysisUTCTimestamp: z.string().optional(),
  loadingExperience: loadingExperienceSchema.optional(),
  originLoadingExperience: loadingExperienceSchema.optional(),
  lighthouseResult: lighthouseResultSchema,
});

export type PageSpeedResponse = z.output<typeof pageSpeedResponseSchema>;
