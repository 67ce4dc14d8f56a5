import type { CsvColumn } from "@/lib/csv/to-csv";
import { OPPORTUNITY_TYPE_LABELS, TYPES_WITHOUT_GAIN } from "./limits";
import type { OpportunityRow } from "./types";

const STATE_LABELS: Record<OpportunityRow["state"], string> = {
  open: "Open",
  snoozed: "Snoozed",
  dismissed: "Dismissed",
};

/** The list's columns as a file, with the action and the reason in words. */
export const OPPORTUNITY_CSV_COLUMNS: readonly CsvColumn<OpportunityRow>[] = [
  { header: "Type", value: (row) => OPPORTUNITY_TYPE_LABELS[row.type] },
  { header: "Query", value: (row) => row.query },
  { header: "Page", value: (row) => row.page },
  {
    header: "Estimated click gain",
    value: (row) => (TYPES_WITHOUT_GAIN.has(row.type) ? null : row.gain),
  },
  { header: "Clicks", value: (row) => row.clicks },
  { header: "Impressions", value: (row) => row.impressions },
  { header: "CTR (%)", value: (row) => Number((row.ctr * 100).toFixed(2)) },
  {
    header: "Position",
    value: (row) => (row.position > 0 ? Number(row.position.toFixed(1)) : null),
  },
  { header: "Action", value: (row) => row.action },
  { header: "Why", value: (row) => row.reason },
  { header: "State", value: (row) => STATE_LABELS[row.state] },
  { header: "Snoozed until", value: (row) => row.snoozedUntil },
];
