import type { GroupedRow } from "@/lib/seo/search-metrics";

/**
 * The rule that makes a query an opportunity. It ranks just off the top (4–15: page one's lower half
 * or page two), it is searched a lot, and it earns fewer clicks than the site's own CTR curve expects
 * at its position: a small climb or a better snippet pays off more there than anywhere else.
 */
export type OpportunityRule = {
  minPosition: number;
  maxPosition: number;
  /** Impressions over the range below which a query is not worth a look. */
  minImpressions: number;
  /** The position whose expected CTR sets the potential: what the query would earn in the top 3. */
  targetPosition: number;
};

export const DEFAULT_OPPORTUNITY_RULE: Readonly<OpportunityRule> = {
  minPosition: 4,
  maxPosition: 15,
  minImpressions: 100,
  targetPosition: 3,
};

export type Opportunity = GroupedRow & {
  /** The site's CTR curve at the query's position. */
  expectedCtr: number;
  /** Extra clicks over the range if the query ranked at the target position with the curve's CTR. */
  potentialClicks: number;
};

/** CTR as a function of position: expected(p) = a · p^b, fitted to the site's own queries. */
export type CtrCurve = { a: number; b: number; expected: (position: number) => number };

const CURVE_MAX_POSITION = 20;
/** A whole-position bucket needs this many impressions to take part in the fit. */
const CURVE_MIN_IMPRESSIONS = 100;

/**
 * The site's CTR curve: queries are pooled by whole position (1–20), each pool's CTR is clicks over
 * impressions, and a power law is fitted to the pools in log–log space, weighted by impressions.
 * Null when fewer than two pools have enough impressions and clicks to fit a line through.
 */
export function fitCtrCurve(rows: readonly GroupedRow[]): CtrCurve | null {
  const pools = new Map<number, { clicks: number; impressions: number }>();
  for (const row of rows) {
    const bucket = Math.round(row.position);
    if (bucket < 1 || bucket > CURVE_MAX_POSITION) continue;
    const pool = pools.get(bucket) ?? { clicks: 0, impressions: 0 };
    pool.clicks += row.clicks;
    pool.impressions += row.impressions;
    pools.set(bucket, pool);
  }
  const points = [...pools]
    .filter(([, p]) => p.impressions >= CURVE_MIN_IMPRESSIONS && p.clicks > 0)
    .map(([position, p]) => ({
      x: Math.log(position),
      y: Math.log(p.clicks / p.impressions),
      w: p.impressions,
    }));
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

/** Queries (rows keyed by query) that match the rule, the largest potential first. */
export function findOpportunities(
  rows: readonly GroupedRow[],
  rule: Partial<OpportunityRule> = {},
): { curve: CtrCurve | null; opportunities: Opportunity[] } {
  const r = { ...DEFAULT_OPPORTUNITY_RULE, ...rule };
  const curve = fitCtrCurve(rows);
  if (!curve) return { curve, opportunities: [] };
  const targetCtr = curve.expected(r.targetPosition);
  const opportunities: Opportunity[] = [];
  for (const row of rows) {
    if (row.position < r.minPosition || row.position > r.maxPosition) continue;
    if (row.impressions < r.minImpressions) continue;
    const expectedCtr = curve.expected(row.position);
    if (row.ctr >= expectedCtr) continue;
    const potentialClicks = Math.max(0, Math.round(row.impressions * targetCtr - row.clicks));
    opportunities.push({ ...row, expectedCtr, potentialClicks });
  }
  opportunities.sort(
    (x, y) =>
      y.potentialClicks - x.potentialClicks ||
      y.impressions - x.impressions ||
      (x.key < y.key ? -1 : 1),
  );
  return { curve, opportunities };
}
