import { type CtrCurve, fitCtrCurve } from "@/lib/seo/ctr-curve";
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
