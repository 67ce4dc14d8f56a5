import { DATASETS, type Dataset } from "@/google-emulator/world/catalog";
import { plantedCannibalization } from "@/google-emulator/world/search-cannibalization";
import { dayNumber, dayString, pacificClock } from "@/google-emulator/world/search-dates";
import { lastFinalDay, runSearch } from "@/google-emulator/world/search-query";
import type { Dimension } from "@/google-emulator/world/search-rows";
import type { SearchRow } from "@/lib/seo/search-metrics";
import { detectCannibalization } from "./detect";

const HOUR = 2;
const clock = pacificClock(new Date());
// The world moves with the emulator's clock: planted cases must hold whatever today is.
const TODAYS = [
  ...new Set([
    ...["2026-03-01", "2026-07-15", "2026-11-21", "2027-02-10"].map((d) => dayNumber(d)!),
    clock.today,
  ]),
];

/** The emulator's web rows for the `days` final days up to `today`, as the API would send them. */
function emulatorRows(
  dataset: Dataset,
  today: number,
  days: number,
  dimensions: Dimension[],
): SearchRow[] {
  const lastFinal = lastFinalDay(today, HOUR);
  const { rows, world, firstDay } = runSearch({
    dataset,
    type: "web",
    dimensions,
    startDay: lastFinal - days + 1,
    endDay: lastFinal,
    today,
    hour: HOUR,
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

describe.each(TODAYS.map((today) => ({ today, date: dayString(today) })))(
  "cannibalization in the emulator's worlds on $date",
  ({ today }) => {
    it.each(
      Object.values(DATASETS).flatMap((dataset) => [90, 28].map((days) => ({ dataset, days }))),
    )(
      "$dataset.id, last $days final days: every planted query with exactly its pages, nothing else",
      ({ dataset, days }) => {
        const { issues } = detectCannibalization(
          emulatorRows(dataset, today, days, ["query", "page"]),
          {
            dailyRows: emulatorRows(dataset, today, days, ["query", "page", "date"]),
            excludeBranded: dataset.brandTerms,
          },
        );
        const planted = plantedCannibalization(dataset.id);
        expect(planted.length).toBeGreaterThan(0);
        expect(issues.map((issue) => issue.query).sort()).toEqual(
          planted.map((p) => p.query).sort(),
        );
        for (const { query, pages } of planted) {
          const issue = issues.find((i) => i.query === query)!;
          expect(issue.pages.map((p) => p.page).sort()).toEqual([...pages].sort());
          expect(pages).toContain(issue.primaryPage);
        }
      },
      60_000,
    );
  },
);
