import { candidatesFilter, MAX_FILTER_LENGTH, tradingCandidates } from "./trading-candidates";

const row = (query: string, page: string, impressions: number) => ({
  keys: [query, page],
  clicks: 0,
  impressions,
  ctr: 0,
  position: 5,
});

describe("tradingCandidates", () => {
  const rows = [
    row("shared", "/a", 600),
    row("shared", "/b", 300),
    row("shared", "/c", 20),
    row("one page", "/a", 900),
    row("dominant", "/a", 950),
    row("dominant", "/b", 50),
    row("rare", "/a", 20),
    row("rare", "/b", 20),
    row("greenleaf seeds", "/a", 500),
    row("greenleaf seeds", "/b", 500),
  ];

  it("keeps queries with two pages that each take the trading share", () => {
    expect(tradingCandidates(rows)).toEqual([
      { query: "greenleaf seeds", impressions: 1000, pages: 2 },
      { query: "shared", impressions: 920, pages: 3 },
    ]);
  });

  it("follows the thresholds and leaves branded queries out", () => {
    const found = tradingCandidates(rows, { tradingMinShare: 0.05 }, ["greenleaf"]);
    expect(found.map((c) => c.query)).toEqual(["dominant", "shared"]);
    expect(tradingCandidates(rows, { minImpressions: 1 }).map((c) => c.query)).toContain("rare");
  });
});

describe("candidatesFilter", () => {
  it("matches the queries exactly, metacharacters escaped", () => {
    const filter = candidatesFilter(
      [
        { query: "c++ (basics)", pages: 2 },
        { query: "a.b", pages: 2 },
      ],
      28,
    )!;
    expect(filter.expression).toBe("^(?:c\\+\\+ \\(basics\\)|a\\.b)$");
    const pattern = new RegExp(filter.expression);
    expect(pattern.test("c++ (basics)")).toBe(true);
    expect(pattern.test("axb")).toBe(false);
  });

  it("stops at the row cap and at Google's expression limit", () => {
    const short = Array.from({ length: 500 }, (_, i) => ({ query: `q${i}`, pages: 2 }));
    // 277 queries × 2 pages × 90 days stay under 50,000 rows.
    expect(candidatesFilter(short, 90)!.queries).toHaveLength(277);
    const many = Array.from({ length: 500 }, (_, i) => ({ query: `query number ${i}`, pages: 2 }));
    const long = candidatesFilter(many, 1)!;
    expect(long.expression.length).toBeLessThanOrEqual(MAX_FILTER_LENGTH);
    expect(long.queries.length).toBeLessThan(many.length);
    expect(candidatesFilter([], 90)).toBeNull();
  });
});
