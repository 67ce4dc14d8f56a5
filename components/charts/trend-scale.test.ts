import { niceScale } from "./trend-scale";

describe("niceScale", () => {
  it("starts counts at zero and ends on a round tick above the largest value", () => {
    expect(niceScale([12, 830, 415], true)).toEqual({
      lo: 0,
      hi: 1000,
      ticks: [0, 250, 500, 750, 1000],
    });
  });

  it("hugs rates and positions instead of starting at zero", () => {
    const { lo, hi, ticks } = niceScale([7.2, 9.8, 8.1], false);
    expect(lo).toBeGreaterThan(0);
    expect(lo).toBeLessThanOrEqual(7.2);
    expect(hi).toBeGreaterThanOrEqual(9.8);
    expect(ticks[0]).toBe(lo);
    expect(ticks.at(-1)).toBe(hi);
  });

  it("gives flat or empty data a usable domain", () => {
    expect(niceScale([], true).hi).toBeGreaterThan(0);
    expect(niceScale([0, 0], true)).toMatchObject({ lo: 0 });
    const flat = niceScale([0.05, 0.05], false);
    expect(flat.lo).toBeLessThan(0.05);
    expect(flat.hi).toBeGreaterThan(0.05);
  });
});
