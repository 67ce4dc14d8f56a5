import fc from "fast-check";
import type { CtrCurve } from "@/lib/seo/ctr-curve";
import {
  breakdown,
  decomposeClickChange,
  roundToSum,
  splitTotals,
  type ChangeStepId,
  type ClickChange,
} from "./click-change";
import type { GroupedRow, Metrics } from "./search-metrics";

const metrics = (clicks: number, impressions: number, position = 5): Metrics => ({
  clicks,
  impressions,
  ctr: impressions > 0 ? clicks / impressions : 0,
  position: impressions > 0 ? position : 0,
});

const row = (key: string, clicks: number, impressions: number, position = 5): GroupedRow => ({
  key,
  ...metrics(clicks, impressions, position),
});

/** A power-law curve like fitCtrCurve's: expected(p) = a · p^b, at most 1. */
const powerCurve = (a: number, b: number): CtrCurve => ({
  a,
  b,
  expected: (p) => Math.min(1, a * Math.max(1, p) ** b),
});

const totalsOf = (rows: readonly GroupedRow[], hiddenClicks = 0, hiddenImpressions = 0) => {
  const clicks = rows.reduce((s, r) => s + r.clicks, hiddenClicks);
  const impressions = rows.reduce((s, r) => s + r.impressions, hiddenImpressions);
  return metrics(clicks, impressions);
};

const stepValues = (result: ClickChange) =>
  Object.fromEntries(result.steps.map((s) => [s.id, s.value])) as Record<ChangeStepId, number>;

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** The waterfall's raw (unrounded) steps, worked out independently of the module. */
function referenceSteps(
  previousRows: readonly GroupedRow[],
  currentRows: readonly GroupedRow[],
  previous: Metrics,
  current: Metrics,
  curve: CtrCurve | null,
): Record<ChangeStepId, number> {
  const steps = { demand: 0, position: 0, ctr: 0, newQueries: 0, lostQueries: 0, hidden: 0 };
  const before = new Map(previousRows.map((r) => [r.key, r]));
  const after = new Map(currentRows.map((r) => [r.key, r]));
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(key);
    const a = after.get(key);
    if (b && a && b.impressions > 0 && a.impressions > 0) {
      const r0 = b.clicks / b.impressions;
      const r1 = a.clicks / a.impressions;
      let k = curve ? curve.expected(a.position) / curve.expected(b.position) : 1;
      if (!Number.isFinite(k)) k = 1;
      k = Math.min(10, Math.max(0, k));
      steps.demand += (a.impressions - b.impressions) * r0;
      steps.position += a.impressions * r0 * (k - 1);
      steps.ctr += a.impressions * (r1 - r0) - a.impressions * r0 * (k - 1);
    } else {
      steps.newQueries += a?.clicks ?? 0;
      steps.lostQueries -= b?.clicks ?? 0;
    }
  }
  steps.hidden =
    current.clicks -
    sum(currentRows.map((r) => r.clicks)) -
    (previous.clicks - sum(previousRows.map((r) => r.clicks)));
  return steps;
}

// ---- Generators ----

const periodRow = fc
  .record({
    impressions: fc.integer({ min: 0, max: 5000 }),
    clickShare: fc.double({ min: 0, max: 1, noNaN: true }),
    position: fc.double({ min: 1, max: 100, noNaN: true }),
  })
  .map(({ impressions, clickShare, position }) => ({
    impressions,
    clicks: Math.floor(impressions * clickShare),
    position,
  }));

/** Two periods of query rows over the same key space, each query in one, the other or both. */
const periods = fc
  .uniqueArray(
    fc.record({
      key: fc.string({ minLength: 1, maxLength: 6 }),
      previous: fc.option(periodRow, { nil: undefined }),
      current: fc.option(periodRow, { nil: undefined }),
    }),
    { selector: (q) => q.key, maxLength: 30 },
  )
  .chain((queries) =>
    fc.record({
      previousRows: fc.constant(
        queries.flatMap((q) =>
          q.previous
            ? [row(q.key, q.previous.clicks, q.previous.impressions, q.previous.position)]
            : [],
        ),
      ),
      currentRows: fc.constant(
        queries.flatMap((q) =>
          q.current
            ? [row(q.key, q.current.clicks, q.current.impressions, q.current.position)]
            : [],
        ),
      ),
      hidden: fc.tuple(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
      ),
      curve: fc.option(
        fc
          .record({
            a: fc.double({ min: 0.01, max: 1, noNaN: true }),
            b: fc.double({ min: -2, max: -0.1, noNaN: true }),
          })
          .map(({ a, b }) => powerCurve(a, b)),
        { nil: null },
      ),
    }),
  )
  .map(({ previousRows, currentRows, hidden, curve }) => {
    const [hc0, hc1, hi0, hi1] = hidden;
    // Hidden impressions at least the hidden clicks, so totals keep clicks ≤ impressions.
    const previous = totalsOf(previousRows, hc0, hc0 + hi0);
    const current = totalsOf(currentRows, hc1, hc1 + hi1);
    return { previous, current, previousQueries: previousRows, currentQueries: currentRows, curve };
  });

// ---- decomposeClickChange ----

describe("decomposeClickChange", () => {
  it("gives whole steps, each within 1 of its raw value, that sum exactly to the change", () => {
    fc.assert(
      fc.property(periods, (input) => {
        const result = decomposeClickChange(input);
        const raw = referenceSteps(
          input.previousQueries,
          input.currentQueries,
          input.previous,
          input.current,
          input.curve,
        );
        expect(result.change).toBe(input.current.clicks - input.previous.clicks);
        expect(sum(result.steps.map((s) => s.value))).toBe(result.change);
        for (const step of result.steps) {
          expect(Number.isInteger(step.value)).toBe(true);
          expect(Math.abs(step.value - raw[step.id])).toBeLessThanOrEqual(1 + 1e-9);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("keeps all six steps in the fixed order, zeros included", () => {
    const rows = [row("a", 10, 100)];
    const result = decomposeClickChange({
      previous: totalsOf(rows),
      current: totalsOf(rows),
      previousQueries: rows,
      currentQueries: rows,
      curve: null,
    });
    expect(result.steps).toEqual([
      { id: "demand", value: 0 },
      { id: "position", value: 0 },
      { id: "ctr", value: 0 },
      { id: "newQueries", value: 0 },
      { id: "lostQueries", value: 0 },
      { id: "hidden", value: 0 },
    ]);
    expect(result.change).toBe(0);
    expect(result.ratio).toBe(0);
  });

  // expected(2) = 0.15 and expected(5) = 0.06: dropping from 2 to 5 keeps 40% of the CTR.
  const curve = powerCurve(0.3, -1);

  it("puts a position loss the curve foresees into the position step, not the CTR step", () => {
    const previousQueries = [row("crm", 100, 1000, 2)];
    const currentQueries = [row("crm", 40, 1000, 5)];
    const result = decomposeClickChange({
      previous: totalsOf(previousQueries),
      current: totalsOf(currentQueries),
      previousQueries,
      currentQueries,
      curve,
    });
    expect(stepValues(result)).toEqual({
      demand: 0,
      position: -60,
      ctr: 0,
      newQueries: 0,
      lostQueries: 0,
      hidden: 0,
    });
    expect(result.ratio).toBeCloseTo(-0.6);
  });

  it("leaves the position step at 0 without a curve: the whole CTR change is the CTR step", () => {
    const previousQueries = [row("crm", 100, 1000, 2)];
    const currentQueries = [row("crm", 40, 1000, 5)];
    const result = decomposeClickChange({
      previous: totalsOf(previousQueries),
      current: totalsOf(currentQueries),
      previousQueries,
      currentQueries,
      curve: null,
    });
    expect(stepValues(result)).toMatchObject({ demand: 0, position: 0, ctr: -60 });
  });

  it("splits a CTR change the curve only partly explains between position and CTR", () => {
    // The curve foresees 100 → 40 clicks; the query fell to 30, so 10 more are the snippet's.
    const previousQueries = [row("crm", 100, 1000, 2)];
    const currentQueries = [row("crm", 30, 1000, 5)];
    const result = decomposeClickChange({
      previous: totalsOf(previousQueries),
      current: totalsOf(currentQueries),
      previousQueries,
      currentQueries,
      curve,
    });
    expect(stepValues(result)).toMatchObject({ demand: 0, position: -60, ctr: -10 });
  });

  it("credits more impressions at the same CTR and position to demand only", () => {
    const previousQueries = [row("crm", 100, 1000, 3)];
    const currentQueries = [row("crm", 200, 2000, 3)];
    const result = decomposeClickChange({
      previous: totalsOf(previousQueries),
      current: totalsOf(currentQueries),
      previousQueries,
      currentQueries,
      curve,
    });
    expect(stepValues(result)).toEqual({
      demand: 100,
      position: 0,
      ctr: 0,
      newQueries: 0,
      lostQueries: 0,
      hidden: 0,
    });
  });

  it("counts queries seen in one period only as new or lost", () => {
    const previousQueries = [row("same", 10, 100), row("gone", 20, 200)];
    const currentQueries = [row("same", 10, 100), row("fresh", 30, 300)];
    const result = decomposeClickChange({
      previous: totalsOf(previousQueries),
      current: totalsOf(currentQueries),
      previousQueries,
      currentQueries,
      curve,
    });
    expect(stepValues(result)).toEqual({
      demand: 0,
      position: 0,
      ctr: 0,
      newQueries: 30,
      lostQueries: -20,
      hidden: 0,
    });
  });

  it("treats a query without impressions in one period as new or lost", () => {
    const previousQueries = [row("q", 0, 0)];
    const currentQueries = [row("q", 7, 70)];
    const result = decomposeClickChange({
      previous: totalsOf(previousQueries),
      current: totalsOf(currentQueries),
      previousQueries,
      currentQueries,
      curve,
    });
    expect(stepValues(result)).toMatchObject({ demand: 0, newQueries: 7 });
  });

  it("puts the change in clicks missing from the query rows into the hidden step", () => {
    const rows = [row("crm", 100, 1000)];
    const result = decomposeClickChange({
      previous: totalsOf(rows, 50, 500),
      current: totalsOf(rows, 80, 800),
      previousQueries: rows,
      currentQueries: rows,
      curve,
    });
    expect(stepValues(result)).toMatchObject({ demand: 0, ctr: 0, hidden: 30 });
    expect(result.change).toBe(30);
  });

  it("holds the curve's ratio to at most 10", () => {
    // expected(1) = 0.5 and expected(100) = 0.005: a climb from 100 to 1 would be ×100.
    const previousQueries = [row("q", 1, 100, 100)];
    const currentQueries = [row("q", 50, 100, 1)];
    const result = decomposeClickChange({
      previous: totalsOf(previousQueries),
      current: totalsOf(currentQueries),
      previousQueries,
      currentQueries,
      curve: powerCurve(0.5, -1),
    });
    // position = 100 · 0.01 · (10 − 1) = 9; the rest of the 49 clicks is CTR.
    expect(stepValues(result)).toMatchObject({ demand: 0, position: 9, ctr: 40 });
  });

  it("ignores a curve that gives no usable figure", () => {
    const previousQueries = [row("crm", 100, 1000, 2)];
    const currentQueries = [row("crm", 40, 1000, 5)];
    const broken: CtrCurve[] = [
      powerCurve(0, -1),
      { a: 1, b: 1, expected: () => Number.NaN },
      // Nothing expected at the new position: a ratio of 0 would wipe out the query's clicks.
      { a: 1, b: 1, expected: (p) => (p >= 5 ? 0 : 0.1) },
    ];
    for (const curve of broken) {
      const result = decomposeClickChange({
        previous: totalsOf(previousQueries),
        current: totalsOf(currentQueries),
        previousQueries,
        currentQueries,
        curve,
      });
      expect(stepValues(result)).toMatchObject({ position: 0, ctr: -60 });
    }
  });

  it("has no ratio when there were no clicks before", () => {
    const currentQueries = [row("fresh", 12, 120)];
    const result = decomposeClickChange({
      previous: metrics(0, 0),
      current: totalsOf(currentQueries),
      previousQueries: [],
      currentQueries,
      curve: null,
    });
    expect(result.ratio).toBeNull();
    expect(stepValues(result).newQueries).toBe(12);
  });

  it("carries the totals and their three-way split", () => {
    const previous = metrics(100, 1000);
    const current = metrics(120, 1500);
    const result = decomposeClickChange({
      previous,
      current,
      previousQueries: [],
      currentQueries: [],
      curve: null,
    });
    expect(result).toMatchObject({ previous, current, change: 20, ratio: 0.2 });
    expect(result.totals).toEqual(splitTotals(previous, current));
    expect(stepValues(result).hidden).toBe(20);
  });
});

// ---- splitTotals ----

describe("splitTotals", () => {
  it("splits the change into impressions, CTR and both together", () => {
    // CTR 10% → 8%, impressions 1,000 → 1,500.
    const split = splitTotals(metrics(100, 1000), metrics(120, 1500));
    expect(split.impressions).toBeCloseTo(50);
    expect(split.ctr).toBeCloseTo(-20);
    expect(split.interaction).toBeCloseTo(-10);
  });

  it("gives everything to the interaction when there were no impressions before", () => {
    expect(splitTotals(metrics(0, 0), metrics(30, 300))).toEqual({
      impressions: 0,
      ctr: 0,
      interaction: 30,
    });
  });

  it("sums to the click change for any totals", () => {
    const totals = fc
      .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([impressions, share]) => metrics(Math.floor(impressions * share), impressions));
    fc.assert(
      fc.property(totals, totals, (previous, current) => {
        const { impressions, ctr, interaction } = splitTotals(previous, current);
        const change = current.clicks - previous.clicks;
        expect(Math.abs(impressions + ctr + interaction - change)).toBeLessThanOrEqual(1e-6);
      }),
    );
  });
});

// ---- breakdown ----

describe("breakdown", () => {
  const previous = [
    row("down", 90, 900),
    row("up", 20, 200),
    row("gone", 30, 300),
    row("flat", 50, 500),
    row("seen", 0, 40),
  ];
  const current = [
    row("down", 20, 200),
    row("up", 120, 1200),
    row("new", 40, 400),
    row("flat", 50, 500),
    row("shown", 0, 10),
  ];

  it("joins the periods by key, largest change first, with status and signed share", () => {
    const result = breakdown(previous, current, 10);
    expect(result.top.map((c) => [c.key, c.change, c.status])).toEqual([
      ["up", 100, "up"],
      ["down", -70, "down"],
      ["new", 40, "new"],
      ["gone", -30, "lost"],
      ["flat", 0, "same"],
      ["seen", 0, "lost"],
      ["shown", 0, "new"],
    ]);
    expect(result.total).toBe(40);
    expect(result.rest).toBe(0);
    expect(result.top[0]!.share).toBe(2.5);
    expect(result.top[1]!.share).toBe(-1.75);
  });

  it("gives zeros for the period a key is absent from", () => {
    const result = breakdown(previous, current, 10);
    const gone = result.top.find((c) => c.key === "gone")!;
    expect(gone.current).toEqual({ clicks: 0, impressions: 0, ctr: 0, position: 0 });
    expect(gone.previous).toEqual(metrics(30, 300));
  });

  it("counts the keys that came and went, with their clicks", () => {
    const result = breakdown(previous, current, 1);
    expect(result.gained).toEqual({ count: 2, clicks: 40 });
    expect(result.lost).toEqual({ count: 2, clicks: 30 });
  });

  it("keeps the limit and adds the others up in rest", () => {
    const result = breakdown(previous, current, 2);
    expect(result.top.map((c) => c.key)).toEqual(["up", "down"]);
    expect(result.rest).toBe(10);
    expect(result.total).toBe(40);
    expect(breakdown(previous, current, 0).top).toEqual([]);
    expect(breakdown(previous, current, Number.POSITIVE_INFINITY).top).toHaveLength(7);
  });

  it("breaks ties by key and has no share when the net change is 0", () => {
    const result = breakdown([row("b", 10, 100)], [row("a", 10, 100)], 5);
    expect(result.top.map((c) => c.key)).toEqual(["a", "b"]);
    expect(result.total).toBe(0);
    expect(result.top.every((c) => c.share === null)).toBe(true);
  });

  it("sums a key given twice instead of keeping one of its rows", () => {
    const result = breakdown([], [row("a", 10, 100, 2), row("a", 5, 100, 4)], 5);
    expect(result.top).toHaveLength(1);
    expect(result.top[0]!.current).toEqual({
      clicks: 15,
      impressions: 200,
      ctr: 0.075,
      position: 3,
    });
  });

  it("always has top + rest === total === the change over every key", () => {
    fc.assert(
      fc.property(periods, fc.integer({ min: 0, max: 40 }), (input, limit) => {
        const { previousQueries, currentQueries } = input;
        const result = breakdown(previousQueries, currentQueries, limit);
        expect(result.top.length).toBeLessThanOrEqual(limit);
        expect(sum(result.top.map((c) => c.change)) + result.rest).toBe(result.total);
        expect(result.total).toBe(
          sum(currentQueries.map((r) => r.clicks)) - sum(previousQueries.map((r) => r.clicks)),
        );
        for (let i = 1; i < result.top.length; i++) {
          expect(Math.abs(result.top[i - 1]!.change)).toBeGreaterThanOrEqual(
            Math.abs(result.top[i]!.change),
          );
        }
        for (const c of result.top) {
          expect(c.change).toBe(c.current.clicks - c.previous.clicks);
          expect(c.share).toBe(result.total === 0 ? null : c.change / result.total);
        }
      }),
    );
  });
});

// ---- roundToSum ----

describe("roundToSum", () => {
  it("rounds up the values with the largest remainders, ties to the earlier one", () => {
    expect(roundToSum([1.2, 2.7, 3.1], 7)).toEqual([1, 3, 3]);
    expect(roundToSum([0.5, 0.5, 0.5, 0.5], 2)).toEqual([1, 1, 0, 0]);
    expect(roundToSum([-1.5, -0.4, 1.9], 0)).toEqual([-2, 0, 2]);
  });

  it("lands on the total when the values miss it by float error only", () => {
    expect(sum([0.7, 0.2, 0.1])).not.toBe(1);
    expect(roundToSum([0.7, 0.2, 0.1], 1)).toEqual([1, 0, 0]);
    expect(roundToSum([0.9999999999999998, -1e-15], 1)).toEqual([1, 0]);
  });

  it("never returns -0", () => {
    expect(Object.is(roundToSum([-0, 0.2], 0)[0], 0)).toBe(true);
  });

  it("throws on misuse", () => {
    expect(() => roundToSum([1, 2], 10)).toThrow(/too far/);
    expect(() => roundToSum([0.5, 0.5], 3)).toThrow(/cannot be reached/);
    expect(() => roundToSum([1.5], 1.5)).toThrow(/not an integer/);
    expect(() => roundToSum([Number.NaN], 0)).toThrow(/finite/);
  });

  const values = fc.array(fc.double({ min: -1e5, max: 1e5, noNaN: true }), {
    minLength: 1,
    maxLength: 12,
  });

  it("gives floors and ceilings that sum to the rounded total, largest remainders rounded up", () => {
    fc.assert(
      fc.property(values, (vs) => {
        const total = Math.round(sum(vs)) + 0; // + 0: not -0
        const result = roundToSum(vs, total);
        expect(sum(result)).toBe(total);
        const up: number[] = [];
        const down: number[] = [];
        result.forEach((r, i) => {
          const v = vs[i]!;
          expect([Math.floor(v), Math.ceil(v)]).toContain(r);
          if (v !== Math.floor(v)) (r === Math.ceil(v) ? up : down).push(v - Math.floor(v));
        });
        if (up.length > 0 && down.length > 0)
          expect(Math.min(...up)).toBeGreaterThanOrEqual(Math.max(...down));
      }),
    );
  });

  it("hits a whole total exactly when the values add up to it in real numbers", () => {
    const parts = fc.record({
      total: fc.integer({ min: -10_000, max: 10_000 }),
      others: fc.array(fc.double({ min: -1e4, max: 1e4, noNaN: true }), { maxLength: 10 }),
    });
    fc.assert(
      fc.property(parts, ({ total, others }) => {
        const vs = [...others, total - sum(others)];
        const result = roundToSum(vs, total);
        expect(sum(result)).toBe(total);
        result.forEach((r, i) => expect(Math.abs(r - vs[i]!)).toBeLessThanOrEqual(1));
      }),
    );
  });
});
