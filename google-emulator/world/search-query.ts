// Answers one search analytics request from a dataset's world: every series of the property,
// split into pages, countries, devices and appearances as the request needs, summed per row.
import type { Dataset } from "./catalog";
import type { SearchWorld } from "./search-build";
import { categoriesOf, DEVICES, type Categories, type SearchType } from "./search-categories";
import { monthsBefore } from "./search-dates";
import { RowSink, type Dimension, type SearchRows } from "./search-rows";
import { SeriesCells } from "./search-cells";
import { SeriesView } from "./search-view";
import { HISTORY_MONTHS, searchWorld } from "./search-world";

type Predicate = (value: string) => boolean;

export type SearchSpec = {
  dataset: Dataset;
  type: SearchType;
  dimensions: Dimension[];
  startDay: number;
  endDay: number;
  /** Pacific day and hour of the emulator's clock. */
  today: number;
  hour: number;
  dataState: "final" | "all";
  /** A URL-prefix property sees only pages under this prefix. */
  prefix?: string;
  filters: Partial<Record<Exclude<Dimension, "date">, Predicate>>;
};

export type SearchResult = {
  rows: SearchRows;
  world: SearchWorld;
  categories: Categories;
  /** Day number of the first row date (date keys are offsets from it). */
  firstDay: number;
  /** First day that is not final yet, when the answer includes one. */
  firstIncompleteDay: number | null;
};

/** Last day with final data: two or three days back, depending on the hour in California. */
export const lastFinalDay = (today: number, hour: number): number => today - (hour >= 14 ? 2 : 3);

const mask = (values: readonly string[], keep: Predicate | undefined, base?: Predicate) =>
  Uint8Array.from(values, (v) => ((!base || base(v)) && (!keep || keep(v)) ? 1 : 0));

export function runSearch(spec: SearchSpec): SearchResult {
  const world = searchWorld(spec.dataset, spec.today);
  const categories = categoriesOf(world);
  const { site } = world;
  const lastFinal = lastFinalDay(spec.today, spec.hour);
  const lastDay = spec.dataState === "all" ? spec.today : lastFinal;
  const from = Math.max(spec.startDay, monthsBefore(spec.today, HISTORY_MONTHS));
  const to = Math.min(spec.endDay, lastDay);
  const dims = spec.dimensions;
  const involved = (d: Exclude<Dimension, "date">) => dims.includes(d) || !!spec.filters[d];
  const prefix = spec.prefix;
  const inProperty = prefix ? (url: string) => url.startsWith(prefix) : undefined;
  const cells = new SeriesCells(world, categories, {
    type: spec.type,
    dated: dims.includes("date"),
    from,
    to,
    queries: involved("query")
      ? mask(
          site.queries.map((q) => q.text),
          spec.filters.query,
        )
      : null,
    pages: mask(
      site.pages.map((p) => p.url),
      spec.filters.page,
      inProperty,
    ),
    pagesFiltered: !!spec.filters.page || dims.includes("page"),
    countries: involved("country") ? mask(categories.countries, spec.filters.country) : null,
    devices: involved("device") ? mask(DEVICES, spec.filters.device) : null,
    appearances: involved("searchAppearance")
      ? mask(categories.appearances, spec.filters.searchAppearance)
      : null,
  });
  const days = Math.max(1, to - from + 1);
  const sizes = [
    days,
    site.queries.length,
    site.pages.length,
    categories.countries.length,
    DEVICES.length,
    Math.max(1, categories.appearances.length),
  ];
  const unique =
    dims.includes("query") &&
    dims.includes("page") &&
    (dims.includes("date") || days === 1) &&
    (!involved("country") || dims.includes("country")) &&
    (!involved("device") || dims.includes("device")) &&
    (!involved("searchAppearance") || dims.includes("searchAppearance"));
  const sink = new RowSink(dims, sizes, unique);
  if (from <= to) {
    const view = new SeriesView(world, lastFinal, lastDay, spec.hour);
    cells.emitAll(view, sink);
  }
  return {
    rows: sink.finish(),
    world,
    categories,
    firstDay: from,
    firstIncompleteDay: lastDay > lastFinal && to > lastFinal ? lastFinal + 1 : null,
  };
}
