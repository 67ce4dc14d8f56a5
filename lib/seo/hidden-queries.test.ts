import { hiddenShare } from "./hidden-queries";

describe("hiddenShare", () => {
  it("is the gap between the property total and the visible rows", () => {
    const hidden = hiddenShare({ clicks: 1000, impressions: 50_000 }, [
      { clicks: 600, impressions: 30_000 },
      { clicks: 200, impressions: 10_000 },
    ]);
    expect(hidden).toEqual({
      clicks: 200,
      impressions: 10_000,
      clicksShare: 0.2,
      impressionsShare: 0.2,
    });
  });

  it("is never negative when the rows add up to more than the total", () => {
    expect(
      hiddenShare({ clicks: 10, impressions: 100 }, [{ clicks: 11, impressions: 120 }]),
    ).toEqual({ clicks: 0, impressions: 0, clicksShare: 0, impressionsShare: 0 });
  });

  it("has zero shares for an empty property", () => {
    expect(hiddenShare({ clicks: 0, impressions: 0 }, []).clicksShare).toBe(0);
  });
});
