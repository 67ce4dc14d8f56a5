import type { CsvColumn } from "@/lib/csv/to-csv";
import type { Contribution } from "@/lib/seo/click-change";
import type { GscInsightsDimension } from "./schemas";

const KEY_HEADERS: Record<GscInsightsDimension, string> = {
  query: "Query",
  page: "Page",
  device: "Device",
  country: "Country",
  searchAppearance: "Search appearance",
};

const STATUS_LABELS: Record<Contribution["status"], string> = {
  new: "New",
  lost: "Gone",
  up: "Gained clicks",
  down: "Lost clicks",
  same: "Unchanged",
};

/** CTR as a percentage with two decimals, as Search Console's own export writes it. */
const ctr = (fraction: number) => Number((fraction * 100).toFixed(2));
/** Average position to one decimal; empty without impressions (0 is not a position). */
const position = (value: number) => (value > 0 ? Number(value.toFixed(1)) : null);

/** One dimension's keys as a file: both periods' figures and the change. */
export function insightCsvColumns(
  dimension: GscInsightsDimension,
): readonly CsvColumn<Contribution>[] {
  return [
    { header: KEY_HEADERS[dimension], value: (row) => row.key },
    { header: "Status", value: (row) => STATUS_LABELS[row.status] },
    { header: "Clicks before", value: (row) => row.previous.clicks },
    { header: "Clicks", value: (row) => row.current.clicks },
    { header: "Clicks change", value: (row) => row.change },
    { header: "Impressions before", value: (row) => row.previous.impressions },
    { header: "Impressions", value: (row) => row.current.impressions },
    { header: "CTR before (%)", value: (row) => ctr(row.previous.ctr) },
    { header: "CTR (%)", value: (row) => ctr(row.current.ctr) },
    { header: "Position before", value: (row) => position(row.previous.position) },
    { header: "Position", value: (row) => position(row.current.position) },
  ];
}
