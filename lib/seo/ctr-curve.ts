import type { GroupedRow } from "@/lib/seo/search-metrics";

// The site's own CTR-by-position curve: what a query at a given position earns on this site, fitted
// to its queries rather than taken from an industry table, so a site whose results pages are full of
// ads or answer boxes is judged against itself.

/** CTR as a function of position: expected(p) = a · p^b, fitted to the site's own queries. */
export type CtrCurve = { a: number; b: number; expected: (position: number) => number };

/** One whole-position pool: the clicks and impressions of the rows that round to it, and their CTR. */
export type CtrPool = { position: number; clicks: number; impressions: number; ctr: number };

/** Pools beyond this position are left out: page three and later are too sparse and too noisy. */
const CURVE_MAX_POSITION = 20;
/** A whole-position pool needs this many impressions to take part in the fit. */
const CURVE_MIN_IMPRESSIONS = 100;

/**
 * Rows (e.g. by query) pooled by whole position, 1–20, in position order: each pool sums the clicks
 * and impressions of the rows whose average position rounds to it, and its CTR is clicks over
 * impressions. Empty positions are left out. These are the measured points the curve is fitted to,
 * so a view can draw them beside it.
 */
export function ctrPools(rows: readonly GroupedRow[]): CtrPool[] {
  const pools = new Map<number, { clicks: number; impressions: number }>();
  for (const row of rows) {
    const bucket = Math.round(row.position);
    if (bucket < 1 || bucket > CURVE_MAX_POSITION) continue;
    const pool = pools.get(bucket) ?? { clicks: 0, impressions: 0 };
    pool.clicks += row.clicks;
    pool.impressions += row.impressions;
    pools.set(bucket, pool);
  }
  return [...pools]
    .filter(([, p]) => p.impressions > 0)
    .sort(([a], [b]) => a - b)
    .map(([position, p]) => ({ position, ...p, ctr: p.clicks / p.impressions }));
}

/**
 * The site's CTR curve: queries are pooled by whole position (1–20, see ctrPools), and a power law is
 * fitted to the pools in log–log space, weighted by impressions. Null when fewer than two pools have
 * enough impressions and clicks to fit a line through.
 */
export function fitCtrCurve(rows: readonly GroupedRow[]): CtrCurve | null {
  const points = ctrPools(rows)
    .filter((p) => p.impressions >= CURVE_MIN_IMPRESSIONS && p.clicks > 0)
    .map((p) => ({ x: Math.log(p.position), y: Math.log(p.ctr), w: p.impressions }));
  if (points.length < 2) return null;
  const weight = points.reduce((sum, p) => sum + p.w, 0);
  const meanX = points.reduce((sum, p) => sum + p.w * p.x, 0) / weight;
  const meanY = points.reduce((sum, p) => sum + p.w * p.y, 0) / weight;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += p.w * (p.x - meanX) ** 2;
    sxy += p.w * (p.x - meanX) * (p.y - meanY);
  }
  if (sxx === 0) return null;
  const b = sxy / sxx;
  const a = Math.exp(meanY - b * meanX);
  return { a, b, expected: (position) => Math.min(1, a * Math.max(1, position) ** b) };
}

/** The curve at every whole position from 1 to `maxPosition` (20 by default), for drawing it. */
export function curvePoints(
  curve: CtrCurve,
  maxPosition = CURVE_MAX_POSITION,
): { position: number; ctr: number }[] {
  const points: { position: number; ctr: number }[] = [];
  for (let position = 1; position <= maxPosition; position += 1) {
    points.push({ position, ctr: curve.expected(position) });
  }
  return points;
}
