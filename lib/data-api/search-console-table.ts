import { daysIn, shiftDay } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import { keyLabel } from "@/lib/search-performance/labels";
import type { Tab } from "@/lib/search-performance/url-state";
import { pagedTable, type PagedTable, type TableSpec } from "@/lib/tables/table-page";
import type { SearchConsoleSort } from "./table-page";
import type { SearchConsoleMetrics, SearchConsoleRow, SearchConsoleTableRow } from "./types";

// Search Console rows as a table the server pages: each row beside its comparison period. Pure.

const ZERO: SearchConsoleMetrics = { clicks: 0, impressions: 0, ctr: 0, position: 0 };

const metricsOf = ({
  clicks,
  impressions,
  ctr,
  position,
}: SearchConsoleRow): SearchConsoleMetrics => ({
  clicks,
  impressions,
  ctr,
  position,
});

const DIMENSION_TABS: Partial<Record<string, Tab>> = {
  query: "queries",
  page: "pages",
  country: "countries",
  device: "devices",
  searchAppearance: "appearance",
  date: "dates",
};

/** How a key reads to a person ("deu" → "Germany"); what the search box also matches. */
export function rowLabel(dimension: string | undefined, key: string): string {
  const tab = dimension ? DIMENSION_TABS[dimension] : undefined;
  return tab ? keyLabel(tab, key) : key;
}

/**
 * The rows with their comparison: null without one, all zero for a key the period did not have.
 * Dates pair by their offset into each range (the first day with the first day); other keys by name.
 */
export function withPrevious(
  dimensions: readonly string[],
  current: readonly SearchConsoleRow[],
  previous: readonly SearchConsoleRow[] | null,
  ranges?: { current: DateRange; previous: DateRange },
): SearchConsoleTableRow[] {
  if (!previous) return current.map((row) => ({ ...row, previous: null }));
  const dateIndex = dimensions.indexOf("date");
  const offset =
    dateIndex >= 0 && ranges
      ? daysIn({ startDate: ranges.previous.startDate, endDate: ranges.current.startDate }) - 1
      : 0;
  const keyOf = (keys: readonly string[]) =>
    keys.map((key, i) => (i === dateIndex && offset ? shiftDay(key, offset) : key)).join("\u0000");
  const before = new Map(previous.map((row) => [keyOf(row.keys), metricsOf(row)]));
  return current.map((row) => ({ ...row, previous: before.get(row.keys.join("\u0000")) ?? ZERO }));
}

const change = (row: SearchConsoleTableRow, metric: keyof SearchConsoleMetrics) =>
  row.previous ? row[metric] - row.previous[metric] : null;

/** Position change is unknown when either period had no impressions for the key. */
const positionChange = (row: SearchConsoleTableRow) =>
  row.previous && row.impressions > 0 && row.previous.impressions > 0
    ? row.position - row.previous.position
    : null;

const tableKey = (row: SearchConsoleTableRow) => row.keys.join("\u0000");

export function searchConsoleTableSpec(
  dimensions: readonly string[],
): TableSpec<SearchConsoleTableRow, SearchConsoleSort> {
  const first = dimensions[0];
  return {
    key: tableKey,
    searchText: (row) => {
      const key = row.keys[0] ?? "";
      const label = rowLabel(first, key);
      return label === key ? row.keys.join(" ") : `${row.keys.join(" ")} ${label}`;
    },
    columns: {
      key: (row) => row.keys[0] ?? "",
      clicks: (row) => row.clicks,
      impressions: (row) => row.impressions,
      ctr: (row) => row.ctr,
      // Position 0 means "no impressions": not the best position.
      position: (row) => (row.impressions > 0 ? row.position : null),
      clicksChange: (row) => change(row, "clicks"),
      impressionsChange: (row) => change(row, "impressions"),
      ctrChange: (row) => change(row, "ctr"),
      positionChange,
    },
  };
}

export const searchConsoleTable = (
  dimensions: readonly string[],
  rows: readonly SearchConsoleTableRow[],
): PagedTable<SearchConsoleTableRow, SearchConsoleSort> =>
  pagedTable(rows, searchConsoleTableSpec(dimensions));
