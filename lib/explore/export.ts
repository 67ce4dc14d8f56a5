import "server-only";
import type { CsvColumn } from "@/lib/csv/to-csv";
import { ga4ExportRows } from "@/lib/data-api/ga4-export";
import type { Ga4ReportResponse } from "@/lib/data-api/types";
import type { ExplorationDefinition } from "./definition";
import { exploreFields, type PropertyOf } from "./run";
import { explorationRequest } from "./to-request";

type Row = Ga4ReportResponse["rows"][number];

/** A file name from the exploration's name: letters, digits and dashes. */
export function explorationFilename(def: ExplorationDefinition): string {
  const slug = (def.name ?? "")
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${slug || "ga4-exploration"}.csv`;
}

async function* firstRows(rows: AsyncGenerator<Row, void>, max: number): AsyncGenerator<Row, void> {
  let count = 0;
  for await (const row of rows) {
    if (count++ >= max) return;
    yield row;
  }
}

/**
 * Every row of the exploration, up to its limit, in its order, with both periods when it compares
 * (GA4 then names each row's period in a last dimension, `dateRange`). Read from Google in pages
 * through the response cache; the browser never holds the rows.
 */
export async function explorationCsv(property: PropertyOf, def: ExplorationDefinition) {
  const fields = await exploreFields(property);
  const label = new Map(
    [...fields.dimensions, ...fields.metrics].map((f) => [f.apiName, f.uiName] as const),
  );
  const request = explorationRequest(def, { offset: 0, limit: def.limit });
  const dimensions = [...def.dimensions, ...(def.compare ? ["dateRange"] : [])];
  const columns: CsvColumn<Row>[] = [
    ...dimensions.map((name, i) => ({
      header: name === "dateRange" ? "Date range" : (label.get(name) ?? name),
      value: (row: Row) => row.dimensions[i] ?? "",
    })),
    ...def.metrics.map((name, i) => ({
      header: label.get(name) ?? name,
      value: (row: Row) => row.metrics[i] ?? 0,
    })),
  ];
  const max = def.limit * (def.compare ? 2 : 1);
  return {
    columns,
    rows: firstRows(ga4ExportRows(property.userId, property.propertyUri, request), max),
    filename: explorationFilename(def),
  };
}
