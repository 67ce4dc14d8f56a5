import type { z } from "zod";
import type {
  Ga4PropertyQuota,
  Ga4ReportMetadata,
  runReportResponseSchema,
} from "./schemas/analytics";

export type Ga4Report = {
  dimensionHeaders: string[];
  metricHeaders: { name: string; type: string }[];
  rows: { dimensions: string[]; metrics: number[] }[];
  /** One list of metric values per totals row (one per date range with several ranges). */
  totals?: number[][];
  rowCount: number;
  propertyQuota?: Ga4PropertyQuota;
  metadata?: Ga4ReportMetadata;
};

type WireReport = z.output<typeof runReportResponseSchema>;
type WireRow = WireReport["rows"][number];

// Every GA4 value is a string on the wire, metrics included; proto3 leaves out zeros.
const metricsOf = (row: WireRow) => row.metricValues.map((m) => Number(m.value ?? 0) || 0);

/** A runReport answer with its metric strings parsed to numbers; an empty report has no rows. */
export function toGa4Report(wire: WireReport): Ga4Report {
  return {
    dimensionHeaders: wire.dimensionHeaders.map((h) => h.name),
    metricHeaders: wire.metricHeaders.map((h) => ({ name: h.name, type: h.type })),
    rows: wire.rows.map((row) => ({
      dimensions: row.dimensionValues.map((d) => d.value ?? ""),
      metrics: metricsOf(row),
    })),
    ...(wire.totals ? { totals: wire.totals.map(metricsOf) } : {}),
    rowCount: wire.rowCount,
    ...(wire.propertyQuota ? { propertyQuota: wire.propertyQuota } : {}),
    ...(wire.metadata ? { metadata: wire.metadata } : {}),
  };
}
