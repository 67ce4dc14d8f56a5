import { DATASETS } from "./catalog";
import { dayNumber } from "./search-dates";
import { plantedCannibalization } from "./search-cannibalization";
import { runSearch } from "./search-query";

describe("planted cannibalisation", () => {
  it("plants 12 queries for greenleaf and fewer for the small sites", () => {
    expect(plantedCannibalization("greenleaf")).toHaveLength(12);
    expect(plantedCannibalization("harborlaw").length).toBeLessThan(12);
    expect(plantedCannibalization("harborlaw").length).toBeGreaterThan(0);
  });

  it("shares each planted query between its pages; every other query has one dominant page", () => {
    const today = dayNumber("2026-03-01")!;
    const { rows, world } = runSearch({
      dataset: DATASETS.greenleaf,
      type: "web",
      dimensions: ["query", "page"],
      startDay: today - 92,
      endDay: today - 3,
      today,
      hour: 2,
      dataState: "final",
      filters: {},
    });
    const byQuery = new Map<string, Map<string, number>>();
    for (let i = 0; i < rows.count; i++) {
      const query = world.site.queries[rows.keys[0]![i]!]!.text;
      const page = world.site.pages[rows.keys[1]![i]!]!.url;
      const pages = byQuery.get(query) ?? new Map<string, number>();
      pages.set(page, rows.impressions[i]!);
      byQuery.set(query, pages);
    }
    const planted = plantedCannibalization("greenleaf");
    for (const { query, pages } of planted) {
      const shares = byQuery.get(query)!;
      const total = [...shares.values()].reduce((a, b) => a + b, 0);
      for (const page of pages) expect(shares.get(page)! / total).toBeGreaterThanOrEqual(0.2);
    }
    const plantedQueries = new Set(planted.map((p) => p.query));
    for (const [query, shares] of byQuery) {
      const values = [...shares.values()];
      const total = values.reduce((a, b) => a + b, 0);
      if (plantedQueries.has(query) || total < 100) continue;
      expect(Math.max(...values) / total).toBeGreaterThanOrEqual(0.85);
    }
  });
});
