import { DATASETS, type Dataset } from "./catalog";
import { dayNumber, dayString, pacificClock } from "./search-dates";
import { plantedCannibalization } from "./search-cannibalization";
import { lastFinalDay, runSearch } from "./search-query";

const HOUR = 2;
const TODAYS = [dayNumber("2026-03-01")!, pacificClock(new Date()).today];
const WINDOW = 28;

/** Planted queries' impressions and positions per page and day over the whole 16 months. */
function plantedDays(dataset: Dataset, today: number) {
  const planted = plantedCannibalization(dataset.id);
  const texts = new Set(planted.map((p) => p.query));
  const { rows, world, firstDay } = runSearch({
    dataset,
    type: "web",
    dimensions: ["query", "page", "date"],
    startDay: 0,
    endDay: today,
    today,
    hour: HOUR,
    dataState: "final",
    filters: { query: (q) => texts.has(q) },
  });
  const days = lastFinalDay(today, HOUR) - firstDay + 1;
  return planted.map(({ query, pages }) => {
    const q = world.site.queries.findIndex((s) => s.text === query);
    const ids = pages.map((url) => world.site.pages.findIndex((p) => p.url === url));
    const impressions = ids.map(() => new Float64Array(days));
    const positions = ids.map(() => new Float64Array(days).fill(Infinity));
    for (let i = 0; i < rows.count; i++) {
      if (rows.keys[0]![i] !== q) continue;
      const k = ids.indexOf(rows.keys[1]![i]!);
      expect(k).toBeGreaterThanOrEqual(0);
      impressions[k]![rows.keys[2]![i]!] = rows.impressions[i]!;
      positions[k]![rows.keys[2]![i]!] = rows.positions[i]! / rows.impressions[i]!;
    }
    // The best-ranked page per day, −1 on a day without impressions.
    const best = Array.from({ length: days }, (_, d) =>
      ids.reduce((b, _, k) => (positions[k]![d]! < (positions[b]?.[d] ?? Infinity) ? k : b), -1),
    );
    return { query, days, impressions, best };
  });
}

describe("planted cannibalisation", () => {
  it("plants 12 queries for greenleaf and fewer for the small sites", () => {
    expect(plantedCannibalization("greenleaf")).toHaveLength(12);
    expect(plantedCannibalization("harborlaw").length).toBeLessThan(12);
    expect(plantedCannibalization("harborlaw").length).toBeGreaterThan(0);
  });

  it.each(TODAYS.map((today) => ({ today, date: dayString(today) })))(
    "$date: shares each planted query; every other query has one dominant page",
    ({ today }) => {
      const { rows, world } = runSearch({
        dataset: DATASETS.greenleaf,
        type: "web",
        dimensions: ["query", "page"],
        startDay: today - 92,
        endDay: today - 3,
        today,
        hour: HOUR,
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
        for (const page of pages) expect(shares.get(page)! / total).toBeGreaterThanOrEqual(0.25);
      }
      const plantedQueries = new Set(planted.map((p) => p.query));
      for (const [query, shares] of byQuery) {
        const values = [...shares.values()];
        const total = values.reduce((a, b) => a + b, 0);
        if (plantedQueries.has(query) || total < 100) continue;
        expect(Math.max(...values) / total).toBeGreaterThanOrEqual(0.85);
      }
    },
  );

  it.each(Object.values(DATASETS))(
    "$id: in every 28-day window of 16 months each planted page keeps a quarter and the lead changes hands",
    (dataset) => {
      for (const { query, days, impressions, best } of plantedDays(dataset, TODAYS[1]!)) {
        for (let start = 0; start + WINDOW <= days; start++) {
          const sums = impressions.map((daily) =>
            daily.subarray(start, start + WINDOW).reduce((a, b) => a + b, 0),
          );
          const total = sums.reduce((a, b) => a + b, 0);
          const leaders = best.slice(start, start + WINDOW).filter((b) => b >= 0);
          const swaps = leaders.filter((b, d) => d > 0 && b !== leaders[d - 1]).length;
          expect({
            query,
            start,
            share: Math.min(...sums) / total >= 0.25,
            swaps: swaps >= 3,
          }).toEqual({ query, start, share: true, swaps: true });
        }
      }
    },
  );
});
