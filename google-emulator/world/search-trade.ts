// Planted cannibalisation day by day: how two or three pages split a query's impressions and
// which of them ranks first. Shares swing slowly and never leave a band, so every window of a
// month or more shows each page with a real share; the top spot changes hands every few days.

export type TradePlan = {
  /** Pages trading the query, and this page's place among them. */
  count: number;
  index: number;
  /** Days per swing of the impression shares, and where in it the world starts (0–1). */
  period: number;
  phase: number;
  /** Days per round of the top position through the pages. */
  flip: number;
};

/** Widest share swing: 30–70% for two pages, 27–40% for three. */
const AMPLITUDE = { 2: 0.4, 3: 0.2 } as Record<number, number>;
/** How far the top-spot cycle moves a page; more than the other terms together can undo. */
const FLIP_REACH = 0.7;

/**
 * This page's share of the query's impressions on `day` (the pages' shares add up to 1) and
 * the offset to its position; `jitter` in [0, 1) is the page's own noise for the day.
 */
export function tradeOn(trade: TradePlan, day: number, jitter: number) {
  const { count, index, period, phase, flip } = trade;
  const amplitude = AMPLITUDE[count] ?? 0.2;
  const turn = index / count;
  const share = (1 + amplitude * Math.cos(2 * Math.PI * (day / period + phase + turn))) / count;
  // The page with more impressions tends to rank better; the cycle makes every page lead in turn.
  const lead = FLIP_REACH * Math.cos(2 * Math.PI * (day / flip + phase + turn));
  const offset = 0.5 * (1 / count - share) * count + lead + 0.6 * (jitter - 0.5);
  return { share, offset };
}
