import type { GroupedRow } from "@/lib/seo/search-metrics";
import { findOpportunities } from "./opportunities";

const row = (key: string, position: number, impressions: number, ctr: number): GroupedRow => ({
  key,
  position,
  impressions,
  clicks: Math.round(impressions * ctr),
  ctr: Math.round(impressions * ctr) / impressions,
});

// A site whose CTR halves with each doubling of position: 30% at 1, 15% at 2, 7.5% at 4, 3.75% at 8.
const curveRows = [1, 2, 4, 8, 16].map((p) => row(`curve ${p}`, p, 1_000_000, 0.3 / p));

describe("findOpportunities", () => {
  it("keeps queries at 4–15 with enough impressions and a CTR under the curve", () => {
    const rows = [
      ...curveRows,
      row("under at 6", 6, 2_000, 0.02), // curve 5%
      row("over at 6", 6, 2_000, 0.08),
      row("too high", 3, 2_000, 0.01),
      row("too low", 16.2, 2_000, 0.001),
      row("too rare", 7, 99, 0.0),
      row("edge 15", 15, 500, 0.005), // curve 2%
      row("edge 4", 4, 500, 0.05), // curve 7.5%
    ];
    const { opportunities } = findOpportunities(rows);
    expect(opportunities.map((o) => o.key)).toEqual(["under at 6", "edge 15", "edge 4"]);
  });

  it("ranks by the clicks the query would earn at position 3 on the site's curve", () => {
    const rows = [...curveRows, row("big", 8, 5_000, 0.01), row("small", 5, 1_000, 0.02)];
    const [big, small] = findOpportunities(rows).opportunities;
    // 5,000 × 10% − 50 and 1,000 × 10% − 20.
    expect(big).toMatchObject({ key: "big", potentialClicks: 450 });
    expect(big!.expectedCtr).toBeCloseTo(0.0375, 3);
    expect(small).toMatchObject({ key: "small", potentialClicks: 80 });
  });

  it("takes a stricter rule and finds nothing without a curve", () => {
    const rows = [...curveRows, row("q", 6, 2_000, 0.02)];
    expect(findOpportunities(rows, { minImpressions: 5_000 }).opportunities).toEqual([]);
    expect(findOpportunities([row("q", 6, 2_000, 0.02)])).toEqual({
      curve: null,
      opportunities: [],
    });
  });
});
