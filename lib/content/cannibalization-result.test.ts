import {
  cannibalizationResult,
  NO_ACTION_DATE,
  NOT_A_FIX,
  shareOf,
} from "./cannibalization-result";
import type { ContentWindow } from "./types";

const PRIMARY = "https://www.greenleaf.example/trays/";
const OTHER = "https://www.greenleaf.example/blog/trays/";

describe("the primary page's share of a query", () => {
  it("divides the primary page's clicks and impressions by every page's", () => {
    expect(
      shareOf(
        [
          { page: PRIMARY, clicks: 30, impressions: 600 },
          { page: OTHER, clicks: 10, impressions: 400 },
          { page: "https://www.greenleaf.example/x/", clicks: 0, impressions: 0 },
        ],
        PRIMARY,
      ),
    ).toEqual({
      primaryClicks: 30,
      primaryImpressions: 600,
      totalClicks: 40,
      totalImpressions: 1000,
      clickShare: 0.75,
      impressionShare: 0.6,
      pages: 2,
    });
  });

  it("has no share without clicks or impressions, and none for a page not among the rows", () => {
    expect(shareOf([], PRIMARY)).toMatchObject({ clickShare: null, impressionShare: null });
    expect(shareOf([{ page: OTHER, clicks: 0, impressions: 50 }], PRIMARY)).toMatchObject({
      clickShare: null,
      impressionShare: 0,
      pages: 1,
    });
  });
});

describe("a fix's result", () => {
  const fix = {
    cannibalQuery: "seed trays",
    primaryUrl: PRIMARY,
    cannibalAction: "relink" as const,
    actionDate: "2026-01-15",
  };
  const asked: ContentWindow[] = [];
  const reader = (complete: boolean) => ({
    rows: async (_query: string, window: ContentWindow) => {
      asked.push(window);
      return window.startDate < "2026-01-15"
        ? [
            { page: PRIMARY, clicks: 5, impressions: 100 },
            { page: OTHER, clicks: 5, impressions: 100 },
          ]
        : [
            { page: PRIMARY, clicks: 9, impressions: 180 },
            { page: OTHER, clicks: 1, impressions: 20 },
          ];
    },
    afterState: async () =>
      complete
        ? { complete: true, daysToWait: 0, readyOn: "2026-03-01" }
        : { complete: false, daysToWait: 4, readyOn: "2026-03-05" },
  });

  it("compares the 28 days before the fix date with the 28 after, the day itself in neither", async () => {
    asked.length = 0;
    const result = await cannibalizationResult(fix, reader(true));
    expect(result).toMatchObject({
      status: "ready",
      before: { startDate: "2025-12-18", endDate: "2026-01-14" },
      after: { startDate: "2026-01-16", endDate: "2026-02-12" },
      beforeShare: { clickShare: 0.5, impressionShare: 0.5 },
      afterShare: { clickShare: 0.9, impressionShare: 0.9 },
    });
    expect(asked).toHaveLength(2);
  });

  it("is pending until the after window is final, and reads only the before window", async () => {
    asked.length = 0;
    const result = await cannibalizationResult(fix, reader(false));
    expect(result).toMatchObject({ status: "pending", afterShare: null, readyOn: "2026-03-05" });
    expect(asked).toEqual([{ startDate: "2025-12-18", endDate: "2026-01-14" }]);
  });

  it("says what is missing for an item that is no fix, or has no fix date", async () => {
    const none = { cannibalQuery: null, primaryUrl: null, cannibalAction: null, actionDate: null };
    expect(await cannibalizationResult(none, reader(true))).toEqual({
      status: "not_a_fix",
      message: NOT_A_FIX,
    });
    expect(await cannibalizationResult({ ...fix, actionDate: null }, reader(true))).toEqual({
      status: "no_action_date",
      message: NO_ACTION_DATE,
    });
  });
});
