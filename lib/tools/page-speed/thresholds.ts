// Google's good / needs-improvement / poor boundaries. Sources: web.dev/articles/vitals (LCP, CLS,
// INP), web.dev/articles/fcp and /ttfb, and Lighthouse's scoring docs for the lab-only metrics
// (developer.chrome.com/docs/lighthouse/performance/total-blocking-time and /speed-index, mobile).

export type MetricId = "lcp" | "cls" | "inp" | "fcp" | "tbt" | "si" | "ttfb";
export type Rating = "good" | "needs-improvement" | "poor";

export type MetricDefinition = {
  id: MetricId;
  name: string;
  acronym: string;
  unit: "ms" | "unitless";
  /** At or below `good` is good; above `poor` is poor; in between needs improvement. */
  good: number;
  poor: number;
};

export const METRICS: Record<MetricId, MetricDefinition> = {
  lcp: {
    id: "lcp",
    name: "Largest Contentful Paint",
    acronym: "LCP",
    unit: "ms",
    good: 2500,
    poor: 4000,
  },
  cls: {
    id: "cls",
    name: "Cumulative Layout Shift",
    acronym: "CLS",
    unit: "unitless",
    good: 0.1,
    poor: 0.25,
  },
  inp: {
    id: "inp",
    name: "Interaction to Next Paint",
    acronym: "INP",
    unit: "ms",
    good: 200,
    poor: 500,
  },
  fcp: {
    id: "fcp",
    name: "First Contentful Paint",
    acronym: "FCP",
    unit: "ms",
    good: 1800,
    poor: 3000,
  },
  tbt: { id: "tbt", name: "Total Blocking Time", acronym: "TBT", unit: "ms", good: 200, poor: 600 },
  si: { id: "si", name: "Speed Index", acronym: "SI", unit: "ms", good: 3400, poor: 5800 },
  ttfb: {
    id: "ttfb",
    name: "Time to First Byte",
    acronym: "TTFB",
    unit: "ms",
    good: 800,
    poor: 1800,
  },
};

/** Lighthouse category scores: 90–100 good, 50–89 needs improvement, 0–49 poor. */
export const SCORE_BANDS = { good: 90, poor: 50 } as const;

export function rateMetric(id: MetricId, value: number): Rating {
  const { good, poor } = METRICS[id];
  if (value <= good) return "good";
  return value > poor ? "poor" : "needs-improvement";
}

export function rateScore(score: number): Rating {
  if (score >= SCORE_BANDS.good) return "good";
  return score < SCORE_BANDS.poor ? "poor" : "needs-improvement";
}

/** "2.4 s", "410 ms", "0.04": how the value reads next to its threshold. */
export function formatMetric(id: MetricId, value: number): string {
  if (METRICS[id].unit === "unitless") return value.toFixed(value < 1 ? 2 : 1);
  if (value >= 1000) return `${(value / 1000).toFixed(1)} s`;
  return `${Math.round(value)} ms`;
}
