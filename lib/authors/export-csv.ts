import type { CsvColumn } from "@/lib/csv/to-csv";
import type { AuthorListRow, AuthorMetrics, AuthorPageRow, AuthorQueryRow } from "./api-types";

// The Authors tables' CSV columns: every figure of a row, the comparison period's last.

const percent = (m: AuthorMetrics) => `${(m.ctr * 100).toFixed(2)}%`;
const position = (m: AuthorMetrics) =>
  m.impressions > 0 ? Math.round(m.position * 100) / 100 : null;

function metricColumns<
  T extends { metrics: AuthorMetrics; previous: AuthorMetrics | null },
>(): CsvColumn<T>[] {
  return [
    { header: "Clicks", value: (r) => r.metrics.clicks },
    { header: "Impressions", value: (r) => r.metrics.impressions },
    { header: "CTR", value: (r) => percent(r.metrics) },
    { header: "Position", value: (r) => position(r.metrics) },
    { header: "Previous clicks", value: (r) => r.previous?.clicks ?? null },
    { header: "Previous impressions", value: (r) => r.previous?.impressions ?? null },
    {
      header: "Clicks change",
      value: (r) => (r.previous ? r.metrics.clicks - r.previous.clicks : null),
    },
  ];
}

export const AUTHOR_LIST_CSV: CsvColumn<AuthorListRow>[] = [
  { header: "Author", value: (r) => r.name },
  { header: "Also written as", value: (r) => r.aliases.join("; ") },
  { header: "Pages", value: (r) => r.pages },
  ...metricColumns<AuthorListRow>(),
  { header: "Pages published per month", value: (r) => r.cadence.perMonth },
  { header: "Last published", value: (r) => r.cadence.lastPublished },
];

const SOURCE_LABELS: Record<AuthorPageRow["source"], string> = {
  manual: "Edited by hand",
  import: "CSV import",
  rule: "Rule",
  crawl: "Page markup",
};

export const AUTHOR_PAGES_CSV: CsvColumn<AuthorPageRow>[] = [
  { header: "Page", value: (r) => r.url },
  { header: "Title", value: (r) => r.title },
  { header: "Published", value: (r) => r.published },
  { header: "Modified", value: (r) => r.modified },
  { header: "Author from", value: (r) => SOURCE_LABELS[r.source] },
  ...metricColumns<AuthorPageRow>(),
];

export const AUTHOR_QUERIES_CSV: CsvColumn<AuthorQueryRow>[] = [
  { header: "Query", value: (r) => r.query },
  ...metricColumns<AuthorQueryRow>(),
];
