import { z } from "zod";
import type { CategoryId, LabMetric, Opportunity, PageSpeedResult, Strategy } from "./result";
import { rateMetric, type MetricId } from "./thresholds";

const auditSchema = z.object({
  id: z.string(),
  title: z.string(),
  score: z.number().nullable().optional(),
  numericValue: z.number().optional(),
  details: z
    .object({
      type: z.string().optional(),
      overallSavingsMs: z.number().optional(),
      overallSavingsBytes: z.number().optional(),
    })
    .optional(),
});

// Only the part of a Lighthouse result (LHR) that the report shows; the rest is ignored.
export const lighthouseResultSchema = z.object({
  requestedUrl: z.string().optional(),
  finalUrl: z.string().optional(),
  finalDisplayedUrl: z.string().optional(),
  lighthouseVersion: z.string(),
  fetchTime: z.string(),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  runWarnings: z.array(z.string()).default([]),
  categories: z.record(
    z.string(),
    z.object({
      title: z.string(),
      score: z.number().nullable(),
      auditRefs: z.array(z.object({ id: z.string(), group: z.string().optional() })).default([]),
    }),
  ),
  audits: z.record(z.string(), auditSchema),
});

export type LighthouseResultInput = z.input<typeof lighthouseResultSchema>;

/** Lighthouse could not measure the page: no paint, the document failed to load, and so on. */
export class LighthouseRunError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = "LighthouseRunError";
    this.code = code;
  }
}

const CATEGORY_IDS: CategoryId[] = ["performance", "accessibility", "best-practices", "seo"];
const LAB_AUDITS: [MetricId, string][] = [
  ["fcp", "first-contentful-paint"],
  ["lcp", "largest-contentful-paint"],
  ["tbt", "total-blocking-time"],
  ["cls", "cumulative-layout-shift"],
  ["si", "speed-index"],
];
const MAX_OPPORTUNITIES = 6;

function opportunities(lhr: z.output<typeof lighthouseResultSchema>): Opportunity[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const found: Opportunity[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.details?.type !== "opportunity") continue;
    if (audit.score === null || audit.score === undefined || audit.score >= 1) continue;
    const savingsMs = audit.details.overallSavingsMs ?? null;
    const savingsBytes = audit.details.overallSavingsBytes ?? null;
    if (!savingsMs && !savingsBytes) continue;
    found.push({ id: audit.id, title: audit.title, savingsMs, savingsBytes });
  }
  return found
    .sort(
      (a, b) =>
        (b.savingsMs ?? 0) - (a.savingsMs ?? 0) || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0),
    )
    .slice(0, MAX_OPPORTUNITIES);
}

/** Scores, lab metrics rated with Google's thresholds, and the largest savings of one Lighthouse run. */
export function parseLighthouse(
  input: unknown,
  context: { source: PageSpeedResult["source"]; strategy: Strategy },
): PageSpeedResult {
  const lhr = lighthouseResultSchema.parse(input);
  if (lhr.runtimeError && lhr.runtimeError.code !== "NO_ERROR") {
    throw new LighthouseRunError(lhr.runtimeError.code, lhr.runtimeError.message);
  }
  const lab: LabMetric[] = [];
  for (const [id, auditId] of LAB_AUDITS) {
    const value = lhr.audits[auditId]?.numericValue;
    if (value !== undefined) lab.push({ id, value, rating: rateMetric(id, value) });
  }
  return {
    source: context.source,
    strategy: context.strategy,
    requestedUrl: lhr.requestedUrl ?? lhr.finalDisplayedUrl ?? lhr.finalUrl ?? "",
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl ?? "",
    fetchTime: lhr.fetchTime,
    lighthouseVersion: lhr.lighthouseVersion,
    scores: CATEGORY_IDS.flatMap((id) => {
      const category = lhr.categories[id];
      if (!category) return [];
      const score = category.score === null ? null : Math.round(category.score * 100);
      return [{ id, title: category.title, score }];
    }),
    lab,
    field: null,
    opportunities: opportunities(lhr),
    warnings: [...lhr.runWarnings],
  };
}
