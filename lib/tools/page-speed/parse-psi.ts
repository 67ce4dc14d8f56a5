import { z } from "zod";
import { parseLighthouse } from "./parse-lighthouse";
import type { FieldData, FieldMetric, PageSpeedResult, Strategy } from "./result";
import { rateMetric, type MetricId, type Rating } from "./thresholds";

const experienceSchema = z
  .object({
    overall_category: z.string().optional(),
    origin_fallback: z.boolean().optional(),
    metrics: z
      .record(
        z.string(),
        z.object({
          percentile: z.number(),
          category: z.string().optional(),
          distributions: z.array(z.object({ proportion: z.number() })).optional(),
        }),
      )
      .optional(),
  })
  .optional();

const psiSchema = z.object({
  lighthouseResult: z.unknown(),
  loadingExperience: experienceSchema,
  originLoadingExperience: experienceSchema,
});

// CrUX metric keys, and how each percentile converts to the metric's unit (CLS comes × 100).
const FIELD_METRICS: [string, MetricId, number][] = [
  ["LARGEST_CONTENTFUL_PAINT_MS", "lcp", 1],
  ["INTERACTION_TO_NEXT_PAINT", "inp", 1],
  ["CUMULATIVE_LAYOUT_SHIFT_SCORE", "cls", 0.01],
  ["FIRST_CONTENTFUL_PAINT_MS", "fcp", 1],
  ["EXPERIMENTAL_TIME_TO_FIRST_BYTE", "ttfb", 1],
];
const CATEGORY_RATING: Record<string, Rating> = {
  FAST: "good",
  AVERAGE: "needs-improvement",
  SLOW: "poor",
};

function fieldData(
  experience: z.output<typeof experienceSchema>,
  scope: FieldData["scope"],
): FieldData | null {
  const metrics: FieldMetric[] = [];
  for (const [key, id, scale] of FIELD_METRICS) {
    const metric = experience?.metrics?.[key];
    if (!metric) continue;
    const p75 = metric.percentile * scale;
    const shares = metric.distributions?.map((d) => d.proportion);
    metrics.push({
      id,
      p75,
      rating: CATEGORY_RATING[metric.category ?? ""] ?? rateMetric(id, p75),
      distribution: shares?.length === 3 ? [shares[0]!, shares[1]!, shares[2]!] : null,
    });
  }
  if (metrics.length === 0) return null;
  return { scope, overall: CATEGORY_RATING[experience?.overall_category ?? ""] ?? null, metrics };
}

/** A PageSpeed Insights v5 answer: its Lighthouse run plus Chrome UX Report field data when there is some. */
export function parsePsi(input: unknown, strategy: Strategy): PageSpeedResult {
  const psi = psiSchema.parse(input);
  const result = parseLighthouse(psi.lighthouseResult, { source: "psi", strategy });
  // Without enough visits to the URL itself, Google answers with the origin's data (origin_fallback).
  const urlScope = psi.loadingExperience?.origin_fallback ? "origin" : "url";
  result.field =
    fieldData(psi.loadingExperience, urlScope) ?? fieldData(psi.originLoadingExperience, "origin");
  return result;
}
