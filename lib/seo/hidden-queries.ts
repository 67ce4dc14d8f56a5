type Counted = { clicks: number; impressions: number };

/** What the property total holds beyond the visible rows, as counts and as shares of the total. */
export type HiddenShare = {
  clicks: number;
  impressions: number;
  clicksShare: number;
  impressionsShare: number;
};

/**
 * Traffic from queries Search Console anonymises (and rows past its 50,000-row daily cap): the gap
 * between the property total and the sum of the rows, never negative, since Google rounds totals
 * and rows separately.
 */
export function hiddenShare(total: Counted, visibleRows: readonly Counted[]): HiddenShare {
  let clicks = 0;
  let impressions = 0;
  for (const row of visibleRows) {
    clicks += row.clicks;
    impressions += row.impressions;
  }
  const hiddenClicks = Math.max(0, total.clicks - clicks);
  const hiddenImpressions = Math.max(0, total.impressions - impressions);
  return {
    clicks: hiddenClicks,
    impressions: hiddenImpressions,
    clicksShare: total.clicks > 0 ? hiddenClicks / total.clicks : 0,
    impressionsShare: total.impressions > 0 ? hiddenImpressions / total.impressions : 0,
  };
}
