import type { SearchRow } from "@/lib/seo/search-metrics";
import { detectCannibalization } from "./detect";
import { severityBand } from "./severity";
import { DEFAULT_CANNIBALIZATION_THRESHOLDS } from "./types";

const SITE = "https://www.greenleaf.example";

function row(
  query: string,
  page: string,
  clicks: number,
  impressions: number,
  position: number,
): SearchRow {
  return {
    keys: [query, `${SITE}${page}`],
    clicks,
    impressions,
    ctr: clicks / impressions,
    position,
  };
}

function daily(
  query: string,
  page: string,
  date: string,
  impressions: number,
  position: number,
): SearchRow {
  return { keys: [query, `${SITE}${page}`, date], clicks: 0, impressions, ctr: 0, position };
}

const planted = [
  row("prune roses", "/guides/pruning-roses/", 120, 2000, 4.2),
  row("prune roses", "/blog/when-to-prune-roses/", 40, 1500, 6.8),
  row("prune roses", "/roses/", 2, 100, 18),
];
const clean = [
  row("tulip bulbs", "/shop/tulip-bulbs/", 300, 4500, 2.1),
  row("tulip bulbs", "/blog/planting-tulips/", 6, 500, 11),
];

describe("detectCannibalization", () => {
  it("finds a query split between two pages and suggests the page with most clicks", () => {
    const { issues } = detectCannibalization([...planted, ...clean]);
    expect(issues.map((i) => i.query)).toEqual(["prune roses"]);
    const [issue] = issues;
    expect(issue?.primaryPage).toBe(`${SITE}/guides/pruning-roses/`);
    expect(issue?.pages.map((p) => p.page)).toEqual([
      `${SITE}/guides/pruning-roses/`,
      `${SITE}/blog/when-to-prune-roses/`,
    ]);
    expect(issue?.pages[1]).toMatchObject({ clicks: 40, impressions: 1500, position: 6.8 });
    expect(issue?.pages[1]?.impressionShare).toBeCloseTo(1500 / 3600);
    expect(issue?.signals).toEqual({
      impressionShare: true,
      clickShare: true,
      positionTrading: false,
    });
  });

  it("estimates lost clicks at the best page's CTR over all the query's impressions", () => {
    const [issue] = detectCannibalization(planted).issues;
    // 3,600 impressions at the guide's 6% CTR would be 216 clicks; the query got 162.
    expect(issue?.estimatedLostClicks).toBeCloseTo(216 - 162);
    expect(issue?.severity).toBeGreaterThan(0);
    expect(issue?.band).toBe(severityBand(issue!.severity));
  });

  it("leaves a query alone when one page takes 85% or more", () => {
    expect(detectCannibalization(clean).issues).toEqual([]);
  });

  it("ignores queries below the impressions floor unless the threshold is lowered", () => {
    const small = [row("rose hips", "/a/", 2, 20, 5), row("rose hips", "/b/", 2, 20, 5)];
    expect(detectCannibalization(small).issues).toEqual([]);
    expect(
      detectCannibalization(small, { thresholds: { minImpressions: 40 } }).issues,
    ).toHaveLength(1);
  });

  it("takes the share thresholds it is given", () => {
    expect(detectCannibalization(clean, { thresholds: { minShare: 0.1 } }).issues).toHaveLength(1);
    expect(detectCannibalization(planted, { thresholds: { minShare: 0.45 } }).issues).toEqual([]);
  });

  it("flags a page that takes a large share of clicks with few impressions", () => {
    const rows = [row("rose food", "/a/", 30, 900, 3), row("rose food", "/b/", 20, 100, 2)];
    const [issue] = detectCannibalization(rows).issues;
    expect(issue?.signals).toMatchObject({ impressionShare: false, clickShare: true });
    // Too few clicks for their shares to mean anything.
    const few = [row("rose food", "/a/", 3, 900, 3), row("rose food", "/b/", 2, 100, 2)];
    expect(detectCannibalization(few).issues).toEqual([]);
  });

  it("flags pages that trade the top position from day to day", () => {
    const rows = [
      row("climbing roses", "/a/", 80, 850, 4),
      row("climbing roses", "/b/", 10, 150, 5),
    ];
    const days = [
      "2025-06-01",
      "2025-06-02",
      "2025-06-03",
      "2025-06-04",
      "2025-06-05",
      "2025-06-06",
    ];
    const dailyRows = days.flatMap((date, i) => [
      daily("climbing roses", "/a/", date, 140, i % 2 ? 3 : 5),
      daily("climbing roses", "/b/", date, 25, 4),
    ]);
    expect(detectCannibalization(rows).issues).toEqual([]);
    const [issue] = detectCannibalization(rows, { dailyRows }).issues;
    expect(issue).toMatchObject({ swaps: 5, days: 6, primaryPage: `${SITE}/a/` });
    expect(issue?.volatility).toBeCloseTo(5 / 6);
    expect(issue?.signals.positionTrading).toBe(true);
    expect(detectCannibalization(rows, { dailyRows, thresholds: { minSwaps: 6 } }).issues).toEqual(
      [],
    );
  });

  it("leaves branded queries out when asked", () => {
    const rows = [
      row("greenleaf roses", "/a/", 20, 500, 1),
      row("greenleaf roses", "/b/", 20, 500, 2),
    ];
    expect(detectCannibalization(rows).issues).toHaveLength(1);
    expect(detectCannibalization(rows, { excludeBranded: ["Greenleaf"] }).issues).toEqual([]);
  });
});

describe("suggested action", () => {
  const actionFor = (rows: SearchRow[]) => detectCannibalization(rows).issues[0]?.action;

  it("consolidates two near-equal pages at close positions", () => {
    expect(
      actionFor([row("rose mulch", "/a/", 50, 1000, 4), row("rose mulch", "/b/", 45, 900, 5)]),
    ).toBe("consolidate");
  });

  it("consolidates pages that also share their other queries", () => {
    expect(
      actionFor([
        row("rose mulch", "/a/", 50, 1000, 4),
        row("rose mulch", "/b/", 45, 900, 5),
        row("mulch depth for roses", "/a/", 60, 1500, 3),
        row("mulch depth for roses", "/b/", 50, 1400, 4),
      ]),
    ).toBe("consolidate");
  });

  it("differentiates when one page ranks mainly for other queries", () => {
    expect(
      actionFor([
        row("rose mulch", "/a/", 50, 1000, 4),
        row("rose mulch", "/b/", 45, 900, 5),
        row("garden mulch types", "/b/", 400, 9000, 2),
      ]),
    ).toBe("differentiate");
  });

  it("links to a clear primary page", () => {
    expect(
      actionFor([row("rose mulch", "/a/", 90, 1400, 3), row("rose mulch", "/b/", 10, 600, 9)]),
    ).toBe("internal_link");
  });
});

describe("summary", () => {
  it("counts issues per severity band and adds up lost clicks", () => {
    const rows = [
      ...planted,
      row("rose mulch", "/a/", 50, 1000, 4),
      row("rose mulch", "/b/", 50, 1000, 5),
      row("hedge roses", "/c/", 400, 20_000, 3),
      row("hedge roses", "/d/", 20, 10_000, 6),
    ];
    const { issues, summary } = detectCannibalization(rows);
    expect(summary.issues).toBe(3);
    expect(summary.high + summary.medium + summary.low).toBe(3);
    expect(summary.estimatedLostClicks).toBeCloseTo(
      issues.reduce((sum, issue) => sum + issue.estimatedLostClicks, 0),
    );
    expect(issues[0]?.query).toBe("hedge roses");
    expect(issues.map((i) => i.severity)).toEqual(
      [...issues.map((i) => i.severity)].sort((a, b) => b - a),
    );
  });

  it("exposes its defaults", () => {
    expect(DEFAULT_CANNIBALIZATION_THRESHOLDS).toMatchObject({
      minShare: 0.2,
      minImpressions: 50,
      minSwaps: 3,
    });
  });
});
