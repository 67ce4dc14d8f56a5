import { formatNumber, formatPercent } from "@/lib/format/numbers";
import { detectAnomalies, detectAnomaly, type DailyPoint } from "./anomaly";
import {
  ALERT_METRIC_LABELS,
  type AlertChartPoint,
  type AlertDirection,
  type AlertMetric,
} from "./types";

// A rule's verdict on one day: the anomaly test with the rule's threshold and direction, worded as
// the alert the user reads. Pure, so the checks, the tests and the bench share it.

/** Days the alert's chart shows, ending on the alert's day. */
export const CHART_DAYS = 28;

export type RuleSettings = { metric: AlertMetric; threshold: number; direction: AlertDirection };

export type AlertCandidate = {
  day: string;
  title: string;
  message: string;
  observed: number | null;
  expected: number | null;
  chart: AlertChartPoint[];
};

/** The chart of the last CHART_DAYS days up to `day`, each with what its own history made normal. */
export function alertChart(
  series: readonly DailyPoint[],
  day: string,
  settings: Pick<RuleSettings, "threshold">,
): AlertChartPoint[] {
  const shown = series.filter((p) => p.date <= day).slice(-CHART_DAYS);
  const verdicts = detectAnomalies(
    series,
    shown.map((p) => p.date),
    { threshold: settings.threshold },
  );
  return shown.map((point, i) => {
    const verdict = verdicts[i];
    const expected =
      verdict && (verdict.status === "normal" || verdict.status === "anomalous")
        ? Math.round(verdict.expected * 10) / 10
        : null;
    return { date: point.date, value: point.value, expected };
  });
}

/**
 * The alert `settings` raise for `day` of `series` about `subject` (a property or location name),
 * or null when the day is normal, has no data or too little history to judge.
 */
export function evaluateSeries(
  settings: RuleSettings,
  series: readonly DailyPoint[],
  day: string,
  subject: string,
  /** What fell or rose when not the metric's label ("Clicks of /pricing/"). */
  what?: string,
): AlertCandidate | null {
  const verdict = detectAnomaly(series, day, {
    threshold: settings.threshold,
    direction: settings.direction,
  });
  if (verdict.status !== "anomalous") return null;
  const label = what ?? ALERT_METRIC_LABELS[settings.metric];
  const fell = verdict.change < 0;
  const share =
    verdict.relativeChange === null
      ? ""
      : ` (${fell ? "−" : "+"}${formatPercent(Math.abs(verdict.relativeChange), 0)})`;
  return {
    day,
    title: `${label} ${fell ? "fell" : "rose"} on ${subject}`,
    message:
      `${formatNumber(verdict.value)} on ${day} against ${formatNumber(Math.round(verdict.expected))} ` +
      `expected for that weekday${share}, beyond the rule's ${settings.threshold} robust deviations.`,
    observed: verdict.value,
    expected: Math.round(verdict.expected * 10) / 10,
    chart: alertChart(series, day, settings),
  };
}

/** A reading kept by an earlier check. */
export type Observation = { day: string; value: number };

/** How many of the sitemaps with errors an alert names. */
const NAMED_SITEMAPS = 3;

const errorsText = (n: number) => `${formatNumber(n)} ${n === 1 ? "error" : "errors"}`;

/**
 * The alert of sitemap errors that rose since the last earlier check, or null: a first reading
 * has nothing to compare with, and the same or fewer errors is no news.
 */
export function sitemapErrorsAlert(input: {
  day: string;
  subject: string;
  /** The errors of each sitemap Google lists now (indexes' children included). */
  sitemaps: readonly { path: string; errors: number }[];
  previous: Observation | null;
  /** The readings of the chart's days, up to and with `day`. */
  history: readonly DailyPoint[];
}): AlertCandidate | null {
  const { day, subject, previous } = input;
  const current = input.sitemaps.reduce((sum, s) => sum + s.errors, 0);
  if (!previous || current <= previous.value) return null;
  const worst = input.sitemaps
    .filter((s) => s.errors > 0)
    .sort((a, b) => b.errors - a.errors || a.path.localeCompare(b.path));
  const named = worst
    .slice(0, NAMED_SITEMAPS)
    .map((s) => `${s.path} (${formatNumber(s.errors)})`)
    .join(", ");
  const more = worst.length > NAMED_SITEMAPS ? ` and ${worst.length - NAMED_SITEMAPS} more` : "";
  return {
    day,
    title: `Sitemap errors rose on ${subject}`,
    message:
      `Google reports ${errorsText(current)} in the sitemaps on ${day}, up from ` +
      `${formatNumber(previous.value)} on ${previous.day}: ${named}${more}.`,
    observed: current,
    expected: previous.value,
    chart: input.history.map((point) => ({ ...point, expected: null })),
  };
}

/** The alert of a Google connection that needs the user to sign in again. */
export function connectionAlert(day: string): AlertCandidate {
  return {
    day,
    title: "Your Google connection needs reconnecting",
    message:
      "Google no longer accepts Rankwell's access, so no data can be read and no other alert can be checked. Sign in with Google again in Settings.",
    observed: null,
    expected: null,
    chart: [],
  };
}
