/**
 * Anomaly detection for one daily metric series (clicks, impressions, sessions, actions…).
 *
 * Method: the `historyDays` days before the checked day are the history. Each weekday gets a
 * multiplicative factor, its median over the median of the whole history, so a quiet Sunday is
 * judged against Sundays. History values divided by their weekday factor form a deseasonalised
 * series: its median over the last 28 observed days is the level (recent, so slow trends are
 * followed) and its scaled MAD is the spread. Medians everywhere keep spikes and outage days in the
 * history from moving either. The checked day is expected at level × its weekday factor, and its
 * robust z-score is its distance from that in spreads scaled to the weekday. The spread has floors,
 * 5 % of the expectation and √expected for counts, so flat and small series do not alert on noise.
 *
 * Days missing from the series are unknown, never zero: a source that reports zero must say so.
 */

export type DailyPoint = { date: string /* yyyy-MM-dd */; value: number };

export type AnomalyDirection = "drop" | "rise" | "both";

export type AnomalyOptions = {
  /** Robust z-score beyond which a day is anomalous (default 3.5). */
  threshold?: number;
  /** "drop" (default), "rise" or "both". */
  direction?: AnomalyDirection;
  /** Days of history before the checked day(s) to learn from (default 56 = 8 weeks). */
  historyDays?: number;
  /** Minimum history days with data required to judge at all (default 21). */
  minHistoryDays?: number;
  /** Ignore changes smaller than this absolute amount (default 0): tiny series must not alert on 3 → 1. */
  minAbsoluteChange?: number;
  /** Ignore changes smaller than this share of the expectation (default 0.1 = 10 %). */
  minRelativeChange?: number;
  /**
   * Floor the spread at √expected (at least 1), the Poisson noise of a count (default true). Turn
   * off for metrics that are not counts, whose judgement then depends on the shape of the series
   * only, not its scale.
   */
  countFloor?: boolean;
};

export type AnomalyVerdict =
  | { status: "insufficient_history"; date: string; historyDays: number }
  /** The checked day itself has no value in the series. */
  | { status: "no_data"; date: string }
  | {
      status: "normal" | "anomalous";
      /** The checked day. */
      date: string;
      /** Its actual value. */
      value: number;
      /** The weekday-adjusted expectation. */
      expected: number;
      /** The band of normal values at the threshold (lower clipped at 0), whatever the direction. */
      lower: number;
      upper: number;
      /** Robust z-score, negative below the expectation. */
      score: number;
      /** value − expected. */
      change: number;
      /** change / expected, null when expected is 0 (or so near it that the ratio overflows). */
      relativeChange: number | null;
    };

type ResolvedOptions = Required<AnomalyOptions>;

const DEFAULT_OPTIONS: ResolvedOptions = {
  threshold: 3.5,
  direction: "drop",
  historyDays: 56,
  minHistoryDays: 21,
  minAbsoluteChange: 0,
  minRelativeChange: 0.1,
  countFloor: true,
};

/** Observed days the level is the median of: four of each weekday. */
const LEVEL_DAYS = 28;
/** Below this many samples a weekday's median is too noisy to be a factor. */
const MIN_WEEKDAY_SAMPLES = 3;
/** Makes the MAD of normally distributed values an estimate of their standard deviation. */
const MAD_TO_SD = 1.4826;
/** A flat history has a MAD of 0; a spread under 5 % of the expectation would alert on noise. */
const RELATIVE_SPREAD_FLOOR = 0.05;
/** A weekday below a billionth of the typical day is closed: dividing by its factor could overflow. */
const MIN_FACTOR = 1e-9;
const MS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Verdict for `checkDate`'s value against the history of `series` before it. */
export function detectAnomaly(
  series: readonly DailyPoint[],
  checkDate: string,
  options?: AnomalyOptions,
): AnomalyVerdict {
  return judge(valuesByDay(series), checkDate, resolveOptions(options));
}

/** Verdict for each of `checkDates`, in order, each judged against its own preceding history. */
export function detectAnomalies(
  series: readonly DailyPoint[],
  checkDates: readonly string[],
  options?: AnomalyOptions,
): AnomalyVerdict[] {
  const values = valuesByDay(series);
  const resolved = resolveOptions(options);
  return checkDates.map((date) => judge(values, date, resolved));
}

function judge(
  values: Map<number, number>,
  checkDate: string,
  options: ResolvedOptions,
): AnomalyVerdict {
  const checkDay = dayNumber(checkDate);
  const history: { weekday: number; value: number }[] = [];
  for (let day = checkDay - options.historyDays; day < checkDay; day++) {
    const value = values.get(day);
    if (value !== undefined) history.push({ weekday: weekdayOf(day), value });
  }
  // A median needs one value, whatever minHistoryDays allows.
  if (history.length < Math.max(1, options.minHistoryDays)) {
    return { status: "insufficient_history", date: checkDate, historyDays: history.length };
  }
  const value = values.get(checkDay);
  if (value === undefined) return { status: "no_data", date: checkDate };

  const factors = weekdayFactors(history);
  // A weekday whose median is 0 (closed on Sundays) cannot be deseasonalised; its factor alone
  // predicts it.
  const deseasonalised = history
    .filter((point) => factors[point.weekday]! > 0)
    .map((point) => point.value / factors[point.weekday]!);
  let level = 0;
  let spread = 0;
  if (deseasonalised.length > 0) {
    level = median(deseasonalised.slice(-LEVEL_DAYS));
    const centre = median(deseasonalised);
    spread = MAD_TO_SD * median(deseasonalised.map((v) => Math.abs(v - centre)));
  }

  const factor = factors[weekdayOf(checkDay)]!;
  const expected = level * factor;
  // The floors apply to the checked day's own scale: Poisson noise is √ of the count itself, not
  // √level scaled by the weekday factor.
  let sigma = Math.max(
    spread * factor,
    RELATIVE_SPREAD_FLOOR * expected,
    options.countFloor ? Math.sqrt(Math.max(expected, 1)) : 0,
  );
  // Without the count floor, a closed weekday (factor 0) is judged by the spread of a typical day,
  // and only an all-zero history is left to judge in units of one.
  if (!(sigma > 0)) sigma = Math.max(spread, RELATIVE_SPREAD_FLOOR * level) || 1;

  const change = value - expected;
  // Clamped so a vanishing spread or expectation still gives finite numbers.
  const score = Math.min(Math.max(change / sigma, -Number.MAX_VALUE), Number.MAX_VALUE);
  const ratio = change / expected;
  const relativeChange = Number.isFinite(ratio) ? ratio : null;
  const beyond =
    options.direction === "drop"
      ? score < -options.threshold
      : options.direction === "rise"
        ? score > options.threshold
        : Math.abs(score) > options.threshold;
  const anomalous =
    beyond &&
    Math.abs(change) >= options.minAbsoluteChange &&
    (relativeChange === null || Math.abs(relativeChange) >= options.minRelativeChange);

  return {
    status: anomalous ? "anomalous" : "normal",
    date: checkDate,
    value,
    expected,
    lower: Math.max(0, expected - options.threshold * sigma),
    upper: expected + options.threshold * sigma,
    score,
    change,
    relativeChange,
  };
}

/** Factor per weekday (0 = Sunday): its median over the median of all history values. */
function weekdayFactors(history: readonly { weekday: number; value: number }[]): number[] {
  const factors = [1, 1, 1, 1, 1, 1, 1];
  const overall = median(history.map((point) => point.value));
  if (!(overall > 0)) return factors;
  for (let weekday = 0; weekday < 7; weekday++) {
    const samples = history.filter((point) => point.weekday === weekday).map((p) => p.value);
    if (samples.length >= MIN_WEEKDAY_SAMPLES) {
      const factor = median(samples) / overall;
      factors[weekday] = factor >= MIN_FACTOR ? factor : 0;
    }
  }
  return factors;
}

/** Median of a non-empty list. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const upper = sorted[middle]!;
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[middle - 1]!;
  // Halving the difference cannot overflow where (lower + upper) / 2 can.
  return lower + (upper - lower) / 2;
}

/** Values by day number; the last point wins for a repeated date, non-finite values are missing. */
function valuesByDay(series: readonly DailyPoint[]): Map<number, number> {
  const values = new Map<number, number>();
  for (const point of series) {
    const day = dayNumber(point.date);
    if (Number.isFinite(point.value)) values.set(day, point.value);
    else values.delete(day);
  }
  return values;
}

/** Days since 1970-01-01 of a yyyy-MM-dd date, which must exist in the calendar. */
function dayNumber(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]) - 1;
    const day = Number(match[3]);
    const parsed = new Date(Date.UTC(year, month, day));
    if (
      parsed.getUTCFullYear() === year &&
      parsed.getUTCMonth() === month &&
      parsed.getUTCDate() === day
    ) {
      return parsed.getTime() / MS_PER_DAY;
    }
  }
  throw new RangeError(`Expected a yyyy-MM-dd date, got "${date}"`);
}

/** 0 = Sunday … 6 = Saturday; 1970-01-01 was a Thursday. */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function resolveOptions(options: AnomalyOptions | undefined): ResolvedOptions {
  const resolved: ResolvedOptions = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(options ?? {})) {
    if (value !== undefined) Object.assign(resolved, { [key]: value });
  }
  const {
    threshold,
    direction,
    historyDays,
    minHistoryDays,
    minAbsoluteChange,
    minRelativeChange,
  } = resolved;
  if (!(Number.isFinite(threshold) && threshold > 0)) {
    throw new RangeError(`threshold must be a positive number, got ${threshold}`);
  }
  if (direction !== "drop" && direction !== "rise" && direction !== "both") {
    throw new RangeError(`direction must be "drop", "rise" or "both", got ${String(direction)}`);
  }
  if (!(Number.isInteger(historyDays) && historyDays > 0)) {
    throw new RangeError(`historyDays must be a positive integer, got ${historyDays}`);
  }
  if (!(Number.isInteger(minHistoryDays) && minHistoryDays >= 0)) {
    throw new RangeError(`minHistoryDays must be a non-negative integer, got ${minHistoryDays}`);
  }
  if (!(minAbsoluteChange >= 0 && minRelativeChange >= 0)) {
    throw new RangeError("minAbsoluteChange and minRelativeChange must be non-negative numbers");
  }
  return resolved;
}
