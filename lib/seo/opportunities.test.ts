import fc from "fast-check";
import type { CannibalizationAction, CannibalizationIssue } from "@/lib/cannibalization/types";
import type { CtrCurve } from "@/lib/seo/ctr-curve";
import {
  cannibalizationOpportunities,
  AVERAGE_MONTH_DAYS,
  decayingPages,
  DEFAULT_OPPORTUNITY_THRESHOLDS,
  findAllOpportunities,
  lowCtr,
  OPPORTUNITY_TYPES,
  type OpportunityThresholds,
  type PageMonth,
  pathMatches,
  type QueryPageRow,
  queryWords,
  resolveThresholds,
  type RuleContext,
  strikingDistance,
  summarizeQueries,
  weakerPages,
} from "./opportunities";

const SITE = "https://example.com/";
const url = (path: string) => `https://example.com${path}`;

/** The curve of a site whose CTR halves with each doubling of position: 30% at 1, 10% at 3, 6% at 5. */
const curve: CtrCurve = { a: 0.3, b: -1, expected: (p) => Math.min(1, 0.3 / Math.max(1, p)) };

const context = (
  thresholds: Partial<OpportunityThresholds> = {},
  withCurve: CtrCurve | null = curve,
): RuleContext => ({ curve: withCurve, thresholds: resolveThresholds(thresholds), siteUrl: SITE });

const qp = (
  query: string,
  page: string,
  position: number,
  impressions: number,
  clicks: number,
): QueryPageRow => ({ query, page: url(page), position, impressions, clicks });

const queries = (...rows: QueryPageRow[]) => summarizeQueries(rows);

describe("summarizeQueries", () => {
  it("sums a query's pages, weights position by impressions and leads with the most seen page", () => {
    const [q, other] = queries(
      qp("widgets", "/a", 2, 100, 10),
      qp("widgets", "/b", 8, 300, 6),
      qp("widgets", "/a", 4, 100, 4),
      qp("gadgets", "/c", 5, 10, 1),
    );
    expect(q).toMatchObject({ query: "widgets", page: url("/b"), clicks: 20, impressions: 500 });
    expect(q!.position).toBeCloseTo((2 * 100 + 8 * 300 + 4 * 100) / 500, 9);
    expect(q!.ctr).toBeCloseTo(0.04, 9);
    expect(q!.pages.map((p) => [p.page, p.impressions, p.position])).toEqual([
      [url("/b"), 300, 8],
      [url("/a"), 200, 3],
    ]);
    expect(other).toMatchObject({ query: "gadgets", page: url("/c") });
  });
});

describe("resolveThresholds", () => {
  it("takes the overrides given and keeps the defaults for the rest", () => {
    const t = resolveThresholds({ decayMonths: 4, lowCtrRatio: undefined });
    expect(t).toEqual({ ...DEFAULT_OPPORTUNITY_THRESHOLDS, decayMonths: 4 });
  });
});

describe("strikingDistance", () => {
  it("finds a query at 4–20 with enough impressions and values it at the curve's position 3", () => {
    const found = strikingDistance(
      queries(
        qp("blue widgets", "/widgets/blue", 6, 1_000, 20),
        qp("too high", "/x", 3.4, 5_000, 50),
        qp("too low", "/x", 20.5, 5_000, 0),
        qp("too rare", "/x", 8, 99, 0),
        qp("already earns it", "/x", 8, 1_000, 100),
        qp("edge 4", "/e4", 4, 100, 0),
        qp("edge 20", "/e20", 20, 100, 0),
      ),
      context(),
    );
    expect(found.map((o) => [o.query, o.gain])).toEqual([
      ["blue widgets", 80], // 1,000 × 10% − 20
      ["edge 4", 10],
      ["edge 20", 10],
    ]);
    expect(found[0]).toMatchObject({
      id: `striking-distance:blue widgets:${url("/widgets/blue")}`,
      type: "striking-distance",
      page: url("/widgets/blue"),
      clicks: 20,
      impressions: 1_000,
      ctr: 0.02,
      position: 6,
    });
    expect(found[0]!.action).toContain("/widgets/blue");
    expect(found[0]!.action).not.toContain("https://");
    expect(found[0]!.reason).toContain("1,000 impressions");
    expect(found[0]!.reason).toContain("10.0%");
  });

  it("finds nothing without a curve", () => {
    const rows = queries(qp("blue widgets", "/w", 6, 1_000, 20));
    expect(strikingDistance(rows, context({}, null))).toEqual([]);
  });

  it("follows its thresholds", () => {
    const rows = queries(qp("far", "/f", 15, 1_000, 5), qp("near", "/n", 6, 300, 3));
    expect(
      strikingDistance(rows, context({ strikingMaxPosition: 10 })).map((o) => o.query),
    ).toEqual(["near"]);
    expect(
      strikingDistance(rows, context({ strikingMinImpressions: 500 })).map((o) => o.query),
    ).toEqual(["far"]);
    // Lifted to position 1 (30%): 1,000 × 30% − 5.
    expect(strikingDistance(rows, context({ targetPosition: 1 }))[0]!.gain).toBe(295);
  });
});

describe("lowCtr", () => {
  it("finds a page-one query earning at most half the curve's CTR and values the gap", () => {
    const found = lowCtr(
      queries(
        qp("weak snippet", "/weak", 5, 1_000, 20), // 2% against 6%
        qp("on the curve", "/steady", 5, 1_000, 60),
        qp("at half", "/half", 5, 1_000, 30),
        qp("just over half", "/over", 5, 1_000, 31),
        qp("page two", "/two", 11, 5_000, 0),
        qp("too rare", "/rare", 5, 199, 0),
      ),
      context(),
    );
    expect(found.map((o) => [o.query, o.gain])).toEqual([
      ["weak snippet", 40], // 1,000 × 6% − 20
      ["at half", 30],
    ]);
    expect(found[0]).toMatchObject({ id: `low-ctr:weak snippet:${url("/weak")}`, type: "low-ctr" });
    expect(found[0]!.action).toMatch(/^Rewrite the title and description of \/weak\b/);
    expect(found[0]!.reason).toContain("2.0%");
    expect(found[0]!.reason).toContain("6.0%");
  });

  it("leaves a steady CTR on the curve alone at every page-one position", () => {
    const rows = queries(
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((p) =>
        qp(`q${p}`, `/p${p}`, p, 10_000, Math.round(10_000 * curve.expected(p))),
      ),
    );
    expect(lowCtr(rows, context())).toEqual([]);
  });

  it("follows its thresholds and finds nothing without a curve", () => {
    const rows = queries(qp("weak snippet", "/weak", 5, 1_000, 20));
    expect(lowCtr(rows, context({ lowCtrRatio: 0.2 }))).toEqual([]);
    expect(lowCtr(rows, context({ lowCtrMaxPosition: 4 }))).toEqual([]);
    expect(lowCtr(rows, context({ lowCtrMinImpressions: 2_000 }))).toEqual([]);
    expect(lowCtr(rows, context({}, null))).toEqual([]);
  });
});

const MONTHS = ["2024-01", "2024-02", "2024-03", "2024-04", "2024-05", "2024-06", "2024-07"];

/** A page's monthly rows from its clicks, one month each from January; impressions are 20× clicks. */
const history = (page: string, clicks: readonly number[], months = MONTHS): PageMonth[] =>
  clicks.map((c, i) => ({ page: url(page), month: months[i]!, clicks: c, impressions: c * 20 }));

const decaying = (rows: readonly PageMonth[], t: Partial<OpportunityThresholds> = {}) =>
  decayingPages(rows, context(t)).map((o) => [o.page, o.gain]);

describe("decayingPages", () => {
  it("finds a page whose clicks fell for good and values a month of what it lost", () => {
    const found = decayingPages(history("/old-guide", [200, 190, 180, 100, 90, 80]), context());
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: `decaying-page::${url("/old-guide")}`,
      type: "decaying-page",
      query: null,
      page: url("/old-guide"),
      gain: 100, // 190 a month before, 90 since
      clicks: 90,
      impressions: 1_800,
      ctr: 0.05,
      position: 0,
    });
    expect(found[0]!.action).toMatch(/^Refresh \/old-guide\b/);
    expect(found[0]!.reason).toContain("190");
  });

  it("counts the monthly loss over the range's days, like the other gains", () => {
    const rows = history("/old-guide", [200, 190, 180, 100, 90, 80]);
    const over = (rangeDays: number) =>
      decayingPages(rows, { ...context(), rangeDays }).map((o) => o.gain);
    expect(over(AVERAGE_MONTH_DAYS * 3)).toEqual([300]);
    expect(over(7)).toEqual([Math.round((100 * 7) / AVERAGE_MONTH_DAYS)]);
  });

  it("does not call one bad month among six a decay", () => {
    expect(decaying(history("/blip", [100, 100, 100, 100, 100, 0]))).toEqual([]);
  });

  it("does not call a spike that passed a decay: the trend over all months must fall", () => {
    // The recent months are all under the earlier average (100) and 60% of it, but the line rises.
    expect(decaying(history("/spike", [0, 0, 300, 60, 60, 60]))).toEqual([]);
  });

  it("needs a loss beyond decayRatio and an earlier average of decayMinPeakClicks", () => {
    expect(decaying(history("/mild", [100, 100, 100, 75, 72, 71]))).toEqual([]);
    expect(decaying(history("/small", [40, 40, 40, 10, 10, 10]))).toEqual([]);
    expect(
      decaying(history("/small", [40, 40, 40, 10, 10, 10]), { decayMinPeakClicks: 30 }),
    ).toEqual([[url("/small"), 30]]);
    expect(decaying(history("/mild", [100, 100, 100, 75, 72, 71]), { decayRatio: 0.8 })).toEqual([
      [url("/mild"), 27],
    ]);
  });

  it("needs decayMonths months of history", () => {
    const five = history("/short", [200, 200, 100, 50, 40]);
    expect(decaying(five)).toEqual([]);
    expect(decaying(five, { decayMonths: 4 })).toEqual([[url("/short"), 155]]);
  });

  it("counts a month without a row as no clicks, so a page that vanished has decayed", () => {
    const rows = [
      ...history("/gone", [120, 120, 120]),
      ...history("/other", [5, 5, 5, 5, 5, 5]),
    ].reverse();
    expect(decaying(rows)).toEqual([[url("/gone"), 120]]);
  });

  it("leaves the middle month of an odd window out of both halves", () => {
    expect(decaying(history("/odd", [100, 100, 100, 0, 50, 50, 50]))).toEqual([[url("/odd"), 50]]);
  });
});

const issue = (
  action: CannibalizationAction,
  estimatedLostClicks: number,
  query = "crm pricing",
): CannibalizationIssue => ({
  query,
  clicks: 40,
  impressions: 2_000,
  position: 6.5,
  pages: [
    {
      page: url("/pricing"),
      clicks: 30,
      impressions: 1_200,
      ctr: 0.025,
      position: 5,
      impressionShare: 0.6,
      clickShare: 0.75,
    },
    {
      page: url("/blog/crm-costs"),
      clicks: 10,
      impressions: 800,
      ctr: 0.0125,
      position: 8,
      impressionShare: 0.4,
      clickShare: 0.25,
    },
  ],
  primaryPage: url("/pricing"),
  estimatedLostClicks,
  swaps: 4,
  days: 28,
  volatility: 0.14,
  severity: 55,
  band: "medium",
  signals: { impressionShare: true, clickShare: true, positionTrading: true },
  action,
});

describe("cannibalizationOpportunities", () => {
  it("makes one opportunity per issue from its figures, its lost clicks and its action", () => {
    const [found] = cannibalizationOpportunities([issue("consolidate", 42.6)], context());
    expect(found).toMatchObject({
      id: `cannibalization:crm pricing:${url("/pricing")}`,
      type: "cannibalization",
      query: "crm pricing",
      page: url("/pricing"),
      clicks: 40,
      impressions: 2_000,
      ctr: 0.02,
      position: 6.5,
      gain: 43,
    });
    expect(found!.action).toBe(
      "Consolidate: merge /blog/crm-costs into /pricing and redirect it there.",
    );
    expect(found!.reason).toContain("2 pages");
  });

  it("words each action and keeps an issue that loses under a click, with no gain", () => {
    const found = cannibalizationOpportunities(
      [
        issue("internal_link", 10, "a"),
        issue("differentiate", 10, "b"),
        issue("consolidate", 0.4, "c"),
      ],
      context(),
    );
    expect(found.map((o) => [o.query, o.gain])).toEqual([
      ["a", 10],
      ["b", 10],
      ["c", 0],
    ]);
    expect(found[2]!.reason).toContain("under a click");
    expect(found[0]!.action).toBe(
      "Internal link: link /blog/crm-costs to /pricing with “a” as the anchor text.",
    );
    expect(found[1]!.action).toMatch(/^Differentiate: .*\/pricing and \/blog\/crm-costs/);
  });
});

describe("queryWords and pathMatches", () => {
  it("match every 3+ letter word of the query as a whole word of the path", () => {
    expect(queryWords("A blue-widgets 2024 of")).toEqual(["blue", "widgets", "2024"]);
    const words = queryWords("blue widgets");
    expect(pathMatches(words, url("/shop/blue-widgets/"))).toBe(true);
    expect(pathMatches(words, url("/shop/widgets_blue.html"))).toBe(true);
    expect(pathMatches(words, url("/shop/Blue/Widgets"))).toBe(true);
    expect(pathMatches(words, url("/shop/blue"))).toBe(false);
    expect(pathMatches(words, url("/bluewidgets"))).toBe(false);
    expect(pathMatches(words, url("/blog?q=blue-widgets"))).toBe(false);
    expect(pathMatches(queryWords("a b"), url("/a/b"))).toBe(false);
  });
});

describe("weakerPages", () => {
  const planted = [
    qp("blue widgets", "/blog/post-1", 5, 800, 20), // 2.5% where the curve expects 6%
    qp("blue widgets", "/products/blue-widgets", 12, 200, 2),
  ];

  it("finds a query led by another page than the one made for it, which ranks worse", () => {
    const found = weakerPages(queries(...planted), context());
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: `weaker-page:blue widgets:${url("/products/blue-widgets")}`,
      type: "weaker-page",
      query: "blue widgets",
      page: url("/products/blue-widgets"),
      clicks: 22,
      impressions: 1_000,
      gain: 28, // 800 × 6% − 20
    });
    expect(found[0]!.action).toContain("/products/blue-widgets");
    expect(found[0]!.action).toContain("/blog/post-1");
  });

  it("stays quiet when the site's page already leads, ranks better, is missing or earns its place", () => {
    const quiet = [
      [qp("q", "/blue-widgets", 5, 800, 10), qp("q", "/other", 9, 200, 1)].map((r) => ({
        ...r,
        query: "blue widgets",
      })),
      [
        qp("blue widgets", "/blog/post", 5, 800, 20),
        qp("blue widgets", "/blue-widgets", 3, 200, 20),
      ],
      [qp("blue widgets", "/blog/post", 5, 800, 20), qp("blue widgets", "/blue", 12, 200, 2)],
      [
        qp("blue widgets", "/blog/post", 5, 800, 48),
        qp("blue widgets", "/blue-widgets", 12, 200, 2),
      ],
      [qp("blue widgets", "/blog/post", 5, 80, 0), qp("blue widgets", "/blue-widgets", 12, 19, 0)],
      [qp("blue widgets", "/blue-widgets", 12, 800, 2)],
    ];
    for (const rows of quiet) expect(weakerPages(queries(...rows), context())).toEqual([]);
  });

  it("follows weakerMinImpressions and finds nothing without a curve", () => {
    expect(weakerPages(queries(...planted), context({ weakerMinImpressions: 1_001 }))).toEqual([]);
    expect(weakerPages(queries(...planted), context({}, null))).toEqual([]);
  });
});

/** Queries on the curve at positions 1–3, so the fitted curve is 0.3 / p and no rule finds them. */
const curveRows = [1, 2, 3].map((p) =>
  qp(`curve ${p}`, `/curve-${p}`, p, 100_000_000, 30_000_000 / p),
);

describe("findAllOpportunities", () => {
  const input = {
    queryPages: [
      ...curveRows,
      qp("striking", "/striking", 15, 2_000, 30),
      qp("snippet", "/snippet", 5, 1_000, 10),
      qp("blue widgets", "/blog/post-1", 6, 800, 10),
      qp("blue widgets", "/products/blue-widgets", 19, 50, 0),
    ],
    pageMonths: history("/old-guide", [200, 190, 180, 100, 90, 80]),
    cannibalization: [issue("internal_link", 12.2)],
    siteUrl: SITE,
  };

  it("runs every rule over the site's own curve and sorts by gain", () => {
    // Every page in a sitemap but /products/blue-widgets, and /never, which Google never showed.
    const sitemapUrls = [
      ...["/curve-1", "/curve-2", "/curve-3", "/striking", "/snippet", "/blog/post-1"],
      ...["/old-guide", "/never"],
    ].map(url);
    const {
      opportunities,
      curve: fitted,
      pools,
      thresholds,
    } = findAllOpportunities({
      ...input,
      sitemapUrls,
    });
    expect(fitted!.b).toBeCloseTo(-1, 3);
    // The query rows pooled by whole position: "blue widgets" (6.76 over both its pages) pools at 7.
    expect(pools.map((p) => [p.position, p.impressions])).toEqual([
      [1, 100_000_000],
      [2, 100_000_000],
      [3, 100_000_000],
      [5, 1_000],
      [7, 850],
      [15, 2_000],
    ]);
    expect(thresholds).toEqual(DEFAULT_OPPORTUNITY_THRESHOLDS);
    expect(opportunities.map((o) => [o.type, o.query ?? o.page, o.gain])).toEqual([
      ["striking-distance", "striking", 170], // 2,000 × 10% − 30
      ["decaying-page", url("/old-guide"), 100], // 190 a month before, 90 since
      ["striking-distance", "snippet", 90], // 1,000 × 10% − 10
      ["striking-distance", "blue widgets", 75], // 850 × 10% − 10
      ["low-ctr", "snippet", 50], // 1,000 × 6% − 10
      ["weaker-page", "blue widgets", 30], // 800 × 5% − 10: the leading page, at 6
      ["low-ctr", "blue widgets", 28], // 850 × 0.3 / 6.76 − 10
      ["cannibalization", "crm pricing", 12],
      ["missing-from-sitemap", url("/products/blue-widgets"), 0],
      ["sitemap-no-impressions", url("/never"), 0],
    ]);
    expect(new Set(opportunities.map((o) => o.type))).toEqual(new Set(OPPORTUNITY_TYPES));
  });

  it("passes its thresholds to every rule", () => {
    const { opportunities, thresholds } = findAllOpportunities({
      ...input,
      thresholds: { strikingMinImpressions: 5_000, decayMonths: 12 },
    });
    expect(thresholds.strikingMinImpressions).toBe(5_000);
    expect(opportunities.map((o) => o.type)).toEqual([
      "low-ctr",
      "weaker-page",
      "low-ctr",
      "cannibalization",
    ]);
  });

  it("keeps an issue given twice once, with its larger gain", () => {
    const { opportunities } = findAllOpportunities({
      ...input,
      cannibalization: [issue("internal_link", 5), issue("consolidate", 9)],
    });
    const cannibalization = opportunities.filter((o) => o.type === "cannibalization");
    expect(cannibalization.map((o) => o.gain)).toEqual([9]);
  });

  const row = fc.record({
    query: fc.constantFrom("blue widgets", "red widgets", "crm", "crm pricing", "a b"),
    page: fc.constantFrom("/blue-widgets", "/blog/widgets", "/crm", "/crm/pricing", "/"),
    position: fc.double({ min: 1, max: 30, noNaN: true }),
    impressions: fc.integer({ min: 0, max: 5_000 }),
    ctr: fc.double({ min: 0, max: 0.5, noNaN: true }),
  });
  const month = fc.record({
    page: fc.constantFrom("/blue-widgets", "/crm", "/crm/pricing"),
    month: fc.constantFrom(...MONTHS),
    clicks: fc.integer({ min: 0, max: 500 }),
  });
  const lost = fc.record({
    query: fc.constantFrom("crm", "crm pricing"),
    lost: fc.double({ min: 0, max: 300, noNaN: true }),
    action: fc.constantFrom<CannibalizationAction>("consolidate", "differentiate", "internal_link"),
  });

  it("gives whole gains of at least one click under unique ids, largest gain first", () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 40 }),
        fc.array(month, { maxLength: 30 }),
        fc.array(lost, { maxLength: 4 }),
        (rows, months, issues) => {
          const { opportunities } = findAllOpportunities({
            queryPages: [
              ...curveRows,
              ...rows.map((r) =>
                qp(r.query, r.page, r.position, r.impressions, Math.round(r.impressions * r.ctr)),
              ),
            ],
            pageMonths: months.map((m) => ({
              ...m,
              page: url(m.page),
              impressions: m.clicks * 10,
            })),
            cannibalization: issues.map((i) => issue(i.action, i.lost, i.query)),
            siteUrl: SITE,
          });
          const ids = opportunities.map((o) => o.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const [i, o] of opportunities.entries()) {
            const least = o.type === "cannibalization" ? 0 : 1;
            expect(Number.isInteger(o.gain) && o.gain >= least).toBe(true);
            expect(o.id).toBe(`${o.type}:${o.query ?? ""}:${o.page ?? ""}`);
            expect(o.action.length).toBeGreaterThan(0);
            expect(o.reason).not.toMatch(/NaN|undefined|Infinity/);
            const next = opportunities[i + 1];
            if (next)
              expect(o.gain > next.gain || (o.gain === next.gain && o.id < next.id)).toBe(true);
          }
        },
      ),
    );
  });
});
