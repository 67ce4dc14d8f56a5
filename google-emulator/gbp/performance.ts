// Performance API v1: fetchMultiDailyMetricsTimeSeries and getDailyMetricsTimeSeries (§4.3).
// Values are int64 strings and a day with nothing has no `value` at all, as Google sends it.
import { DEMO_ACCOUNTS, type EmulatorAccount } from "../accounts";
import type { DayDrop } from "../data/faults";
import { jsonResponse } from "../oauth/wire-errors";
import type { GbpLocation } from "../world/catalog";
import { civil, dayOf, localToday, monthsBefore, parseIsoDay } from "../world/ga4-calendar";
import { locationAccess } from "../world/gbp-accounts";
import { DAILY_METRICS, dailyMetricValue, type DailyMetric } from "../world/gbp-performance";
import { fieldViolation, locationRefused } from "./errors";

/** Business Profile keeps 18 months; the last two days are not counted yet. */
export const HISTORY_MONTHS = 18;
const LAG_DAYS = 2;

/** A query parameter under its camelCase or snake_case name (Google accepts both). */
export function param(url: URL, camel: string): string | null {
  const snake = camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return url.searchParams.get(camel) ?? url.searchParams.get(snake);
}

function dateParam(url: URL, prefix: string): number | null {
  const [year, month, day] = ["year", "month", "day"].map((part) =>
    Number(param(url, `${prefix}.${part}`)),
  );
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const n = dayOf(year!, month!, day!);
  const back = civil(n);
  return back.year === year && back.month === month && back.day === day ? n : null;
}

type Range = { first: number; last: number; today: number };

function dailyRange(url: URL, now: Date): Range | Response {
  const first = dateParam(url, "dailyRange.startDate");
  const last = dateParam(url, "dailyRange.endDate");
  if (first === null || last === null)
    return fieldViolation("daily_range", "A complete start and end date is required.");
  const today = localToday(now, "America/Los_Angeles").day;
  if (first > last)
    return fieldViolation("daily_range", "The start date must not be after the end date.");
  if (last > today)
    return fieldViolation("daily_range.end_date", "The end date must not be in the future.");
  if (first < monthsBefore(today, HISTORY_MONTHS)) {
    return fieldViolation(
      "daily_range.start_date",
      `Data is available for the last ${HISTORY_MONTHS} months only.`,
    );
  }
  return { first, last, today };
}

/** Day number → the share of its values a drop fault keeps. */
type DayFactors = ReadonlyMap<number, number>;

function dayFactors(drops: readonly DayDrop[]): DayFactors {
  const factors = new Map<number, number>();
  for (const { date, factor } of drops) {
    const day = parseIsoDay(date);
    if (day !== null) factors.set(day, (factors.get(day) ?? 1) * factor);
  }
  return factors;
}

function timeSeries(location: GbpLocation, metric: DailyMetric, range: Range, drops: DayFactors) {
  const datedValues = [];
  for (let day = range.first; day <= range.last; day++) {
    const counted = day <= range.today - LAG_DAYS ? dailyMetricValue(location, metric, day) : 0;
    // A drop fault's day keeps its share of the value; a day that falls to zero has no value.
    const value = Math.round(counted * (drops.get(day) ?? 1));
    datedValues.push({ date: civil(day), ...(value > 0 ? { value: String(value) } : {}) });
  }
  return { datedValues };
}

function metricsParam(url: URL, name: string): DailyMetric[] | Response {
  const snake = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const raw = [...url.searchParams.getAll(name), ...url.searchParams.getAll(snake)].flatMap((v) =>
    v.split(","),
  );
  if (raw.length === 0) return fieldViolation(snake, "At least one daily metric is required.");
  const unknown = raw.find((m) => !(DAILY_METRICS as readonly string[]).includes(m));
  if (unknown !== undefined) return fieldViolation(snake, `Invalid value "${unknown}".`);
  return raw as DailyMetric[];
}

function withLocation(
  user: EmulatorAccount,
  locationId: string,
  then: (location: GbpLocation) => Response,
) {
  const access = locationAccess(user, locationId, DEMO_ACCOUNTS);
  return access.kind === "mine" ? then(access.location) : locationRefused(access.kind);
}

/** Asked once the request is valid, so that a drop's `times` counts answers only. */
type DropLookup = () => readonly DayDrop[];

export const fetchMultiDailyMetrics = (
  url: URL,
  user: EmulatorAccount,
  locationId: string,
  now: Date,
  dayDrops?: DropLookup,
) =>
  withLocation(user, locationId, (location) => {
    const metrics = metricsParam(url, "dailyMetrics");
    if (metrics instanceof Response) return metrics;
    const range = dailyRange(url, now);
    if (range instanceof Response) return range;
    const drops = dayFactors(dayDrops?.() ?? []);
    const dailyMetricTimeSeries = metrics.map((dailyMetric) => ({
      dailyMetric,
      timeSeries: timeSeries(location, dailyMetric, range, drops),
    }));
    return jsonResponse(200, { multiDailyMetricTimeSeries: [{ dailyMetricTimeSeries }] });
  });

export const getDailyMetrics = (
  url: URL,
  user: EmulatorAccount,
  locationId: string,
  now: Date,
  dayDrops?: DropLookup,
) =>
  withLocation(user, locationId, (location) => {
    const metrics = metricsParam(url, "dailyMetric");
    if (metrics instanceof Response) return metrics;
    if (metrics.length > 1)
      return fieldViolation("daily_metric", "Exactly one daily metric is required.");
    const range = dailyRange(url, now);
    if (range instanceof Response) return range;
    const drops = dayFactors(dayDrops?.() ?? []);
    return jsonResponse(200, { timeSeries: timeSeries(location, metrics[0]!, range, drops) });
  });
