import type { CsvColumn } from "@/lib/csv/to-csv";
import { ACTION_LABELS, BAND_LABELS } from "./explain";
import type { CannibalizationIssue } from "./types";

/** The issue list's columns as a file: every competing page's URL, severity with its band. */
export const ISSUE_CSV_COLUMNS: readonly CsvColumn<CannibalizationIssue>[] = [
  { header: "Query", value: (issue) => issue.query },
  { header: "Pages", value: (issue) => issue.pages.map((p) => p.page).join(" | ") },
  { header: "Severity", value: (issue) => `${BAND_LABELS[issue.band]} (${issue.severity})` },
  { header: "Lost clicks", value: (issue) => Math.round(issue.estimatedLostClicks) },
  { header: "Impressions", value: (issue) => issue.impressions },
  { header: "Action", value: (issue) => ACTION_LABELS[issue.action] },
  { header: "Primary page", value: (issue) => issue.primaryPage },
];
