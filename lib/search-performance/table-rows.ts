import type { SearchConsoleRow, SearchConsoleTableRow } from "@/lib/data-api/types";
import { delta, type MetricDelta, type Metrics } from "@/lib/seo/search-metrics";
import { keyLabel } from "./labels";
import type { Tab } from "./url-state";

// A tab's rows as the table shows them: one per key, with the change against the comparison period.

export type RowChange = {
  clicks: number;
  impressions: number;
  /** Percentage points as a fraction: 0.012 is 1.2 points. */
  ctr: number;
  /** Null when either period has no impressions for the key. */
  position: number | null;
};

export type PerformanceRow = Metrics & {
  key: string;
  label: string;
  /** The key in the comparison period (all zero when it had no traffic); null without comparison. */
  previous: Metrics | null;
  change: RowChange | null;
};

function metricsOf(row: SearchConsoleRow): Metrics {
  // Search Console's own CTR and position for one key are already exact for that key.
  return { clicks: row.clicks, impressions: row.impressions, ctr: row.ctr, position: row.position };
}

function changeOf(current: Metrics, previous: Metrics): RowChange {
  const positioned = current.impressions > 0 && previous.impressions > 0;
  return {
    clicks: current.clicks - previous.clicks,
    impressions: current.impressions - previous.impressions,
    ctr: current.ctr - previous.ctr,
    position: positioned ? current.position - previous.position : null,
  };
}

/** The server's rows of one tab as the table shows them: labelled, with their change. */
export function performanceRows(
  tab: Tab,
  rows: readonly SearchConsoleTableRow[],
): PerformanceRow[] {
  return rows.map((row) => {
    const key = row.keys[0] ?? "";
    const metrics = metricsOf(row);
    return {
      key,
      label: keyLabel(tab, key),
      ...metrics,
      previous: row.previous,
      change: row.previous ? changeOf(metrics, row.previous) : null,
    };
  });
}

export type KpiDeltas = Record<keyof Metrics, MetricDelta>;

/** KPI changes against the comparison totals: a lower position is an improvement. */
export const kpiDeltas = (current: Metrics, previous: Metrics): KpiDeltas =>
  delta(current, previous);
