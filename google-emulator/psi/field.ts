// CrUX field data as PageSpeed returns it (google-apis.md §5): p75 per metric with the share of
// visits in each bucket. Busy pages have their own data, quieter ones fall back to their origin,
// and some origins have none at all.
import { stringSeed, unit } from "../world/ga4-noise";
import { labRun, type LabRun, type Strategy } from "./lab";

type FieldMetric = { key: string; good: number; poor: number };

// Alphabetical, as Google lists them; CLS is the score × 100.
const METRICS: readonly FieldMetric[] = [
  { key: "CUMULATIVE_LAYOUT_SHIFT_SCORE", good: 10, poor: 25 },
  { key: "EXPERIMENTAL_TIME_TO_FIRST_BYTE", good: 800, poor: 1800 },
  { key: "FIRST_CONTENTFUL_PAINT_MS", good: 1800, poor: 3000 },
  { key: "INTERACTION_TO_NEXT_PAINT", good: 200, poor: 500 },
  { key: "LARGEST_CONTENTFUL_PAINT_MS", good: 2500, poor: 4000 },
];
const CORE_VITALS = [
  "CUMULATIVE_LAYOUT_SHIFT_SCORE",
  "INTERACTION_TO_NEXT_PAINT",
  "LARGEST_CONTENTFUL_PAINT_MS",
];

/** The normal distribution's CDF (Abramowitz–Stegun 7.1.26 for erf; ample for bucket shares). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    t *
      (0.254829592 +
        t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
      Math.exp(-x * x);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

// Real visits spread log-normally around the median; σ = 0.55 matches typical CrUX histograms.
const SIGMA = 0.55;

function metric({ good, poor }: FieldMetric, p75: number) {
  const median = p75 / Math.exp(0.6745 * SIGMA);
  const below = (x: number) => normalCdf(Math.log(x / median) / SIGMA);
  const share = (n: number) => Math.round(n * 1e4) / 1e4;
  const fast = share(below(good));
  const slow = share(1 - below(poor));
  return {
    percentile: Math.round(p75),
    distributions: [
      { min: 0, max: good, proportion: fast },
      { min: good, max: poor, proportion: share(1 - fast - slow) },
      { min: poor, proportion: slow },
    ],
    category: p75 <= good ? "FAST" : p75 <= poor ? "AVERAGE" : "SLOW",
  };
}

/** p75 of each field metric: real users on good connections fare better than the lab's throttling. */
function percentiles(run: LabRun, strategy: Strategy, salt: number): Record<string, number> {
  const v = run.values;
  const k = (strategy === "mobile" ? 0.72 : 0.9) * (0.92 + 0.16 * unit(salt, 4));
  return {
    CUMULATIVE_LAYOUT_SHIFT_SCORE: v["cumulative-layout-shift"] * 100 * 0.9,
    EXPERIMENTAL_TIME_TO_FIRST_BYTE: run.serverResponseMs * 1.6 + 150,
    FIRST_CONTENTFUL_PAINT_MS: v["first-contentful-paint"] * k * (strategy === "mobile" ? 1 : 2.2),
    INTERACTION_TO_NEXT_PAINT: 60 + v["total-blocking-time"] * (strategy === "mobile" ? 0.4 : 1.1),
    LARGEST_CONTENTFUL_PAINT_MS:
      v["largest-contentful-paint"] * k * (strategy === "mobile" ? 1 : 2.2),
  };
}

function experience(run: LabRun, strategy: Strategy, salt: number) {
  const p = percentiles(run, strategy, salt);
  const metrics = Object.fromEntries(METRICS.map((m) => [m.key, metric(m, p[m.key]!)]));
  const vitals = CORE_VITALS.map((key) => metrics[key]!.category);
  const overall = vitals.includes("SLOW")
    ? "SLOW"
    : vitals.every((c) => c === "FAST")
      ? "FAST"
      : "AVERAGE";
  return { metrics, overall_category: overall };
}

/** `loadingExperience` and `originLoadingExperience` for a run; either may be absent. */
export function fieldData(
  url: URL,
  run: LabRun,
  strategy: Strategy,
  worldHosts: readonly string[],
) {
  const origin = url.origin;
  const known = worldHosts.includes(url.host);
  const originHasData = known || unit(stringSeed(url.host), 5) < 0.8;
  const pageHasData = originHasData && unit(stringSeed(url.href), 6) < (known ? 0.6 : 0.45);
  if (!originHasData) return { loadingExperience: { initial_url: url.href } };
  // The origin's numbers are its home page's, whichever page was asked for.
  const originData = experience(labRun(new URL(origin), strategy), strategy, stringSeed(origin));
  const page = pageHasData
    ? { id: url.href, ...experience(run, strategy, stringSeed(url.href)), initial_url: url.href }
    : { id: origin, ...originData, origin_fallback: true, initial_url: url.href };
  return { loadingExperience: page, originLoadingExperience: { id: origin, ...originData } };
}
