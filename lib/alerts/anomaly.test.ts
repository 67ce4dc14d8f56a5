import { shiftDay } from "@/lib/dates/compare";
import fc from "fast-check";
import {
  detectAnomalies,
  detectAnomaly,
  type AnomalyOptions,
  type AnomalyVerdict,
  type DailyPoint,
} from "./anomaly";

/** Deterministic uniform numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 0 = Sunday … 6 = Saturday. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const isWeekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;

// 2025-01-06 is a Monday: 12 weeks run to Sunday 2025-03-30.
const START = "2025-01-06";
const TWELVE_WEEKS = 84;

type SeriesSpec = {
  days?: number;
  seed?: number;
  weekdayLevel?: number;
  weekendLevel?: number;
  /** Uniform noise, ± this share of the level. */
  noise?: number;
  /** Daily growth factor, 1 for none. */
  growth?: number;
};

/** Rounded daily clicks with a weekly cycle, noise and an optional trend. */
function weeklySeries({
  days = TWELVE_WEEKS,
  seed = 1,
  weekdayLevel = 1000,
  weekendLevel = 350,
  noise = 0.05,
  growth = 1,
}: SeriesSpec = {}): DailyPoint[] {
  const random = mulberry32(seed);
  return Array.from({ length: days }, (_, i) => {
    const date = shiftDay(START, i);
    const base = (isWeekend(date) ? weekendLevel : weekdayLevel) * growth ** i;
    return { date, value: Math.round(base * (1 + noise * (2 * random() - 1))) };
  });
}

function lastDate(series: readonly DailyPoint[]): string {
  return series[series.length - 1]!.date;
}

/** `series` up to `date`, with `date`'s value replaced. */
function endingWith(series: readonly DailyPoint[], date: string, value: number): DailyPoint[] {
  return series
    .filter((point) => point.date <= date)
    .map((point) => (point.date === date ? { date, value } : point));
}

/** The last date of `series` falling on `day` (0 = Sunday). */
function lastWeekday(series: readonly DailyPoint[], day: number): string {
  return series.filter((point) => weekday(point.date) === day).at(-1)!.date;
}

function valueOn(series: readonly DailyPoint[], date: string): number {
  return series.find((point) => point.date === date)!.value;
}

type Judged = Extract<AnomalyVerdict, { status: "normal" | "anomalous" }>;

function judged(verdict: AnomalyVerdict): Judged {
  if (verdict.status !== "normal" && verdict.status !== "anomalous") {
    throw new Error(`Expected a judgement, got ${verdict.status}`);
  }
  return verdict;
}

function expectFinite(verdict: AnomalyVerdict) {
  for (const [key, value] of Object.entries(verdict)) {
    if (typeof value === "number") expect(Number.isFinite(value), key).toBe(true);
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The 56 values before `date`. */
function historyBefore(series: readonly DailyPoint[], date: string): number[] {
  const start = shiftDay(date, -56);
  return series.filter((p) => p.date >= start && p.date < date).map((p) => p.value);
}

describe("detectAnomaly", () => {
  const series = weeklySeries();
  const lastTwoWeeks = series.slice(-14).map((point) => point.date);

  it("finds every day of a strong weekly cycle normal, weekends included", () => {
    for (const date of lastTwoWeeks) {
      const verdict = judged(detectAnomaly(series, date));
      expect(verdict.status, date).toBe("normal");
      expect(Math.abs(verdict.score), date).toBeLessThan(2);
      expectFinite(verdict);
    }
  });

  it("would flag the weekends if it ignored weekdays", () => {
    const weekends = lastTwoWeeks.filter(isWeekend);
    expect(weekends).toHaveLength(4);
    for (const date of weekends) {
      // The same robust z-score on raw values: the quiet weekend is far below the weekday-led median.
      const history = historyBefore(series, date);
      const centre = median(history);
      const spread = 1.4826 * median(history.map((v) => Math.abs(v - centre)));
      expect((valueOn(series, date) - centre) / spread, date).toBeLessThan(-3.5);
      expect(detectAnomaly(series, date).status, date).toBe("normal");
    }
  });

  it("flags a 40 % drop on a Tuesday, with an expectation near 1000 and a band excluding it", () => {
    const tuesday = lastWeekday(series, 2);
    const dropped = endingWith(series, tuesday, Math.round(valueOn(series, tuesday) * 0.6));
    expect(lastDate(dropped)).toBe(tuesday);
    const verdict = judged(detectAnomaly(dropped, tuesday));
    expect(verdict.status).toBe("anomalous");
    expect(verdict.score).toBeLessThan(-3.5);
    expect(Math.abs(verdict.expected - 1000)).toBeLessThan(50);
    expect(verdict.value).toBeLessThan(verdict.lower);
    expect(verdict.upper).toBeGreaterThan(verdict.expected);
    expect(verdict.change).toBeCloseTo(verdict.value - verdict.expected, 9);
    expect(verdict.relativeChange).toBeCloseTo(-0.4, 1);
  });

  it("flags a 40 % drop on a Sunday, judged against Sundays", () => {
    const sunday = lastWeekday(series, 0);
    const dropped = endingWith(series, sunday, Math.round(valueOn(series, sunday) * 0.6));
    const verdict = judged(detectAnomaly(dropped, sunday));
    expect(verdict.status).toBe("anomalous");
    expect(verdict.score).toBeLessThan(-3.5);
    expect(Math.abs(verdict.expected - 350)).toBeLessThan(25);
    expect(verdict.value).toBeLessThan(verdict.lower);
  });

  it("judges rises and drops by the chosen direction", () => {
    const tuesday = lastWeekday(series, 2);
    const risen = endingWith(series, tuesday, Math.round(valueOn(series, tuesday) * 1.6));
    const rise = judged(detectAnomaly(risen, tuesday));
    expect(rise.status).toBe("normal");
    expect(rise.score).toBeGreaterThan(3.5);
    expect(rise.value).toBeGreaterThan(rise.upper);
    expect(detectAnomaly(risen, tuesday, { direction: "rise" }).status).toBe("anomalous");
    expect(detectAnomaly(risen, tuesday, { direction: "both" }).status).toBe("anomalous");

    const dropped = endingWith(series, tuesday, Math.round(valueOn(series, tuesday) * 0.6));
    expect(detectAnomaly(dropped, tuesday, { direction: "rise" }).status).toBe("normal");
    expect(detectAnomaly(dropped, tuesday, { direction: "both" }).status).toBe("anomalous");
  });

  it("is not moved by spikes and an outage day in the history", () => {
    const tuesday = lastWeekday(series, 2);
    const spikes = [shiftDay(tuesday, -14), shiftDay(tuesday, -35)];
    const outage = shiftDay(tuesday, -6);
    const noisy = series.map((point) =>
      spikes.includes(point.date)
        ? { ...point, value: point.value * 5 }
        : point.date === outage
          ? { ...point, value: 0 }
          : point,
    );
    const clean = judged(detectAnomaly(series, tuesday));
    const robust = judged(detectAnomaly(noisy, tuesday));
    expect(robust.status).toBe("normal");
    expect(Math.abs(robust.expected / clean.expected - 1)).toBeLessThan(0.02);
    expect(Math.abs(robust.score - clean.score)).toBeLessThan(0.5);

    // A drop is still caught, where a mean and standard deviation of past Tuesdays would miss it.
    const dropped = endingWith(noisy, tuesday, Math.round(valueOn(series, tuesday) * 0.6));
    expect(detectAnomaly(dropped, tuesday).status).toBe("anomalous");
    const tuesdays = dropped
      .filter((p) => weekday(p.date) === 2 && p.date < tuesday && p.date >= shiftDay(tuesday, -56))
      .map((p) => p.value);
    const mean = tuesdays.reduce((sum, v) => sum + v, 0) / tuesdays.length;
    const sd = Math.sqrt(tuesdays.reduce((sum, v) => sum + (v - mean) ** 2, 0) / tuesdays.length);
    expect((valueOn(dropped, tuesday) - mean) / sd).toBeGreaterThan(-3.5);
  });

  it("follows a slow trend up or down without alerting at its end", () => {
    const rising = weeklySeries({ growth: 1.01, seed: 7 });
    const falling = weeklySeries({ growth: 0.99, seed: 8 });
    for (const date of rising.slice(-14).map((p) => p.date)) {
      expect(detectAnomaly(rising, date, { direction: "both" }).status, date).toBe("normal");
      expect(detectAnomaly(falling, date, { direction: "both" }).status, date).toBe("normal");
    }
    // The level follows: the expectation is well above the median of the same weekday's history.
    const date = lastDate(rising);
    const end = judged(detectAnomaly(rising, date));
    const sameWeekday = rising.filter(
      (p) => weekday(p.date) === weekday(date) && p.date < date && p.date >= shiftDay(date, -56),
    );
    expect(end.expected).toBeGreaterThan(1.1 * median(sameWeekday.map((p) => p.value)));
  });

  it("needs enough history to judge", () => {
    const short = weeklySeries({ days: 11 });
    expect(detectAnomaly(short, lastDate(short))).toEqual({
      status: "insufficient_history",
      date: lastDate(short),
      historyDays: 10,
    });
    expect(detectAnomaly(short, lastDate(short), { minHistoryDays: 10 }).status).toBe("normal");
    expect(detectAnomaly([], "2025-03-01", { minHistoryDays: 0 }).status).toBe(
      "insufficient_history",
    );
  });

  it("reports a checked day without data rather than guessing it", () => {
    expect(detectAnomaly(series, shiftDay(lastDate(series), 1))).toEqual({
      status: "no_data",
      date: shiftDay(lastDate(series), 1),
    });
  });

  it("does not alert on tiny counts", () => {
    const random = mulberry32(3);
    const tiny = Array.from({ length: 57 }, (_, i) => ({
      date: shiftDay(START, i),
      value: i === 56 ? 1 : random() < 0.8 ? 3 : 2,
    }));
    const date = lastDate(tiny);
    const verdict = judged(detectAnomaly(tiny, date, { minAbsoluteChange: 5 }));
    expect(verdict.status).toBe("normal");
    expect(verdict.expected).toBe(3);
    expectFinite(verdict);
    // The count floor alone already keeps 3 → 1 normal; without it the guard is what stops it.
    expect(detectAnomaly(tiny, date).status).toBe("normal");
    expect(detectAnomaly(tiny, date, { countFloor: false }).status).toBe("anomalous");
    expect(detectAnomaly(tiny, date, { countFloor: false, minAbsoluteChange: 5 }).status).toBe(
      "normal",
    );
  });

  it("judges an all-zero history without NaN", () => {
    const zeros = Array.from({ length: 57 }, (_, i) => ({ date: shiftDay(START, i), value: 0 }));
    const date = lastDate(zeros);
    for (const countFloor of [true, false]) {
      const verdict = judged(detectAnomaly(zeros, date, { countFloor, direction: "both" }));
      expect(verdict).toMatchObject({
        status: "normal",
        expected: 0,
        score: 0,
        change: 0,
        lower: 0,
        relativeChange: null,
      });
      expectFinite(verdict);
    }
    // Traffic out of nothing is a rise, however large relative to an expectation of 0.
    const sudden = endingWith(zeros, date, 20);
    const rise = judged(detectAnomaly(sudden, date, { direction: "both" }));
    expect(rise.status).toBe("anomalous");
    expect(rise.relativeChange).toBeNull();
    expectFinite(rise);
  });

  it("expects nothing on a weekday that is always zero, and still judges the others", () => {
    // A business closed on Sundays: its profile actions are 0 every Sunday.
    const random = mulberry32(13);
    const actions = Array.from({ length: TWELVE_WEEKS }, (_, i) => {
      const date = shiftDay(START, i);
      const base = weekday(date) === 0 ? 0 : weekday(date) === 6 ? 20 : 40;
      return { date, value: Math.round(base * (0.9 + 0.2 * random())) };
    });
    const sunday = lastWeekday(actions, 0);
    const closed = judged(detectAnomaly(actions, sunday, { direction: "both" }));
    expect(closed).toMatchObject({ status: "normal", value: 0, expected: 0, score: 0 });
    const busy = endingWith(actions, sunday, 6);
    for (const countFloor of [true, false]) {
      expectFinite(detectAnomaly(busy, sunday, { direction: "both", countFloor }));
    }

    const tuesday = lastWeekday(actions, 2);
    expect(detectAnomaly(actions, tuesday).status).toBe("normal");
    expect(detectAnomaly(endingWith(actions, tuesday, 10), tuesday).status).toBe("anomalous");
  });

  it("treats explicit zeros as zeros and missing days as unknown", () => {
    const lastDay = lastDate(series);
    const recent = shiftDay(lastDay, -28);
    const zeroed = series.map((p) => (p.date >= recent ? { ...p, value: 0 } : p));
    expect(judged(detectAnomaly(zeroed, lastDay)).expected).toBe(0);
    expect(detectAnomaly(zeroed, lastDay, { direction: "both" }).status).toBe("normal");

    const gap = series.filter((p) => p.date < recent || p.date === lastDay);
    const withGap = endingWith(gap, lastDay, 0);
    const verdict = judged(detectAnomaly(withGap, lastDay));
    expect(verdict.expected).toBeGreaterThan(300);
    expect(verdict.status).toBe("anomalous");
  });

  it("has an adjustable threshold", () => {
    const tuesday = lastWeekday(series, 2);
    const dropped = endingWith(series, tuesday, Math.round(valueOn(series, tuesday) * 0.8));
    const strict = judged(detectAnomaly(dropped, tuesday, { threshold: 2 }));
    const lenient = judged(detectAnomaly(dropped, tuesday, { threshold: 6 }));
    expect(strict.status).toBe("anomalous");
    expect(lenient.status).toBe("normal");
    expect(lenient.score).toBeCloseTo(strict.score, 12);
    expect(lenient.upper - lenient.expected).toBeCloseTo(3 * (strict.upper - strict.expected), 6);
  });

  it("tolerates missing dates in the history", () => {
    const random = mulberry32(11);
    const lastDay = lastDate(series);
    const holey = series.filter((p) => p.date > shiftDay(lastDay, -14) || random() > 0.25);
    expect(holey.length).toBeLessThan(series.length - 10);
    for (const date of lastTwoWeeks) {
      expect(detectAnomaly(holey, date).status, date).toBe("normal");
    }
    const tuesday = lastWeekday(holey, 2);
    const dropped = endingWith(holey, tuesday, Math.round(valueOn(holey, tuesday) * 0.6));
    expect(detectAnomaly(dropped, tuesday).status).toBe("anomalous");

    const sparse = series.filter((_, i) => i % 4 === 0 || i === series.length - 1);
    const verdict = detectAnomaly(sparse, lastDay);
    expect(verdict).toMatchObject({ status: "insufficient_history", historyDays: 14 });
  });

  it("rejects malformed dates and options", () => {
    expect(() => detectAnomaly(series, "2025-02-30")).toThrow(RangeError);
    expect(() => detectAnomaly([{ date: "2025-3-1", value: 1 }], "2025-03-02")).toThrow(RangeError);
    expect(() => detectAnomaly(series, lastDate(series), { threshold: 0 })).toThrow(RangeError);
    expect(() => detectAnomaly(series, lastDate(series), { historyDays: 1.5 })).toThrow(RangeError);
  });

  it("uses defaults for options given as undefined", () => {
    const date = lastDate(series);
    expect(detectAnomaly(series, date, { threshold: undefined })).toEqual(
      detectAnomaly(series, date),
    );
  });
});

describe("detectAnomalies", () => {
  it("judges each date against its own preceding history", () => {
    const series = weeklySeries({ seed: 5 });
    const dates = series.slice(-14).map((p) => p.date);
    const verdicts = detectAnomalies(series, dates);
    expect(verdicts).toHaveLength(14);
    verdicts.forEach((verdict, i) => {
      expect(verdict).toEqual(detectAnomaly(series, dates[i]!));
      expect(verdict.status).toBe("normal");
    });
  });
});

describe("detectAnomaly properties", () => {
  const options: AnomalyOptions = {
    minAbsoluteChange: 0,
    countFloor: false,
    direction: "both",
  };

  function seriesOf(values: readonly number[]): DailyPoint[] {
    return values.map((value, i) => ({ date: shiftDay(START, i), value }));
  }

  it("is scale invariant without the count floor", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1e6, noNaN: true }), {
          minLength: 22,
          maxLength: 70,
        }),
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        fc.double({ min: 0.5, max: 8, noNaN: true }),
        (values, k, threshold) => {
          const series = seriesOf(values);
          const date = lastDate(series);
          const scaled = series.map((p) => ({ ...p, value: p.value * k }));
          const base = judged(detectAnomaly(series, date, { ...options, threshold }));
          const other = judged(detectAnomaly(scaled, date, { ...options, threshold }));
          expectFinite(base);
          expectFinite(other);
          expect(Math.abs(other.score - base.score)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, Math.abs(base.score)),
          );
          expect(Math.abs(other.expected - k * base.expected)).toBeLessThanOrEqual(
            1e-9 * k * base.expected,
          );
          // Floating error may only flip a verdict sitting on a boundary.
          const onBoundary =
            Math.abs(Math.abs(base.score) - threshold) < 1e-9 * threshold ||
            Math.abs(Math.abs(base.relativeChange!) - 0.1) < 1e-9;
          if (!onBoundary) expect(other.status).toBe(base.status);
        },
      ),
    );
  });

  it("always gives finite numbers and an ordered band", () => {
    const value = fc.oneof(
      fc.constant(0),
      fc.integer({ min: 0, max: 5 }),
      fc.double({ min: 0, max: 1e7, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.option(value, { nil: undefined }), { maxLength: 80 }),
        value,
        fc.record({
          threshold: fc.double({ min: 0.1, max: 10, noNaN: true }),
          countFloor: fc.boolean(),
          direction: fc.constantFrom("drop" as const, "rise" as const, "both" as const),
          minHistoryDays: fc.integer({ min: 0, max: 30 }),
        }),
        (history, checked, opts) => {
          const series = history.flatMap((v, i) =>
            v === undefined ? [] : [{ date: shiftDay(START, i), value: v }],
          );
          const date = shiftDay(START, history.length);
          const verdict = detectAnomaly([...series, { date, value: checked }], date, opts);
          expectFinite(verdict);
          if (verdict.status === "normal" || verdict.status === "anomalous") {
            expect(verdict.lower).toBeGreaterThanOrEqual(0);
            expect(verdict.lower).toBeLessThanOrEqual(verdict.expected);
            expect(verdict.upper).toBeGreaterThanOrEqual(verdict.expected);
          }
        },
      ),
    );
  });
});
