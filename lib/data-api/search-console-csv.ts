import type { CsvColumn } from "@/lib/csv/to-csv";
import { formatPercent } from "@/lib/format/numbers";
import { KEY_HEADERS } from "@/lib/search-performance/labels";
import type { SearchConsoleDataInput } from "./schemas/search-console";
import { rowLabel } from "./search-console-table";
import type { SearchConsoleTableRow } from "./types";

// The columns of a Search Console export: the keys as a person reads them, the four metrics and,
// beside a comparison period, the change of each. Numbers stay raw; CTR reads as a percentage.

const HEADERS: Record<string, string> = {
  query: KEY_HEADERS.queries,
  page: KEY_HEADERS.pages,
  country: KEY_HEADERS.countries,
  device: KEY_HEADERS.devices,
  searchAppearance: KEY_HEADERS.appearance,
  date: KEY_HEADERS.dates,
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const position = (impressions: number, value: number) =>
  impressions > 0 && value > 0 ? round2(value) : null;

export function searchConsoleCsvColumns(
  input: Pick<SearchConsoleDataInput, "dimensions" | "compareWith">,
): CsvColumn<SearchConsoleTableRow>[] {
  const keys: CsvColumn<SearchConsoleTableRow>[] = input.dimensions.map((dimension, i) => ({
    header: HEADERS[dimension] ?? dimension,
    // Dates and pages keep Search Console's own text; codes read as names ("deu" → "Germany").
    value: (row) => (dimension === "date" ? row.keys[i] : rowLabel(dimension, row.keys[i] ?? "")),
  }));
  const metrics: CsvColumn<SearchConsoleTableRow>[] = [
    { header: "Clicks", value: (row) => row.clicks },
    { header: "Impressions", value: (row) => row.impressions },
    { header: "CTR", value: (row) => formatPercent(row.ctr) },
    { header: "Position", value: (row) => position(row.impressions, row.position) },
  ];
  if (!input.compareWith) return [...keys, ...metrics];
  const previous = (row: SearchConsoleTableRow) => row.previous!;
  return [
    ...keys,
    ...metrics,
    { header: "Clicks change", value: (row) => row.clicks - previous(row).clicks },
    { header: "Impressions change", value: (row) => row.impressions - previous(row).impressions },
    {
      header: "CTR change (points)",
      value: (row) => round2((row.ctr - previous(row).ctr) * 100),
    },
    {
      header: "Position change",
      value: (row) =>
        row.impressions > 0 && previous(row).impressions > 0
          ? round2(row.position - previous(row).position)
          : null,
    },
  ];
}
