import { strToU8, zipSync } from "fflate";
import { toCsv, type CsvColumn } from "@/lib/csv/to-csv";
import { SECTION_LABELS } from "./sections";
import type { ReportSnapshot, SectionData, TableData } from "./types";

// A report's tables as a zip of CSV files, one per table section (both lists of winners and
// losers), with a summary CSV of the KPI cards. Raw figures: CTR as a fraction, no formatting.

type Row = Record<string, string | number | null>;

const csvOf = (table: TableData) =>
  toCsv<Row>(
    table.columns.map((c): CsvColumn<Row> => ({ header: c.label, value: (row) => row[c.key] })),
    table.rows,
  );

function tablesOf(data: SectionData): [string, TableData][] {
  switch (data.type) {
    case "top-queries":
    case "top-pages":
    case "cannibalization":
    case "opportunities":
    case "coverage":
    case "content":
      return [["", data.table]];
    case "movers":
      return [
        ["winners", data.winners],
        ["losers", data.losers],
      ];
    case "kpis":
      return [
        [
          "",
          {
            columns: [
              { key: "metric", label: "Metric", format: "text" },
              { key: "current", label: "Period", format: "number" },
              { key: "previous", label: "Comparison", format: "number" },
            ],
            rows: (["clicks", "impressions", "ctr", "position"] as const).map((metric) => ({
              metric,
              current: data.current[metric],
              previous: data.previous?.[metric] ?? null,
            })),
          },
        ],
      ];
    default:
      return [];
  }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The zip's bytes; each file named by its place in the report and its section. */
export function reportCsvZip(snapshot: ReportSnapshot): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  snapshot.sections.forEach((section, index) => {
    if (section.status !== "ready") return;
    for (const [part, table] of tablesOf(section.data)) {
      const name = `${String(index + 1).padStart(2, "0")}-${slug(SECTION_LABELS[section.type])}${part ? `-${part}` : ""}.csv`;
      // The byte-order mark makes spreadsheet programs read the file as UTF-8.
      files[name] = strToU8(`\uFEFF${csvOf(table)}`);
    }
  });
  return zipSync(files, { level: 6, mtime: new Date(snapshot.createdAt) });
}
