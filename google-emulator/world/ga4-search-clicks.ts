// The search clicks a GA4 property's organic sessions follow, day by day.
import type { Dataset } from "./catalog";
import { isoDay } from "./ga4-calendar";
import { datasetDailySearchTotals } from "./search-totals";

/**
 * Clicks per day for `first`…`last` (inclusive day numbers), index 0 = `first`. Ask with the
 * same `last` (today) every time: the search world is anchored on the last day asked for.
 */
export function dailySearchClicks(dataset: Dataset, first: number, last: number): Float64Array {
  if (last < first) return new Float64Array(0);
  const totals = datasetDailySearchTotals(dataset.id, isoDay(first), isoDay(last));
  return Float64Array.from(totals, (t) => t.clicks);
}
