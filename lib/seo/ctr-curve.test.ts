import fc from "fast-check";
import type { GroupedRow } from "@/lib/seo/search-metrics";
import { ctrPools, curvePoints, fitCtrCurve } from "./ctr-curve";

const row = (key: string, position: number, impressions: number, ctr: number): GroupedRow => ({
  key,
  position,
  impressions,
  clicks: Math.round(impressions * ctr),
  ctr: Math.round(impressions * ctr) / impressions,
});

// A site whose CTR halves with each doubling of position: 30% at 1, 15% at 2, 7.5% at 4, 3.75% at 8.
const curveRows = [1, 2, 4, 8, 16].map((p) => row(`curve ${p}`, p, 1_000_000, 0.3 / p));

describe("fitCtrCurve", () => {
  it("fits the site's power law from its own queries", () => {
    const curve = fitCtrCurve(curveRows)!;
    expect(curve.b).toBeCloseTo(-1, 3);
    expect(curve.expected(1)).toBeCloseTo(0.3, 3);
    expect(curve.expected(6)).toBeCloseTo(0.05, 3);
  });

  it("needs two positions with enough impressions and clicks", () => {
    expect(fitCtrCurve([row("a", 3, 5_000, 0.1)])).toBeNull();
    expect(fitCtrCurve([row("a", 3, 5_000, 0.1), row("b", 6, 50, 0.1)])).toBeNull();
  });

  it("ignores positions past 20", () => {
    const far = row("far", 40, 10_000_000, 0.2);
    expect(fitCtrCurve([...curveRows, far])!.b).toBeCloseTo(-1, 3);
  });
});

describe("ctrPools", () => {
  it("pools rows by whole position, 1–20, in position order", () => {
    const rows = [
      row("b", 2.4, 300, 0.1),
      row("a", 1.2, 1_000, 0.3),
      row("b2", 1.6, 700, 0.1),
      row("off", 20.6, 500, 0.01),
      row("none", 0, 0, 0),
    ];
    expect(ctrPools(rows)).toEqual([
      { position: 1, clicks: 300, impressions: 1_000, ctr: 0.3 },
      { position: 2, clicks: 100, impressions: 1_000, ctr: 0.1 },
    ]);
  });

  it("is what the curve is fitted to: rows with the same pools give the same curve", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            position: fc.double({ min: 0.5, max: 25, noNaN: true }),
            impressions: fc.integer({ min: 1, max: 100_000 }),
            share: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          { maxLength: 30 },
        ),
        (specs) => {
          const rows = specs.map((s, i) => row(`q${i}`, s.position, s.impressions, s.share));
          const pooled = ctrPools(rows).map((p) => ({ key: `p${p.position}`, ...p }));
          const fromRows = fitCtrCurve(rows);
          const fromPools = fitCtrCurve(pooled);
          expect(fromPools === null).toBe(fromRows === null);
          if (fromRows && fromPools) {
            expect(fromPools.a).toBeCloseTo(fromRows.a, 9);
            expect(fromPools.b).toBeCloseTo(fromRows.b, 9);
          }
          const total = rows
            .filter((r) => Math.round(r.position) >= 1 && Math.round(r.position) <= 20)
            .reduce((sum, r) => sum + r.impressions, 0);
          expect(pooled.reduce((sum, p) => sum + p.impressions, 0)).toBe(total);
        },
      ),
    );
  });
});

describe("curvePoints", () => {
  it("gives the curve at whole positions 1 to 20 by default", () => {
    const curve = fitCtrCurve(curveRows)!;
    const points = curvePoints(curve);
    expect(points.map((p) => p.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(points[0]!.ctr).toBeCloseTo(0.3, 3);
    expect(points[5]!.ctr).toBeCloseTo(0.05, 3);
  });

  it("stops at the position asked for", () => {
    const curve = fitCtrCurve(curveRows)!;
    expect(curvePoints(curve, 3).map((p) => p.position)).toEqual([1, 2, 3]);
  });
});
