import fc from "fast-check";
import { joinPages, unmatchedTotals } from "./join";
import { pageKey, siteRuleOf } from "./normalize-url";
import type { Ga4PageInput, GbpLocationInput, GscPageInput, JoinInput } from "./types";

const site = siteRuleOf("sc-domain:example.com", "https://www.example.com");
const W = "https://www.example.com";

const gsc = (
  page: string,
  clicks: number,
  impressions: number,
  position: number,
  topQuery = "q",
): GscPageInput => ({
  page,
  clicks,
  impressions,
  ctr: 0.99, // ignored: recomputed
  position,
  topQuery,
  queries: 10,
});
const ga4 = (
  landingPage: string,
  sessions: number,
  engaged: number,
  organic = 0,
): Ga4PageInput => ({
  landingPage,
  sessions,
  engagedSessions: engaged,
  keyEvents: 1,
  revenue: 10,
  organicSessions: organic,
  organicEngagedSessions: Math.floor(organic / 2),
  organicKeyEvents: 0,
  organicRevenue: 0,
});
const gbp = (websiteUrl: string, websiteClicks: number): GbpLocationInput => ({
  websiteUrl,
  websiteClicks,
  calls: 2,
  directions: 3,
});
const join = (input: Partial<JoinInput>) =>
  joinPages({ gsc: [], ga4: [], gbp: [], ...input }, site);

describe("joinPages", () => {
  it("joins the three sources on one page however each spells it", () => {
    const { rows, counts } = join({
      gsc: [gsc(`${W}/a/`, 5, 100, 3)],
      ga4: [ga4("/a", 40, 30)],
      gbp: [gbp("http://example.com/a?utm_source=gmb", 7)],
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      key: `${W}/a`,
      sources: { gsc: true, ga4: true, gbp: true },
      gsc: { clicks: 5, impressions: 100, ctr: 0.05, position: 3, rows: 1 },
      ga4: { all: { sessions: 40, engagedSessions: 30, engagementRate: 0.75 }, rows: 1 },
      gbp: { websiteClicks: 7, calls: 2, directions: 3, locations: 1 },
    });
    expect(counts).toMatchObject({ rows: 1, matchedAll: 1, gscOnly: 0 });
  });

  it("sums additive figures of rows that fold into one page and recomputes the ratios", () => {
    const { rows } = join({
      gsc: [gsc(`${W}/a`, 10, 100, 2, "small"), gsc("http://example.com/a/", 0, 900, 12, "big")],
      ga4: [ga4("/a", 10, 9, 4), ga4("/a/?utm_source=x", 30, 3, 6), ga4("www.example.com/a", 0, 0)],
      gbp: [gbp(`${W}/a`, 1), gbp(`${W}/a/index.html`, 2)],
    });
    const [row] = rows;
    expect(row!.gsc).toMatchObject({ clicks: 10, impressions: 1000, rows: 2, topQuery: "small" });
    // The mean of the rows' CTRs would be 5%; the page's CTR is 1%.
    expect(row!.gsc!.ctr).toBeCloseTo(0.01);
    expect(row!.gsc!.position).toBeCloseTo((2 * 100 + 12 * 900) / 1000);
    expect(row!.ga4!.all).toMatchObject({
      sessions: 40,
      engagedSessions: 12,
      keyEvents: 3,
      revenue: 30,
    });
    expect(row!.ga4!.all.engagementRate).toBeCloseTo(0.3);
    expect(row!.ga4!.organic).toMatchObject({
      sessions: 10,
      engagedSessions: 5,
      engagementRate: 0.5,
    });
    expect(row!.ga4!.rows).toBe(3);
    expect(row!.gbp).toMatchObject({ websiteClicks: 3, calls: 4, directions: 6, locations: 2 });
  });

  it("takes the top query of the folded row with the most clicks, and the largest query count", () => {
    const { rows } = join({
      gsc: [
        { ...gsc(`${W}/a`, 1, 10, 1, "one"), queries: 4 },
        { ...gsc(`${W}/a/`, 9, 10, 1, "nine"), queries: 7 },
        { ...gsc(`${W}/a/#x`, 9, 5, 1, "tie, fewer impressions"), queries: 2 },
      ],
    });
    expect(rows[0]!.gsc).toMatchObject({ topQuery: "nine", queries: 7 });
  });

  it("compares a new top query with the row that gave the current one, not with the sums", () => {
    const withoutQuery = { ...gsc(`${W}/a`, 100, 100, 1), topQuery: null };
    const pick = (first: number, third: number) =>
      join({
        gsc: [gsc("/a", first, 10, 1, "first"), withoutQuery, gsc("/a/", third, 10, 1, "third")],
      }).rows[0]!.gsc!.topQuery;
    expect(pick(5, 3)).toBe("first");
    expect(pick(1, 3)).toBe("third");
  });

  it("gives ratios of 0, not NaN, without impressions or sessions", () => {
    const { rows } = join({ gsc: [gsc("/a", 0, 0, 0)], ga4: [ga4("/a", 0, 0)] });
    expect(rows[0]!.gsc).toMatchObject({ ctr: 0, position: 0 });
    expect(rows[0]!.ga4!.all.engagementRate).toBe(0);
  });

  it("keeps pages found in one or two sources, marked, and counts each combination", () => {
    const { rows, counts } = join({
      gsc: [
        gsc("/all", 1, 1, 1),
        gsc("/gsc", 1, 1, 1),
        gsc("/gsc-ga4", 1, 1, 1),
        gsc("/gsc-gbp", 1, 1, 1),
      ],
      ga4: [ga4("/all", 1, 1), ga4("/ga4", 1, 1), ga4("/gsc-ga4", 1, 1), ga4("/ga4-gbp", 1, 1)],
      gbp: [gbp("/all", 1), gbp("/gbp", 1), gbp("/gsc-gbp", 1), gbp("/ga4-gbp", 1)],
    });
    expect(rows.map((r) => r.key)).toEqual(
      ["/all", "/gsc", "/gsc-ga4", "/gsc-gbp", "/ga4", "/ga4-gbp", "/gbp"].map((p) => W + p),
    );
    expect(rows.find((r) => r.key === `${W}/ga4`)).toMatchObject({
      sources: { gsc: false, ga4: true, gbp: false },
      gsc: null,
      gbp: null,
    });
    expect(counts).toMatchObject({
      rows: 7,
      matchedAll: 1,
      gscOnly: 1,
      ga4Only: 1,
      gbpOnly: 1,
      gscAndGa4: 1,
      gscAndGbp: 1,
      ga4AndGbp: 1,
    });
  });

  it("counts the inputs that got no page, per source and reason", () => {
    const { rows, counts } = join({
      gsc: [gsc("https://other.com/a", 1, 1, 1)],
      ga4: [ga4("(not set)", 5, 1), ga4("", 1, 1), ga4("/a", 1, 1)],
      gbp: [gbp("https://facebook.com/example", 1), gbp("tel:+15550100", 1)],
    });
    expect(rows).toHaveLength(1);
    expect(counts.unmatched).toEqual({
      gsc: { "other-host": 1 },
      ga4: { "not-set": 1, empty: 1 },
      gbp: { "other-host": 1, "unsupported-scheme": 1 },
      inspection: {},
      sitemap: {},
    });
    expect(unmatchedTotals(counts)).toEqual({
      "other-host": 2,
      "not-set": 1,
      empty: 1,
      "unsupported-scheme": 1,
    });
  });

  it("adds the newest inspection and sitemap membership, counting what no row has", () => {
    const { rows, counts } = join({
      gsc: [gsc("/a", 1, 1, 1), gsc("/b", 1, 1, 1)],
      inspections: [
        {
          url: `${W}/a`,
          verdict: "NEUTRAL",
          coverageState: "Crawled",
          inspectedAt: "2026-01-01T00:00:00Z",
        },
        { url: `${W}/a/`, verdict: "PASS", inspectedAt: "2026-02-01T00:00:00Z" },
        { url: `${W}/gone`, verdict: "FAIL", inspectedAt: "2026-02-01T00:00:00Z" },
      ],
      sitemapUrls: [`${W}/a/`, `${W}/never-visited`, "https://other.com/x"],
    });
    expect(rows[0]).toMatchObject({
      index: { verdict: "PASS", coverageState: null, inspectedAt: "2026-02-01T00:00:00Z" },
      inSitemap: true,
    });
    expect(rows[1]).toMatchObject({ index: null, inSitemap: false });
    expect(counts).toMatchObject({ inspected: 1, inspectionOnly: 1, inSitemap: 1, sitemapOnly: 1 });
    expect(counts.unmatched.sitemap).toEqual({ "other-host": 1 });
  });

  it("says inSitemap is unknown when no sitemap was read", () => {
    expect(join({ gsc: [gsc("/a", 1, 1, 1)] }).rows[0]!.inSitemap).toBeNull();
  });

  it("treats figures that are not finite numbers as 0", () => {
    const { rows } = join({ gsc: [gsc("/a", Number.NaN, 10, Number.POSITIVE_INFINITY)] });
    expect(rows[0]!.gsc).toMatchObject({ clicks: 0, impressions: 10, position: 0 });
  });

  it("never loses an input: each is in a row or counted as unmatched", () => {
    const url = fc.oneof(
      fc.constantFrom(
        "/a",
        "/a/",
        "/a?utm_source=x",
        "www.example.com/a",
        "http://example.com/b#x",
      ),
      fc.constantFrom("(not set)", "", "https://other.com/", "mailto:x@y.z", "shop.example.com/c"),
      fc.string({ maxLength: 12 }),
    );
    const figure = fc.nat({ max: 1000 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ page: url, clicks: figure, impressions: figure, position: figure }), {
          maxLength: 20,
        }),
        fc.array(fc.tuple(url, figure, figure), { maxLength: 20 }),
        fc.array(fc.tuple(url, figure), { maxLength: 20 }),
        (gscRows, ga4Rows, gbpRows) => {
          const input = {
            gsc: gscRows,
            ga4: ga4Rows.map(([u, s, e]) => ga4(u, s, e)),
            gbp: gbpRows.map(([u, c]) => gbp(u, c)),
          };
          const { rows, counts } = joinPages(input, site);
          const unmatched = (source: keyof typeof counts.unmatched) =>
            Object.values(counts.unmatched[source]).reduce((a, b) => a + b, 0);
          const folded = (pick: (r: (typeof rows)[number]) => number | undefined) =>
            rows.reduce((sum, r) => sum + (pick(r) ?? 0), 0);
          expect(folded((r) => r.gsc?.rows) + unmatched("gsc")).toBe(gscRows.length);
          expect(folded((r) => r.ga4?.rows) + unmatched("ga4")).toBe(ga4Rows.length);
          expect(folded((r) => r.gbp?.locations) + unmatched("gbp")).toBe(gbpRows.length);
          const keyedClicks = gscRows.filter((r) => pageKey(r.page, site) !== null);
          expect(folded((r) => r.gsc?.clicks)).toBe(
            keyedClicks.reduce((sum, r) => sum + r.clicks, 0),
          );
          expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
