// A dataset's web search clicks and impressions per day over all its hosts: what Search Console
// shows for its domain property, and what the analytics worlds follow.
import { dayNumber, dayString } from "./search-dates";
import { findDataset, searchWorld } from "./search-world";

export type DailySearchTotal = { date: string; clicks: number; impressions: number };

/** One entry per day from `startDate` to `endDate` (inclusive, `YYYY-MM-DD`), in order. */
export function datasetDailySearchTotals(
  datasetId: string,
  startDate: string,
  endDate: string,
): DailySearchTotal[] {
  const dataset = findDataset(datasetId);
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  if (!dataset) throw new Error(`Unknown dataset ${datasetId}.`);
  if (start === null || end === null) throw new Error("Dates must be YYYY-MM-DD.");
  const out: DailySearchTotal[] = [];
  for (let last = end; last >= start;) {
    const world = searchWorld(dataset, last);
    const first = Math.max(start, world.firstDay);
    for (let day = last; day >= first; day--) {
      const i = day - world.firstDay;
      out.push({
        date: dayString(day),
        clicks: world.dayClicks[i] ?? 0,
        impressions: world.dayImpressions[i] ?? 0,
      });
    }
    last = first - 1;
  }
  return out.reverse();
}
