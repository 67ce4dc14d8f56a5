// The search worlds in memory: one per dataset and week, built on first use. A world covers
// 16 months and a few days before its anchor, which is the end of the week of the day asked for.
import { DATASETS, LARGE_DATASET, type Dataset } from "./catalog";
import { buildWorld, type SearchWorld } from "./search-build";
import { monthsBefore } from "./search-dates";

/** Search Console keeps this many months of data. */
export const HISTORY_MONTHS = 16;
const MAX_WORLDS = 6;

const worlds = new Map<string, SearchWorld>();

export function findDataset(datasetId: string): Dataset | undefined {
  return [...Object.values(DATASETS), LARGE_DATASET].find((d) => d.id === datasetId);
}

/** A world that holds `day` and the 16 months before it. */
export function searchWorld(dataset: Dataset, day: number): SearchWorld {
  const anchor = Math.ceil(day / 7) * 7;
  const key = `${dataset.id}:${anchor}`;
  const cached = worlds.get(key);
  if (cached) {
    worlds.delete(key);
    worlds.set(key, cached);
    return cached;
  }
  const firstDay = monthsBefore(anchor - 7, HISTORY_MONTHS) - 3;
  const world = buildWorld(dataset, firstDay, anchor - firstDay + 1);
  worlds.set(key, world);
  for (const old of worlds.keys()) {
    if (worlds.size <= MAX_WORLDS) break;
    worlds.delete(old);
  }
  return world;
}
