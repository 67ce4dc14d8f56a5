import {
  DEFAULT_OPPORTUNITY_THRESHOLDS,
  findAllOpportunities,
  type OpportunityThresholds,
  type PageMonth,
  resolveThresholds,
} from "./opportunities";
import {
  MAX_SITEMAP_UNSEEN,
  missingFromSitemaps,
  type PageFigures,
  sitemapUrlsWithoutImpressions,
} from "./sitemap-opportunities";

const SITE = "https://x.test/";
const url = (path: string) => `https://x.test${path}`;
const context = (thresholds: Partial<OpportunityThresholds> = {}) => ({
  thresholds: resolveThresholds(thresholds),
  siteUrl: SITE,
});

const page = (path: string, impressions: number, clicks = 0, position = 5): PageFigures => ({
  page: path.startsWith("http") ? path : url(path),
  impressions,
  clicks,
  position,
});

const MONTHS = ["2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12"];
/** Six months of a page's impressions, one row a month. */
const months = (path: string, impressions: number[]): PageMonth[] =>
  impressions.map((n, i) => ({ page: url(path), month: MONTHS[i]!, clicks: 0, impressions: n }));

describe("missingFromSitemaps", () => {
  it("finds a page with impressions that no sitemap lists, with its figures and no click gain", () => {
    const found = missingFromSitemaps(
      [page("/listed", 500, 20), page("/forgotten", 300, 12, 4), page("/forgotten", 100, 0, 8)],
      [url("/listed"), url("/other")],
      context(),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: `missing-from-sitemap::${url("/forgotten")}`,
      type: "missing-from-sitemap",
      query: null,
      page: url("/forgotten"),
      clicks: 12,
      impressions: 400,
      gain: 0,
    });
    expect(found[0]!.position).toBeCloseTo((300 * 4 + 100 * 8) / 400, 9);
    expect(found[0]!.action).toBe(
      "Add /forgotten to your sitemap, so Google reads it with the rest of the site.",
    );
    expect(found[0]!.reason).toContain("400 impressions");
  });

  it("is quiet when every page is listed", () => {
    const rows = [page("/a", 900), page("/b", 50), page("/", 4_000)];
    expect(missingFromSitemaps(rows, [url("/a"), url("/b"), url("/")], context())).toEqual([]);
  });

  it("compares page keys: scheme, www., trailing slash, index pages and tracking parameters", () => {
    const rows = [
      page("https://x.test/a/", 100),
      page("http://www.x.test/b", 100),
      page("https://x.test/c/index.html", 100),
      page("https://x.test/d?utm_source=news&b=2&a=1", 100),
      page("https://x.test/e?id=7", 100),
    ];
    const sitemap = [
      url("/a"),
      "https://www.x.test/b/",
      url("/c/"),
      url("/d?a=1&b=2"),
      url("/e?id=8"),
    ];
    const found = missingFromSitemaps(rows, sitemap, context());
    expect(found.map((o) => o.page)).toEqual(["https://x.test/e?id=7"]);
  });

  it("leaves out jump links and pages of other sites", () => {
    const rows = [page("/guide#step-2", 800), page("https://elsewhere.test/x", 800)];
    expect(missingFromSitemaps(rows, [url("/other")], context())).toEqual([]);
  });

  it("sums a page spelled two ways under its most seen spelling", () => {
    const found = missingFromSitemaps(
      [page("https://x.test/p/", 6), page("https://x.test/p", 8)],
      [],
      context(),
    );
    expect(found.map((o) => [o.page, o.impressions])).toEqual([["https://x.test/p", 14]]);
  });

  it("respects its threshold: 10 impressions by default", () => {
    expect(DEFAULT_OPPORTUNITY_THRESHOLDS.sitemapMinImpressions).toBe(10);
    const rows = [page("/nine", 9), page("/ten", 10), page("/fifty", 50)];
    expect(missingFromSitemaps(rows, [], context()).map((o) => o.page)).toEqual([
      url("/ten"),
      url("/fifty"),
    ]);
    const stricter = missingFromSitemaps(rows, [], context({ sitemapMinImpressions: 20 }));
    expect(stricter.map((o) => o.page)).toEqual([url("/fifty")]);
  });

  it("finds nothing for a site URL that is not a property", () => {
    expect(missingFromSitemaps([page("/a", 100)], [], { ...context(), siteUrl: "x" })).toEqual([]);
  });
});

describe("sitemapUrlsWithoutImpressions", () => {
  const history = [...months("/seen", [5, 0, 0, 0, 0, 0]), ...months("/busy", [9, 9, 9, 9, 9, 9])];

  it("finds a sitemap URL with no impressions in any month read, and says how many months", () => {
    const found = sitemapUrlsWithoutImpressions(
      history,
      [url("/seen"), url("/busy"), url("/never")],
      context(),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: `sitemap-no-impressions::${url("/never")}`,
      type: "sitemap-no-impressions",
      query: null,
      page: url("/never"),
      clicks: 0,
      impressions: 0,
      position: 0,
      gain: 0,
    });
    expect(found[0]!.reason).toBe(
      "The property's sitemaps list /never, but it had no impressions in any of the last 6 whole months.",
    );
  });

  it("is quiet when every sitemap URL was seen", () => {
    expect(sitemapUrlsWithoutImpressions(history, [url("/seen"), url("/busy")], context())).toEqual(
      [],
    );
  });

  it("compares page keys, counts a jump link for its page and the seen rows too", () => {
    const rows = [
      ...history,
      ...months("/jump#part", [0, 0, 3, 0, 0, 0]),
      ...months("/rows", [0, 0, 0, 0, 0, 0]),
    ];
    const found = sitemapUrlsWithoutImpressions(
      rows,
      ["http://www.x.test/seen/", url("/jump"), url("/rows"), url("/in-range"), url("/never/")],
      context(),
      { seen: [page("/in-range", 3)] },
    );
    expect(found.map((o) => o.page)).toEqual([url("/never/"), url("/rows")]);
  });

  it("needs sitemapUnseenMinMonths months of data (3 by default)", () => {
    const short = months("/busy", [9, 9]);
    expect(sitemapUrlsWithoutImpressions(short, [url("/never")], context())).toEqual([]);
    expect(sitemapUrlsWithoutImpressions([], [url("/never")], context())).toEqual([]);
    const allowed = sitemapUrlsWithoutImpressions(
      short,
      [url("/never")],
      context({ sitemapUnseenMinMonths: 2 }),
    );
    expect(allowed.map((o) => o.reason)).toEqual([
      "The property's sitemaps list /never, but it had no impressions in any of the last 2 whole months.",
    ]);
  });

  it(`lists at most ${MAX_SITEMAP_UNSEEN}, in key order, and counts them all`, () => {
    const sitemap = Array.from({ length: MAX_SITEMAP_UNSEEN + 20 }, (_, i) =>
      url(`/p${String(i).padStart(4, "0")}`),
    );
    let count = -1;
    const found = sitemapUrlsWithoutImpressions(history, sitemap.toReversed(), context(), {
      onFound: (n) => (count = n),
    });
    expect(found).toHaveLength(MAX_SITEMAP_UNSEEN);
    expect(count).toBe(MAX_SITEMAP_UNSEEN + 20);
    expect(found[0]!.page).toBe(url("/p0000"));
    expect(found.at(-1)!.page).toBe(url(`/p0${MAX_SITEMAP_UNSEEN - 1}`));
    const capped = sitemapUrlsWithoutImpressions(history, sitemap, context(), { cap: 3 });
    expect(capped.map((o) => o.page)).toEqual(sitemap.slice(0, 3));
  });
});

describe("findAllOpportunities with sitemaps", () => {
  const input = {
    queryPages: [
      { query: "a", page: url("/listed"), clicks: 5, impressions: 100, position: 3 },
      { query: "b", page: url("/forgotten"), clicks: 1, impressions: 40, position: 9 },
    ],
    pageMonths: [...months("/listed", [50, 50, 50, 50, 50, 50])],
    cannibalization: [],
    siteUrl: SITE,
  };

  it("runs both rules when the sitemaps were read, and counts the unseen URLs", () => {
    const { opportunities, sitemaps } = findAllOpportunities({
      ...input,
      sitemapUrls: [url("/listed/"), url("/never")],
    });
    expect(opportunities.map((o) => [o.type, o.page, o.gain])).toEqual([
      ["missing-from-sitemap", url("/forgotten"), 0],
      ["sitemap-no-impressions", url("/never"), 0],
    ]);
    expect(sitemaps).toEqual({ unseen: 1, listed: 1 });
  });

  it("reads the page rows, with anonymized queries' impressions, when it is given them", () => {
    const { opportunities } = findAllOpportunities({
      ...input,
      pages: [{ page: url("/forgotten"), clicks: 2, impressions: 90, position: 8 }],
      sitemapUrls: [url("/listed"), url("/forgotten"), url("/never")],
    });
    expect(opportunities.map((o) => o.type)).toEqual(["sitemap-no-impressions"]);
  });

  it("emits neither type when the sitemaps could not be read", () => {
    for (const sitemapUrls of [null, undefined]) {
      const { opportunities, sitemaps } = findAllOpportunities({ ...input, sitemapUrls });
      expect(opportunities.map((o) => o.type)).not.toContain("missing-from-sitemap");
      expect(opportunities.map((o) => o.type)).not.toContain("sitemap-no-impressions");
      expect(sitemaps).toBeNull();
    }
  });
});

describe("the sitemap rules at a large site's size", () => {
  it("reads 300,000 monthly rows against 100,000 sitemap URLs", () => {
    const pages = 50_000;
    const rows: PageMonth[] = [];
    for (const month of MONTHS) {
      for (let i = 0; i < pages; i += 1) {
        rows.push({ page: url(`/p/${i}`), month, clicks: 0, impressions: i % 10 === 0 ? 0 : 1 });
      }
    }
    const sitemap = Array.from({ length: 100_000 }, (_, i) => url(`/p/${i}/`));
    let unseen = 0;
    const found = sitemapUrlsWithoutImpressions(rows, sitemap, context(), {
      onFound: (n) => (unseen = n),
    });
    // Every tenth page never had an impression, and the 50,000 pages past the rows none either.
    expect(unseen).toBe(pages / 10 + 50_000);
    expect(found).toHaveLength(MAX_SITEMAP_UNSEEN);
    const missing = missingFromSitemaps(
      Array.from({ length: 10_000 }, (_, i) => page(`/q/${i}`, 20)),
      sitemap,
      context(),
    );
    expect(missing).toHaveLength(10_000);
  });
});
