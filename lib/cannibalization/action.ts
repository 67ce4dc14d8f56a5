import type { CannibalizationAction, CannibalizationThresholds, CompetingPage } from "./types";

/** A page's impressions over the range, in total and per query. */
export type PageQueries = { total: number; queries: Map<string, number> };

/** Σ over queries of the smaller of the two pages' impression shares for it. */
export function queryOverlap(a: PageQueries | undefined, b: PageQueries | undefined): number {
  if (!a || !b || a.total <= 0 || b.total <= 0) return 0;
  const [small, large] = a.queries.size <= b.queries.size ? [a, b] : [b, a];
  let overlap = 0;
  for (const [query, impressions] of small.queries) {
    const other = large.queries.get(query);
    if (other) overlap += Math.min(impressions / small.total, other / large.total);
  }
  return overlap;
}

/**
 * What to do, for the primary page a and the runner-up b (the other competing page with most impressions):
 * - "differentiate" when both rank at differentiatePosition or better and their query overlap is under
 *   differentiateOverlap: each page mainly answers other searches (another sub-intent), so sharpen each
 *   page's angle rather than merge them;
 * - "consolidate" when b holds at least consolidateShareRatio of a's impressions and their positions are
 *   within consolidatePositionGap: two interchangeable pages for one intent, merge them into a;
 * - "internal_link" otherwise: a is the clear primary, b still takes a share, so link b to a for the query.
 */
export function chooseAction(
  pages: readonly CompetingPage[],
  overlap: (a: CompetingPage, b: CompetingPage) => number,
  t: CannibalizationThresholds,
): CannibalizationAction {
  const [a, ...others] = pages;
  const b = others.sort((x, y) => y.impressions - x.impressions)[0];
  if (!a || !b) return "internal_link";
  const bothRank = a.position <= t.differentiatePosition && b.position <= t.differentiatePosition;
  if (bothRank && overlap(a, b) < t.differentiateOverlap) return "differentiate";
  const closeShares = b.impressions >= t.consolidateShareRatio * a.impressions;
  if (closeShares && Math.abs(a.position - b.position) <= t.consolidatePositionGap)
    return "consolidate";
  return "internal_link";
}
