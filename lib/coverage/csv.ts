import type { CsvColumn } from "@/lib/csv/to-csv";
import { COVERAGE_ISSUES } from "./issues";
import { COVERAGE_STATE_LABELS, type CoverageUrlRow } from "./types";

/** The Coverage table's CSV: one row per URL, with what is known of it and from where. */
export const coverageCsvColumns: readonly CsvColumn<CoverageUrlRow>[] = [
  { header: "URL", value: (r) => r.url },
  { header: "State", value: (r) => COVERAGE_STATE_LABELS[r.state] },
  { header: "Issue", value: (r) => (r.issue ? COVERAGE_ISSUES[r.issue].label : "") },
  { header: "Known from", value: (r) => r.source },
  { header: "Known since", value: (r) => r.knownSince ?? "" },
  { header: "Age (days)", value: (r) => r.ageDays ?? "" },
  { header: "In a sitemap", value: (r) => (r.inSitemap ? "yes" : "no") },
  { header: "Clicks (28 days)", value: (r) => r.clicks },
  { header: "Impressions (28 days)", value: (r) => r.impressions },
];
