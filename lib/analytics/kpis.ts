import { setISOWeek, startOfISOWeek } from "date-fns";
import { toDateKey } from "@/lib/dates/format";
import type { Ga4ReportResponse } from "@/lib/data-api/types";
import {
  formatCompact,
  formatDelta,
  formatDuration,
  formatPercent,
  judgeDelta,
} from "@/lib/format/numbers";
import type { Kpi } from "@/lib/overview/kpis";
import { KPI_METRICS, metricValue, type AnalyticsFormat, type AnalyticsMetric } from "./metrics";
import type { AnalyticsGrain } from "./url-state";

// The Analytics view's figures from GA4's answers: the cards, the trend's points and the notes
// Google attaches (thresholding, the "(other)" row). Pure.

/** Seconds as people read a duration: "45s", "1m 05s", "1h 02m"; "—" when there is none. */
export const formatSeconds = (seconds: number | null): string =>
  seconds === null ? "—" : formatDuration(seconds);

// Intl.NumberFormat construction is far slower than format(): one formatter per currency and size.
const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(currency: string, compact: boolean): Intl.NumberFormat | null {
  const id = `${currency}:${compact}`;
  if (!moneyFormats.has(id)) {
    let format: Intl.NumberFormat | null = null;
    try {
      format = new Intl.NumberFormat("en-US", {
        style: "currency",
        currency,
        ...(compact ? { notation: "compact", maximumFractionDigits: 1 } : {}),
      });
    } catch {
      // Not a well-formed ISO 4217 code: written as a number after the code instead.
    }
    moneyFormats.set(id, format);
  }
  return moneyFormats.get(id) ?? null;
}

/** Money in the report's currency, short on a card: "$950.25", "$12.3K", "€1.2M". */
export function formatCurrency(value: number, currency: string): string {
  if (!Number.isFinite(value)) return "—";
  const code = currency.toUpperCase();
  const format = moneyFormat(code, Math.abs(value) >= 1000);
  return format ? format.format(value) : `${code} ${formatCompact(value)}`;
}

/** The currency GA4 reports a property's money in; USD when the answer does not say. */
export const reportCurrency = (report: Ga4ReportResponse): string =>
  report.metadata?.currencyCode || "USD";

/** A figure as the cards write it. */
export function formatAnalytics(
  value: number | null,
  format: AnalyticsFormat,
  currency = "USD",
): string {
  if (value === null) return "—";
  if (format === "percent") return formatPercent(value, 1);
  if (format === "seconds") return formatSeconds(value);
  if (format === "currency") return formatCurrency(value, currency);
  return formatCompact(value);
}

/** The bucket a GA4 date dimension names, as the first day of it: 20261101, 202647, 202611. */
export function bucketDate(value: string, grain: AnalyticsGrain): string | null {
  if (grain === "day") {
    const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
    return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
  }
  if (grain === "month") {
    const m = /^(\d{4})(\d{2})$/.exec(value);
    return m ? `${m[1]}-${m[2]}-01` : null;
  }
  const m = /^(\d{4})(\d{2})$/.exec(value);
  if (!m) return null;
  // ISO week 1 holds January 4th; the week's Monday is its first day.
  const week = setISOWeek(new Date(Number(m[1]), 0, 4), Number(m[2]));
  return toDateKey(startOfISOWeek(week));
}

export type SeriesPoint = { date: string; value: number | null };

/** One metric's points of a series report, in bucket order. */
export function seriesPoints(
  report: Ga4ReportResponse,
  metric: AnalyticsMetric,
  grain: AnalyticsGrain,
): SeriesPoint[] {
  return report.rows
    .map((row) => ({
      date: bucketDate(row.dimensions[0] ?? "", grain),
      value: metricValue(metric, row.metrics),
    }))
    .filter((p): p is SeriesPoint => p.date !== null)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Whether a figure shown only when there is some (revenue) has any in the range or the comparison. */
export function hasAny(totals: Ga4ReportResponse, metric: AnalyticsMetric): boolean {
  return (totals.totals ?? []).some((values) => (metricValue(metric, values) ?? 0) > 0);
}

/** The KPIs a report's totals show: revenue only on a property that has some. */
export const shownKpiMetrics = (totals: Ga4ReportResponse): AnalyticsMetric[] =>
  KPI_METRICS.filter((metric) => !("onlyWhenAny" in metric) || hasAny(totals, metric));

/** The cards: each KPI over the range, its change against the comparison, its daily sparkline. */
export function analyticsKpis(totals: Ga4ReportResponse, daily: Ga4ReportResponse | null): Kpi[] {
  const [now = [], before] = totals.totals ?? [];
  const currency = reportCurrency(totals);
  return shownKpiMetrics(totals).map((metric) => {
    const value = metricValue(metric, now);
    const previous = before ? metricValue(metric, before) : null;
    const relative =
      value !== null && previous !== null && previous > 0 ? (value - previous) / previous : null;
    return {
      id: metric.id,
      label: metric.label,
      value: formatAnalytics(value, metric.format, currency),
      ...(relative !== null
        ? { delta: formatDelta(relative, "percent"), improved: judgeDelta(relative, "percent") }
        : {}),
      sparkline: daily ? seriesPoints(daily, metric, "day").map((p) => p.value ?? 0) : [],
    };
  });
}

/** What Google says about a report that a reader should know: thresholding, the "(other)" row. */
export function reportNotes(report: Pick<Ga4ReportResponse, "metadata">): string[] {
  const notes: string[] = [];
  if (report.metadata?.subjectToThresholding)
    notes.push(
      "Google withheld some rows with few users (thresholding): totals can be higher than the rows add up to.",
    );
  if (report.metadata?.dataLossFromOtherRow)
    notes.push(
      "Google grouped the rarest values into “(other)” because the property passed its limit of distinct values.",
    );
  return notes;
}

/**
 * A standard property's token buckets (google-apis.md: 200,000 a day, 40,000 an hour; a GA4 360
 * property has ten times more, so it is never warned early). Google returns what is left, not
 * the bucket's size.
 */
const TOKEN_BUCKETS = { day: 200_000, hour: 40_000 } as const;
/** Below this share of a bucket left, the view warns that figures may stop loading. */
const LOW_QUOTA_SHARE = 0.1;

/**
 * A warning when the property has used most of its GA4 tokens for the hour or the day, from the
 * quota Google returned with the report; null while there is enough left (or Google said nothing).
 */
export function quotaNote(report: Ga4ReportResponse): string | null {
  const quota = report.propertyQuota;
  if (!quota) return null;
  for (const period of ["hour", "day"] as const) {
    const remaining = (period === "hour" ? quota.tokensPerHour : quota.tokensPerDay)?.remaining;
    if (remaining === undefined || remaining >= TOKEN_BUCKETS[period] * LOW_QUOTA_SHARE) continue;
    return remaining === 0
      ? `This GA4 property has used all its tokens for the ${period}: Google answers 'Rate Limit Reached' until the ${period} ends.`
      : `This GA4 property has ${remaining.toLocaleString("en-US")} tokens left for the ${period}: figures may stop loading until the ${period} ends.`;
  }
  return null;
}
