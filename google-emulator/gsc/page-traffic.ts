// Which of a dataset's pages Search Analytics shows impressions for: lately, and ever in its
// 16 months. URL Inspection reads it so that a page with recent impressions is always indexed.
import type { Dataset } from "../world/catalog";
import { monthsBefore } from "../world/search-dates";
import { runSearch } from "../world/search-query";
import { HISTORY_MONTHS } from "../world/search-world";

/** Wide enough to hold any "last 28 days" a client may ask for, final data or fresh. */
const RECENT_DAYS = 32;
const MAX_CACHED = 8;

export type PageTraffic = { recent: ReadonlySet<number>; ever: ReadonlySet<number> };

const cache = new Map<string, PageTraffic>();

function pagesWithImpressions(dataset: Dataset, today: number, startDay: number): Set<number> {
  const { rows } = runSearch({
    dataset,
    type: "web",
    dimensions: ["page"],
    startDay,
    endDay: today,
    today,
    hour: 23,
    dataState: "all",
    filters: {},
  });
  return new Set(rows.keys[0]);
}

/** Page indexes (into `buildSite(dataset).pages`) with impressions, as of Pacific day `today`. */
export function pageTraffic(dataset: Dataset, today: number): PageTraffic {
  const key = `${dataset.id}:${today}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const traffic = {
    recent: pagesWithImpressions(dataset, today, today - RECENT_DAYS + 1),
    ever: pagesWithImpressions(dataset, today, monthsBefore(today, HISTORY_MONTHS)),
  };
  cache.set(key, traffic);
  for (const old of cache.keys()) {
    if (cache.size <= MAX_CACHED) break;
    cache.delete(old);
  }
  return traffic;
}
