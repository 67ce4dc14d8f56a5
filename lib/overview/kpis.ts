import {
  formatCompact,
  formatDelta,
  formatPercent,
  formatPosition,
  judgeDelta,
} from "@/lib/format/numbers";
import { metricDelta, type DailyMetrics, type Metrics } from "@/lib/seo/search-metrics";
import type { Ga4ReportResponse, GbpMetricsResponse } from "@/lib/data-api/types";

/** A KPI card's content, formatted for people. */
export type Kpi = {
  id: string;
  label: string;
  value: string;
  /** Set only when the period is compared. */
  delta?: string;
  improved?: boolean | null;
  /** What the change is measured against, when not the view's usual words. */
  deltaLabel?: string;
  sparkline: number[];
  invertSparkline?: boolean;
};

/** One number per day, in date order. */
export type DailyValue = { date: string; value: number };

/** The change in percent, judged on the figure shown (a change that shows as 0.0% is neither). */
function relativeDelta(current: number, previous: number) {
  const { relative } = metricDelta(current, previous);
  return { delta: formatDelta(relative, "percent"), improved: judgeDelta(relative, "percent") };
}

/**
 * The four Search Console cards. The figures come from the property's totals, never from summed
 * rows; the sparklines from the daily points. Position changes are shown in places, not percent.
 */
export function searchKpis(
  totals: Metrics,
  daily: readonly DailyMetrics[],
  previous: Metrics | null,
): Kpi[] {
  const compared = previous !== null;
  const seen = compared && totals.impressions > 0 && previous.impressions > 0;
  const positionChange = seen ? metricDelta(totals.position, previous.position, true) : null;
  return [
    {
      id: "clicks",
      label: "Clicks",
      value: formatCompact(totals.clicks),
      ...(compared ? relativeDelta(totals.clicks, previous.clicks) : {}),
      sparkline: daily.map((d) => d.clicks),
    },
    {
      id: "impressions",
      label: "Impressions",
      value: formatCompact(totals.impressions),
      ...(compared ? relativeDelta(totals.impressions, previous.impressions) : {}),
      sparkline: daily.map((d) => d.impressions),
    },
    {
      id: "ctr",
      label: "CTR",
      value: formatPercent(totals.ctr),
      ...(seen ? relativeDelta(totals.ctr, previous.ctr) : {}),
      sparkline: daily.filter((d) => d.impressions > 0).map((d) => d.ctr),
    },
    {
      id: "position",
      label: "Average position",
      value: formatPosition(totals.position),
      ...(positionChange
        ? {
            delta: formatDelta(positionChange.absolute, "position"),
            improved: judgeDelta(positionChange.absolute, "position", true),
          }
        : {}),
      sparkline: daily.filter((d) => d.impressions > 0).map((d) => d.position),
      invertSparkline: true,
    },
  ];
}

/** A card for a count (sessions, actions) with its change when compared. */
export function countKpi(
  id: string,
  label: string,
  total: number,
  daily: readonly DailyValue[],
  previousTotal: number | null,
): Kpi {
  return {
    id,
    label,
    value: formatCompact(total),
    ...(previousTotal !== null ? relativeDelta(total, previousTotal) : {}),
    sparkline: daily.map((d) => d.value),
  };
}

const GA4_DAY = /^(\d{4})(\d{2})(\d{2})$/;

/** A GA4 report of sessions by date: its total and its days (GA4 writes dates as yyyyMMdd). */
export function ga4DailyTotal(report: Ga4ReportResponse): { total: number; daily: DailyValue[] } {
  const dateIndex = report.dimensionHeaders.indexOf("date");
  const daily = report.rows
    .map((row) => ({
      date: (row.dimensions[dateIndex] ?? "").replace(GA4_DAY, "$1-$2-$3"),
      value: row.metrics[0] ?? 0,
    }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const total = report.totals?.[0]?.[0] ?? daily.reduce((sum, d) => sum + d.value, 0);
  return { total, daily };
}

/** Business Profile series of one or more locations added up: every metric, every location, per day. */
export function gbpDailyTotal(responses: readonly GbpMetricsResponse[]): {
  total: number;
  daily: DailyValue[];
} {
  const byDay = new Map<string, number>();
  let total = 0;
  for (const response of responses)
    for (const series of response.series) {
      total += series.total;
      for (const { date, value } of series.values) byDay.set(date, (byDay.get(date) ?? 0) + value);
    }
  const daily = [...byDay]
    .map(([date, value]) => ({ date, value }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  return { total, daily };
}
