import {
  aggregate,
  brandedSplit,
  brandMatcher,
  bucketByGrain,
  dailyPoints,
  delta,
  groupBy,
  metricDelta,
  topMovers,
  type SearchRow,
} from "./search-metrics";

function row(keys: string[], clicks: number, impressions: number, position: number): SearchRow {
  return { keys, clicks, impressions, ctr: impressions ? clicks / impressions : 0, position };
}

describe("aggregate", () => {
  it("divides summed clicks by summed impressions and weights position by impressions", () => {
    const totals = aggregate([row(["a"], 10, 100, 2), row(["b"], 0, 900, 12)]);
    expect(totals.clicks).toBe(10);
    expect(totals.impressions).toBe(1000);
    // The average of the rows' CTRs would be 5%; the true CTR is 1%.
    expect(totals.ctr).toBeCloseTo(0.01);
    expect(totals.position).toBeCloseTo((2 * 100 + 12 * 900) / 1000);
  });

  it("gives CTR and position 0 without impressions", () => {
    expect(aggregate([])).toEqual({ clicks: 0, impressions: 0, ctr: 0, position: 0 });
  });
});

describe("groupBy", () => {
  const rows = [
    row(["rose care", "/roses/"], 8, 100, 3),
    row(["rose care", "/blog/roses/"], 2, 100, 9),
    row(["tulips", "/tulips/"], 20, 400, 1.5),
  ];

  it("aggregates query×page rows per query, most clicks first", () => {
    const queries = groupBy(rows, 0);
    expect(queries.map((q) => q.key)).toEqual(["tulips", "rose care"]);
    expect(queries[1]).toMatchObject({ clicks: 10, impressions: 200, ctr: 0.05, position: 6 });
  });

  it("groups by a function of the row", () => {
    const bySection = groupBy(rows, (r) => (r.keys[1]?.startsWith("/blog/") ? "blog" : "shop"));
    expect(bySection.map((g) => [g.key, g.clicks])).toEqual([
      ["shop", 28],
      ["blog", 2],
    ]);
  });
});

describe("bucketByGrain", () => {
  const days = dailyPoints([
    row(["2025-01-31"], 1, 10, 4),
    row(["2025-02-01"], 2, 10, 6),
    row(["2025-02-02"], 3, 20, 3),
    row(["2025-02-03"], 4, 40, 2),
  ]);

  it("keeps days as they are", () => {
    expect(bucketByGrain(days, "day").map((b) => [b.date, b.clicks, b.days])).toEqual([
      ["2025-01-31", 1, 1],
      ["2025-02-01", 2, 1],
      ["2025-02-02", 3, 1],
      ["2025-02-03", 4, 1],
    ]);
  });

  it("sums ISO weeks labelled by their Monday", () => {
    const weeks = bucketByGrain(days, "week");
    expect(weeks.map((b) => [b.date, b.clicks, b.impressions, b.days])).toEqual([
      ["2025-01-27", 6, 40, 3],
      ["2025-02-03", 4, 40, 1],
    ]);
    expect(weeks[0]?.position).toBeCloseTo((4 * 10 + 6 * 10 + 3 * 20) / 40);
  });

  it("sums calendar months labelled by their first day, across the year end", () => {
    const months = bucketByGrain(
      [...dailyPoints([row(["2024-12-31"], 5, 50, 1)]), ...days],
      "month",
    );
    expect(months.map((b) => [b.date, b.clicks, b.days])).toEqual([
      ["2024-12-01", 5, 1],
      ["2025-01-01", 1, 1],
      ["2025-02-01", 9, 3],
    ]);
  });
});

describe("delta", () => {
  it("reports absolute and relative change, with no relative change from zero", () => {
    expect(metricDelta(120, 100)).toEqual({ absolute: 20, relative: 0.2, improved: true });
    expect(metricDelta(5, 0)).toEqual({ absolute: 5, relative: null, improved: true });
    expect(metricDelta(3, 3).improved).toBeNull();
  });

  it("counts a lower position as an improvement", () => {
    const change = delta(
      { clicks: 90, impressions: 1000, ctr: 0.09, position: 4 },
      { clicks: 100, impressions: 1000, ctr: 0.1, position: 5 },
    );
    expect(change.clicks.improved).toBe(false);
    expect(change.ctr.improved).toBe(false);
    expect(change.position).toEqual({ absolute: -1, relative: -0.2, improved: true });
  });

  it("does not compare position with a period that had no impressions", () => {
    const change = delta(
      { clicks: 1, impressions: 10, ctr: 0.1, position: 8 },
      { clicks: 0, impressions: 0, ctr: 0, position: 0 },
    );
    expect(change.position).toEqual({ absolute: 0, relative: null, improved: null });
  });
});

describe("topMovers", () => {
  it("ranks winners and losers by click change, counting new and vanished keys", () => {
    const current = [row(["a"], 50, 500, 3), row(["b"], 5, 100, 9), row(["new"], 30, 90, 2)];
    const previous = [row(["a"], 10, 400, 5), row(["b"], 25, 300, 4), row(["gone"], 40, 200, 3)];
    const { winners, losers } = topMovers(current, previous, 0, 5);
    expect(winners.map((m) => [m.key, m.clicksChange])).toEqual([
      ["a", 40],
      ["new", 30],
    ]);
    expect(losers.map((m) => [m.key, m.clicksChange])).toEqual([
      ["gone", -40],
      ["b", -20],
    ]);
    expect(losers[0]?.current).toEqual({ clicks: 0, impressions: 0, ctr: 0, position: 0 });
  });

  it("keeps only n of each", () => {
    const current = [row(["a"], 3, 9, 1), row(["b"], 2, 9, 1), row(["c"], 1, 9, 1)];
    expect(topMovers(current, [], 0, 2).winners.map((m) => m.key)).toEqual(["a", "b"]);
  });
});

describe("brand matching", () => {
  const isBrand = brandMatcher(["Greenleaf", "green leaf nursery"]);

  it("matches whole words in any case, with a plural or possessive", () => {
    expect(isBrand("greenleaf opening hours")).toBe(true);
    expect(isBrand("GREENLEAF")).toBe(true);
    expect(isBrand("greenleaf's roses")).toBe(true);
    expect(isBrand("greenleafs near me")).toBe(true);
    expect(isBrand("evergreenleaf")).toBe(false);
    expect(isBrand("greenleafy plants")).toBe(false);
  });

  it("matches multi-word terms written with spaces, hyphens or run together", () => {
    expect(isBrand("green leaf nursery reviews")).toBe(true);
    expect(isBrand("green-leaf nursery")).toBe(true);
    expect(isBrand("greenleafnursery")).toBe(true);
    expect(isBrand("green leaf plants")).toBe(false);
  });

  it("matches nothing without terms", () => {
    expect(brandMatcher([" ", ""])("anything")).toBe(false);
  });

  it("splits totals into branded and non-branded", () => {
    const split = brandedSplit(
      [
        row(["greenleaf"], 40, 100, 1),
        row(["rose care"], 10, 400, 6),
        row(["Greenleaf hours"], 10, 100, 1),
      ],
      ["greenleaf"],
    );
    expect(split.branded).toMatchObject({ clicks: 50, impressions: 200, ctr: 0.25, position: 1 });
    expect(split.nonBranded).toMatchObject({ clicks: 10, impressions: 400, position: 6 });
  });
});

describe("aggregation cost", () => {
  // Counted, not timed (the time is npm run bench's figure): every field a grouping reads, per row.
  async function readsPerRow(count: number): Promise<number> {
    const { syntheticQueryPageRows } = await import("@/scripts/bench/aggregation");
    let reads = 0;
    const rows = syntheticQueryPageRows(count).map(
      (row) =>
        new Proxy(row, {
          get(target, key, receiver) {
            reads += 1;
            return Reflect.get(target, key, receiver);
          },
        }),
    );
    expect(groupBy(rows, 0).length).toBeGreaterThan(count / 4);
    return reads / count;
  }

  it("reads each of 100,000 query×page rows a fixed few times, as for 1,000: one pass", async () => {
    const small = await readsPerRow(1_000);
    expect(small).toBeLessThanOrEqual(5);
    expect(await readsPerRow(100_000)).toBe(small);
  });
});
