import { formatNumber, formatPosition } from "@/lib/format/numbers";
import { shiftDay } from "@/lib/dates/compare";
import type { AlertCandidate } from "./evaluate";
import type { AlertChartPoint } from "./types";

// A tracked query's rule: its average position over the last week against the four weeks before.
// A day's position is too noisy to judge alone (one impression at position 40 moves it), so both
// windows weigh each day's position by its impressions, as Search Console's own averages do. The
// alert is raised on the day the loss first reaches the rule's threshold, not on every day it
// lasts. Pure, so the check and its tests share it.

/** The last days a position is averaged over. */
export const RECENT_DAYS = 7;
/** The days before them that say where the query used to stand. */
export const BASELINE_DAYS = 28;
/** Impressions the baseline needs for its position to mean something. */
export const MIN_BASELINE_IMPRESSIONS = 20;
/**
 * How many of the newest days a check looks at for the day the loss began: a check that could not
 * run for a day or two still finds it (the alert is raised once per rule and day).
 */
const LOOKBACK_DAYS = 3;

/** One final day of the query in Search Console. */
export type PositionDay = { date: string; impressions: number; position: number };

type Average = { impressions: number; position: number | null };

/** The impression-weighted position of the days from `start` to `end` (inclusive). */
function averageOf(days: readonly PositionDay[], start: string, end: string): Average {
  let impressions = 0;
  let weighted = 0;
  for (const day of days) {
    if (day.date < start || day.date > end || day.impressions <= 0) continue;
    impressions += day.impressions;
    weighted += day.position * day.impressions;
  }
  return { impressions, position: impressions > 0 ? weighted / impressions : null };
}

export type PositionVerdict = {
  recent: Average;
  baseline: Average;
  /** Positions lost (positive = worse); null when the recent week had no impressions. */
  lost: number | null;
  /** The loss reaches the threshold, or every impression is gone. */
  lostEnough: boolean;
};

/** The query's last RECENT_DAYS up to `day` against the BASELINE_DAYS before, or null without a baseline. */
export function positionVerdict(
  days: readonly PositionDay[],
  day: string,
  threshold: number,
): PositionVerdict | null {
  const recentStart = shiftDay(day, -(RECENT_DAYS - 1));
  const baselineEnd = shiftDay(recentStart, -1);
  const baseline = averageOf(days, shiftDay(baselineEnd, -(BASELINE_DAYS - 1)), baselineEnd);
  if (baseline.position === null || baseline.impressions < MIN_BASELINE_IMPRESSIONS) return null;
  const recent = averageOf(days, recentStart, day);
  const lost = recent.position === null ? null : recent.position - baseline.position;
  return { recent, baseline, lost, lostEnough: lost === null || lost >= threshold };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The alert of a tracked `query` whose position fell by the threshold on one of the newest days up
 * to `lastDay`, or null. `subject` names the property.
 */
export function positionAlert(input: {
  query: string;
  subject: string;
  threshold: number;
  days: readonly PositionDay[];
  lastDay: string;
}): AlertCandidate | null {
  const { query, subject, threshold, days, lastDay } = input;
  for (let back = 0; back < LOOKBACK_DAYS; back++) {
    const day = shiftDay(lastDay, -back);
    const verdict = positionVerdict(days, day, threshold);
    if (!verdict?.lostEnough) continue;
    const before = positionVerdict(days, shiftDay(day, -1), threshold);
    if (before?.lostEnough) continue;
    return candidateOf(query, subject, threshold, day, verdict, days);
  }
  return null;
}

function candidateOf(
  query: string,
  subject: string,
  threshold: number,
  day: string,
  verdict: PositionVerdict,
  days: readonly PositionDay[],
): AlertCandidate {
  const baseline = verdict.baseline.position!;
  const chartStart = shiftDay(day, -27);
  // Days without impressions have no position: the chart leaves them out.
  const chart: AlertChartPoint[] = days
    .filter((d) => d.date >= chartStart && d.date <= day && d.impressions > 0)
    .map((d) => ({ date: d.date, value: round1(d.position), expected: round1(baseline) }));
  const quoted = `“${query}”`;
  if (verdict.recent.position === null)
    return {
      day,
      title: `${quoted} lost its impressions on ${subject}`,
      message:
        `${quoted} had no impressions in the ${RECENT_DAYS} days to ${day}, after position ` +
        `${formatPosition(baseline)} with ${formatNumber(verdict.baseline.impressions)} impressions ` +
        `in the ${BASELINE_DAYS} days before.`,
      observed: null,
      expected: round1(baseline),
      chart,
    };
  return {
    day,
    title: `${quoted} lost positions on ${subject}`,
    message:
      `${quoted} averaged position ${formatPosition(verdict.recent.position)} in the ${RECENT_DAYS} ` +
      `days to ${day}, against ${formatPosition(baseline)} in the ${BASELINE_DAYS} days before: ` +
      `${formatPosition(verdict.lost!)} positions lost, at least the rule's ${formatPosition(threshold)}.`,
    observed: round1(verdict.recent.position),
    expected: round1(baseline),
    chart,
  };
}
