import { DATASETS } from "@/lib/google-emulator/world/catalog";
import { plantedCannibalization } from "@/lib/google-emulator/world/search-cannibalization";
import { dayNumber, dayString } from "@/lib/google-emulator/world/search-dates";
import { runSearch } from "@/lib/google-emulator/world/search-query";
import type { Dimension } from "@/lib/google-emulator/world/search-rows";
import { detectCannibalization } from "./cannibalization";
import type { SearchRow } from "./search-metrics";

const dataset = DATASETS.greenleaf;
const today = dayNumber("2026-03-01")!;

/** The emulator's web rows for the last 90 final days, as the Search Console API would send them. */
function emulatorRows(dimensions: Dimension[]): SearchRow[] {
  const { rows, world, firstDay } = runSearch({
    dataset,
    type: "web",
    dimensions,
    startDay: today - 92,
    endDay: today - 3,
    today,
    hour: 2,
    dataState: "final",
    filters: {},
  });
  const { queries, pages } = world.site;
  const keyOf = (dimension: Dimension, value: number) =>
    dimension === "query"
      ? queries[value]!.text
      : dimension === "page"
        ? pages[value]!.url
        : dayString(firstDay + value);
  return Array.from({ length: rows.count }, (_, i) => {
    const impressions = rows.impressions[i]!;
    const clicks = rows.clicks[i]!;
    return {
      keys: dimensions.map((dimension, k) => keyOf(dimension, rows.keys[k]![i]!)),
      clicks,
      impressions,
      ctr: clicks / impressions,
      position: rows.positions[i]! / impressions,
    };
  });
}

describe("cannibalization in the emulator's greenleaf world", () => {
  it("finds every planted query with its pages and nothing else at the default thresholds", () => {
    const { issues } = detectCannibalization(emulatorRows(["query", "page"]), {
      dailyRows: emulatorRows(["query", "page", "date"]),
      excludeBranded: dataset.brandTerms,
    });
    const planted = plantedCannibalization("greenleaf");
    expect(issues.map((issue) => issue.query).sort()).toEqual(planted.map((p) => p.query).sort());
    for (const { query, pages } of planted) {
      const issue = issues.find((i) => i.query === query)!;
      expect(issue.pages.map((p) => p.page).sort()).toEqual([...pages].sort());
      expect(pages).toContain(issue.primaryPage);
    }
  });
});
