// Lab metrics of a Lighthouse run, fixed per URL and strategy: slow sites stay slow, each page
// varies around its site, and phones are about three times slower than desktops. Scores use
// Lighthouse's own log-normal scoring and its control points.
import { Util } from "lighthouse/shared/util.js";
import { stringSeed, unit } from "../world/ga4-noise";

export type Strategy = "mobile" | "desktop";

export const LAB_METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "interactive",
] as const;
export type LabMetric = (typeof LAB_METRICS)[number];

/** Lighthouse 12's scoring control points ({p10, median}) per form factor. */
const CONTROL_POINTS: Record<Strategy, Record<LabMetric, { p10: number; median: number }>> = {
  mobile: {
    "first-contentful-paint": { p10: 1800, median: 3000 },
    "largest-contentful-paint": { p10: 2500, median: 4000 },
    "total-blocking-time": { p10: 200, median: 600 },
    "cumulative-layout-shift": { p10: 0.1, median: 0.25 },
    "speed-index": { p10: 3387, median: 5800 },
    interactive: { p10: 3785, median: 7300 },
  },
  desktop: {
    "first-contentful-paint": { p10: 934, median: 1600 },
    "largest-contentful-paint": { p10: 1200, median: 2400 },
    "total-blocking-time": { p10: 150, median: 350 },
    "cumulative-layout-shift": { p10: 0.1, median: 0.25 },
    "speed-index": { p10: 1311, median: 2300 },
    interactive: { p10: 2468, median: 4500 },
  },
};

/** Weights of the performance score (Lighthouse 12); TTI is measured but not weighted. */
export const WEIGHTS: Partial<Record<LabMetric, number>> = {
  "first-contentful-paint": 10,
  "largest-contentful-paint": 25,
  "total-blocking-time": 30,
  "cumulative-layout-shift": 25,
  "speed-index": 10,
};

export type LabRun = {
  /** 0 (fast) … 1 (slow): how heavy the page is. */
  slowness: number;
  values: Record<LabMetric, number>;
  scores: Record<LabMetric, number>;
  serverResponseMs: number;
};

const tenth = (n: number) => Math.round(n * 10) / 10;

export function labRun(url: URL, strategy: Strategy): LabRun {
  const site = unit(stringSeed(url.host), 1);
  const page = unit(stringSeed(url.href), 2);
  const slowness = 0.65 * site + 0.35 * page;
  const k = strategy === "mobile" ? 1 : 0.34;
  const fcp = k * (1100 + 2500 * slowness);
  const lcp = fcp + k * (500 + 3600 * slowness * (0.7 + 0.6 * page));
  const values: Record<LabMetric, number> = {
    "first-contentful-paint": tenth(fcp),
    "largest-contentful-paint": tenth(lcp),
    "total-blocking-time": Math.round(
      (strategy === "mobile" ? 1 : 0.3) * (40 + 1100 * slowness * slowness),
    ),
    "cumulative-layout-shift":
      Math.round((0.005 + 0.3 * Math.pow(unit(stringSeed(url.href), 3), 3)) * 1e4) / 1e4,
    "speed-index": tenth(fcp + k * (700 + 3200 * slowness)),
    interactive: tenth(lcp + k * (900 + 3800 * slowness)),
  };
  const scores = Object.fromEntries(
    LAB_METRICS.map((m) => [m, Util.computeLogNormalScore(CONTROL_POINTS[strategy][m], values[m])]),
  ) as Record<LabMetric, number>;
  return { slowness, values, scores, serverResponseMs: Math.round(120 + 1300 * site * site) };
}

/** The performance category score: the weighted mean of the metric scores, to two decimals. */
export function performanceScore(run: LabRun): number {
  let sum = 0;
  let weights = 0;
  for (const [metric, weight] of Object.entries(WEIGHTS) as [LabMetric, number][]) {
    sum += run.scores[metric] * weight;
    weights += weight;
  }
  return Math.round((sum / weights) * 100) / 100;
}
