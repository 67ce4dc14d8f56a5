import "server-only";
import { BREAKDOWN_METRICS, BREAKDOWNS, KPI_METRICS } from "@/lib/analytics/metrics";
import type { CsvColumn } from "@/lib/csv/to-csv";
import { ga4Report } from "./ga4";
import type { Ga4ReportSubset } from "./schemas/ga4";
import type { Ga4ReportResponse } from "./types";

// Every row of a GA4 report, for a CSV download: the report without its page, read from Google
// in pages of EXPORT_PAGE rows (each through the response cache) up to EXPORT_MAX rows.

const EXPORT_PAGE = 50_000;
/** The most rows an export writes: GA4's own cap on one report's rows. */
export const EXPORT_MAX = 250_000;

type Row = Ga4ReportResponse["rows"][number];

/** The rows of every page of `request`, in its order. */
export async function* ga4ExportRows(
  userId: string,
  propertyUri: string,
  request: Ga4ReportSubset,
): AsyncGenerator<Row, void> {
  const { limit: _limit, offset: _offset, ...whole } = request;
  for (let offset = 0; offset < EXPORT_MAX; offset += EXPORT_PAGE) {
    const page = await ga4Report(userId, propertyUri, {
      ...whole,
      limit: EXPORT_PAGE,
      offset,
    });
    yield* page.rows;
    if (page.rows.length < EXPORT_PAGE || offset + EXPORT_PAGE >= page.rowCount) return;
  }
}

/** What the app calls a GA4 field; Google's API name for the ones it has no words for. */
const LABELS = new Map<string, string>([
  ...BREAKDOWNS.map((b) => [b.dimension, b.label] as const),
  ...KPI_METRICS.map((m) => [m.id, m.label] as const),
  ...BREAKDOWN_METRICS.map((m) => [m.id, m.label] as const),
]);
const labelOf = (name: string) => LABELS.get(name) ?? name;

/** The file's columns: the report's dimensions, then its metrics, in the request's order. */
export function ga4CsvColumns(request: Ga4ReportSubset): CsvColumn<Row>[] {
  return [
    ...(request.dimensions ?? []).map((d, i) => ({
      header: labelOf(d.name),
      value: (row: Row) => row.dimensions[i] ?? "",
    })),
    ...request.metrics.map((m, i) => ({
      header: labelOf(m.name),
      value: (row: Row) => row.metrics[i] ?? 0,
    })),
  ];
}
