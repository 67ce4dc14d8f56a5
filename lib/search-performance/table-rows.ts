import { shiftDay, daysIn } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import type { SearchConsoleRow } from "@/lib/data-api/types";
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

const ZERO: Metrics = { clicks: 0, impressions: 0, ctr: 0, position: 0 };

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

/**
 * Rows of one dimension with their comparison. On the Dates tab a previous day pairs with the day
 * at the same offset into the current range; other keys pair by name.
 */
export function performanceRows(
  tab: Tab,
  current: readonly SearchConsoleRow[],
  previous: readonly SearchConsoleRow[] | null,
  ranges?: { current: DateRange; previous: DateRange },
): PerformanceRow[] {
  const offset =
    tab === "dates" && ranges
      ? daysIn({ startDate: ranges.previous.startDate, endDate: ranges.current.startDate }) - 1
      : 0;
  const previousByKey = new Map<string, Metrics>();
  for (const row of previous ?? []) {
    const key = row.keys[0] ?? "";
    previousByKey.set(offset ? shiftDay(key, offset) : key, metricsOf(row));
  }
  return current.map((row) => {
    const key = row.keys[0] ?? "";
    const metrics = metricsOf(row);
    const before = previous ? (previousByKey.get(key) ?? ZERO) : null;
    return {
      key,
      label: keyLabel(tab, key),
      ...metrics,
      previous: before,
      change: before ? changeOf(metrics, before) : null,
    };
  });
}

export type KpiDeltas = Record<keyof Metrics, MetricDelta>;

/** KPI changes against the comparison totals: a lower position is an improvement. */
export const kpiDeltas = (current: Metrics, previous: Metrics): KpiDeltas =>
  delta(current, previous);
