import { hiddenOf, lastFinalDate, totalsOf } from "./search-console-summary";

const row = (keys: string[], clicks: number, impressions: number) => ({
  keys,
  clicks,
  impressions,
  ctr: impressions ? clicks / impressions : 0,
  position: 4.2,
});

describe("search console summary", () => {
  it("reads the totals of an answer without dimensions, zero when empty", () => {
    expect(totalsOf([row([], 120, 4000)])).toEqual({
      clicks: 120,
      impressions: 4000,
      ctr: 0.03,
      position: 4.2,
    });
    expect(totalsOf([])).toEqual({ clicks: 0, impressions: 0, ctr: 0, position: 0 });
  });

  it("measures what query rows leave out of the totals", () => {
    const totals = totalsOf([row([], 100, 5000)]);
    const rows = [row(["garden soil"], 60, 3000), row(["compost"], 15, 1000)];
    expect(hiddenOf(totals, rows, ["query"])).toEqual({
      clicks: 25,
      impressions: 1000,
      clicksShare: 0.25,
      impressionsShare: 0.2,
    });
    expect(hiddenOf(totals, rows, ["date", "query"])).not.toBeNull();
  });

  it("reads no gap for rows not grouped by query, and never a negative one", () => {
    const totals = totalsOf([row([], 10, 100)]);
    expect(hiddenOf(totals, [row(["/a"], 9, 90)], ["page"])).toBeNull();
    expect(hiddenOf(totals, [row(["a"], 11, 120)], ["query"])).toEqual({
      clicks: 0,
      impressions: 0,
      clicksShare: 0,
      impressionsShare: 0,
    });
    expect(hiddenOf(totalsOf([]), [], ["query"])).toMatchObject({ clicksShare: 0 });
  });

  it("names the last final day before the first incomplete one", () => {
    expect(lastFinalDate("2026-03-01")).toBe("2026-02-28");
    expect(lastFinalDate("2024-03-01")).toBe("2024-02-29");
    expect(lastFinalDate(undefined)).toBeUndefined();
    expect(lastFinalDate("2026-03-01T00:00:00-08:00")).toBeUndefined();
  });
});
