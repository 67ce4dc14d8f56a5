// The queries where the world plants cannibalisation: two or three pages of the site share the
// query's impressions and trade the top position. Every other query has one dominant page.
import { findDataset } from "./search-world";
import { planWorld } from "./search-plan";
import { buildSite } from "./search-site";

export type PlantedCannibalization = { query: string; pages: string[] };

const planted = new Map<string, PlantedCannibalization[]>();

export function plantedCannibalization(datasetId: string): PlantedCannibalization[] {
  const known = planted.get(datasetId);
  if (known) return known;
  const dataset = findDataset(datasetId);
  if (!dataset) throw new Error(`Unknown dataset ${datasetId}.`);
  const site = buildSite(dataset);
  const list = planWorld(dataset, site).planted.map(({ query, pages }) => ({
    query: site.queries[query]!.text,
    pages: pages.map((p) => site.pages[p]!.url),
  }));
  planted.set(datasetId, list);
  return list;
}
