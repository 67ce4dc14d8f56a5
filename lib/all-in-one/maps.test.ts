import { compareMapsAndWeb, keywordKey, webRangeOf, type WebQuery } from "./maps";

const web = (entries: [string, WebQuery][]) => new Map(entries);

describe("Maps vs organic", () => {
  it("sums a keyword over its months and pairs it with the same web query", () => {
    const { rows, summary } = compareMapsAndWeb(
      [
        { keyword: "garden center portland", value: 40, threshold: null },
        { keyword: "Garden  Center Portland", value: 25, threshold: null },
        { keyword: "plant nursery", value: 80, threshold: null },
        { keyword: "bonsai", value: null, threshold: 15 },
      ],
      web([
        ["garden center portland", { clicks: 12, impressions: 300, position: 4.2 }],
        ["bonsai", { clicks: 1, impressions: 20, position: 9 }],
      ]),
    );
    expect(rows.map((r) => [r.keyword, r.maps, r.mapsBelow])).toEqual([
      ["plant nursery", 80, null],
      ["garden center portland", 65, null],
      ["bonsai", null, 15],
    ]);
    expect(rows[1]!.web).toEqual({ clicks: 12, impressions: 300, position: 4.2 });
    expect(rows[0]!.web).toBeNull();
    // Only counted keywords add to the totals, on both sides.
    expect(summary).toEqual({ keywords: 3, alsoInWeb: 2, mapsCounted: 145, webImpressions: 300 });
  });

  it("keeps a threshold month beside a counted month of the same keyword", () => {
    const { rows } = compareMapsAndWeb(
      [
        { keyword: "soil", value: 30, threshold: null },
        { keyword: "soil", value: null, threshold: 15 },
      ],
      new Map(),
    );
    expect(rows).toEqual([{ keyword: "soil", maps: 30, mapsBelow: 15, web: null }]);
  });

  it("writes keywords as Search Console writes queries", () => {
    expect(keywordKey("  Café   Near ME ")).toBe("café near me");
    expect(
      compareMapsAndWeb([{ keyword: "   ", value: 3, threshold: null }], new Map()).rows,
    ).toEqual([]);
  });

  it("reads the web over the days of the keywords' whole months", () => {
    const range = { startDate: "2026-01-05", endDate: "2026-02-01" };
    expect(webRangeOf(range)).toEqual({ startDate: "2026-01-01", endDate: "2026-02-01" });
  });
});
