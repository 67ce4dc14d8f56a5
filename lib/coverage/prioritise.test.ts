import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COVERAGE_ISSUES, type CoverageIssue } from "./issues";
import { classifyKnownUrls, type KnownUrl, type KnownUrlInput } from "./knowledge";
import { explainPicks, prioritise, PRIORITY_REASONS, type PriorityReason } from "./prioritise";

const TODAY = "2026-03-01";
const SITE = "https://www.greenleaf.example";

const known = (...inputs: KnownUrlInput[]) => classifyKnownUrls(inputs, TODAY);
const page = (
  path: string,
  input: Omit<KnownUrlInput, "url" | "inSitemap"> & { inSitemap?: boolean },
) => ({
  url: `${SITE}${path}`,
  inSitemap: false,
  ...input,
});
const urlsOf = (picks: { url: string }[]) => picks.map((p) => p.url.slice(SITE.length));
const reasonsOf = (picks: { reason: PriorityReason }[]) => picks.map((p) => p.reason);

/** One URL for each reason, and one inspected today. */
const property = known(
  page("/clicks", {
    lastImpressionDay: "2026-02-20",
    impressions: 900,
    previousImpressions: 950,
    clicks: 80,
  }),
  page("/old-inspection", { lastInspection: { day: "2026-01-10", issue: "indexed" }, clicks: 5 }),
  page("/new", {
    inSitemap: true,
    firstSeenInSitemap: "2026-02-25",
    lastImpressionDay: "2026-02-10",
  }),
  page("/fell", { lastImpressionDay: "2026-02-22", impressions: 10, previousImpressions: 400 }),
  page("/never", { inSitemap: true, sitemapLastmod: "2026-02-01" }),
  page("/today", { inSitemap: true, lastInspection: { day: TODAY, issue: "not_found" } }),
);

describe("prioritise", () => {
  it("serves the reasons in their order of value", () => {
    const result = prioritise(property, 10, TODAY);
    expect(urlsOf(result.picks)).toEqual(["/never", "/fell", "/new", "/old-inspection", "/clicks"]);
    expect(reasonsOf(result.picks)).toEqual(Object.keys(PRIORITY_REASONS));
    expect(result).toMatchObject({ considered: 6, skippedToday: 1 });
  });

  it("stops at the budget", () => {
    const result = prioritise(property, 2, TODAY);
    expect(urlsOf(result.picks)).toEqual(["/never", "/fell"]);
    expect(result.byReason).toEqual({
      never_in_search: 1,
      impressions_fell: 1,
      new_in_sitemap: 0,
      oldest_inspection: 0,
      most_clicks: 0,
    });
    expect(prioritise(property, 0, TODAY).picks).toEqual([]);
    expect(prioritise(property, -3, TODAY).picks).toEqual([]);
    expect(prioritise(property, 1.9, TODAY).picks).toHaveLength(1);
  });

  it("may pick a URL inspected today when asked to", () => {
    const result = prioritise(property, 10, TODAY, { excludeInspectedToday: false });
    expect(urlsOf(result.picks)).toContain("/today");
    expect(result.skippedToday).toBe(0);
  });

  it("orders never-seen sitemap URLs by newest lastmod, then by URL", () => {
    const result = prioritise(
      known(
        page("/b", { inSitemap: true, sitemapLastmod: "2026-01-01" }),
        page("/none", { inSitemap: true }),
        page("/c", { inSitemap: true, sitemapLastmod: "2026-02-27T09:00:00+01:00" }),
        page("/a", { inSitemap: true, sitemapLastmod: "2026-01-01" }),
      ),
      10,
      TODAY,
    );
    expect(urlsOf(result.picks)).toEqual(["/c", "/a", "/b", "/none"]);
    expect(result.byReason.never_in_search).toBe(4);
  });

  it("counts a fall from 20 impressions to half or less, biggest loss first", () => {
    const fell = (path: string, previousImpressions: number, impressions: number) =>
      page(path, { lastImpressionDay: "2026-02-20", previousImpressions, impressions });
    const result = prioritise(
      known(
        fell("/small", 20, 10),
        fell("/big", 1_000, 100),
        fell("/noise", 19, 0),
        fell("/held", 100, 51),
      ),
      10,
      TODAY,
    );
    expect(result.picks.slice(0, 2)).toEqual([
      { url: `${SITE}/big`, reason: "impressions_fell", score: 900 },
      { url: `${SITE}/small`, reason: "impressions_fell", score: 10 },
    ]);
    expect(result.byReason.impressions_fell).toBe(2);
  });

  it("leaves a fall to the clicks when the URL was inspected this week", () => {
    const result = prioritise(
      known(
        page("/checked", {
          lastImpressionDay: "2026-02-20",
          previousImpressions: 500,
          impressions: 0,
          lastInspection: { day: "2026-02-27", issue: "crawled_not_indexed" },
        }),
      ),
      1,
      TODAY,
    );
    expect(reasonsOf(result.picks)).toEqual(["most_clicks"]);
  });

  it("takes sitemap URLs new in the last 14 days unless inspected since", () => {
    const seen = { inSitemap: true, lastImpressionDay: "2026-02-01" };
    const result = prioritise(
      known(
        page("/fresh", { ...seen, firstSeenInSitemap: "2026-02-26" }),
        page("/waiting", { ...seen, firstSeenInSitemap: "2026-02-16" }),
        page("/too-old", { ...seen, firstSeenInSitemap: "2026-02-14" }),
        page("/checked", {
          ...seen,
          firstSeenInSitemap: "2026-02-20",
          lastInspection: { day: "2026-02-22", issue: "indexed" },
        }),
      ),
      10,
      TODAY,
    );
    expect(urlsOf(result.picks.filter((p) => p.reason === "new_in_sitemap"))).toEqual([
      "/waiting",
      "/fresh",
    ]);
  });

  it("re-inspects inspections older than a week, oldest first", () => {
    const inspected = (path: string, day: string) =>
      page(path, { lastInspection: { day, issue: "indexed" } });
    const result = prioritise(
      known(
        inspected("/week", "2026-02-22"),
        inspected("/month", "2026-01-30"),
        inspected("/eight", "2026-02-21"),
      ),
      10,
      TODAY,
    );
    expect(result.picks.map((p) => [p.url.slice(SITE.length), p.reason, p.score])).toEqual([
      ["/month", "oldest_inspection", 30],
      ["/eight", "oldest_inspection", 8],
      ["/week", "most_clicks", 0],
    ]);
  });

  it("puts never-inspected URLs seen in search in the last 3 days last of all", () => {
    const result = prioritise(
      known(
        page("/seen-yesterday", {
          lastImpressionDay: "2026-02-28",
          impressions: 5,
          previousImpressions: 900,
          clicks: 500,
        }),
        page("/quiet", {
          lastImpressionDay: "2026-02-15",
          impressions: 30,
          previousImpressions: 30,
          clicks: 1,
        }),
      ),
      10,
      TODAY,
    );
    expect(urlsOf(result.picks)).toEqual(["/quiet", "/seen-yesterday"]);
    expect(reasonsOf(result.picks)).toEqual(["most_clicks", "most_clicks"]);
  });

  it("never picks a URL twice, nor any copy of one inspected today", () => {
    const twice = page("/twice", { inSitemap: true });
    const result = prioritise(
      known(
        twice,
        { ...twice, clicks: 3 },
        page("/copy", {}),
        page("/copy", { lastInspection: { day: TODAY, issue: "indexed" } }),
      ),
      10,
      TODAY,
    );
    expect(urlsOf(result.picks)).toEqual(["/twice"]);
    expect(result).toMatchObject({ considered: 4, skippedToday: 2 });
  });

  it("picks as many as the budget allows of every eligible URL, each once", () => {
    const issues = Object.keys(COVERAGE_ISSUES) as CoverageIssue[];
    const day = fc
      .integer({ min: 0, max: 60 })
      .map((ago) => new Date(Date.UTC(2026, 2, 1 - ago)).toISOString().slice(0, 10));
    const input = fc.record(
      {
        url: fc.integer({ min: 0, max: 40 }).map((n) => `${SITE}/p${n}`),
        inSitemap: fc.boolean(),
        sitemapLastmod: fc.option(day),
        firstSeenInSitemap: fc.option(day),
        lastImpressionDay: fc.option(day),
        impressions: fc.nat(2_000),
        previousImpressions: fc.nat(2_000),
        clicks: fc.nat(500),
        lastInspection: fc.option(fc.record({ day, issue: fc.constantFrom(...issues) })),
      },
      { requiredKeys: ["url", "inSitemap"] },
    );
    fc.assert(
      fc.property(
        fc.array(input, { maxLength: 60 }),
        fc.integer({ min: -5, max: 80 }),
        (inputs, budget) => {
          const all: KnownUrl[] = classifyKnownUrls(inputs, TODAY);
          const result = prioritise(all, budget, TODAY);
          const today = new Set(
            all.filter((k) => k.lastInspection?.day === TODAY).map((k) => k.url),
          );
          const eligible = new Set(all.map((k) => k.url).filter((url) => !today.has(url)));
          const urls = result.picks.map((p) => p.url);
          expect(urls).toHaveLength(Math.min(Math.max(budget, 0), eligible.size));
          expect(new Set(urls).size).toBe(urls.length);
          expect(urls.some((url) => today.has(url))).toBe(false);
          const counted = Object.values(result.byReason).reduce((a, b) => a + b, 0);
          expect(counted).toBe(result.picks.length);
          expect(prioritise(all, budget, TODAY)).toEqual(result);
        },
      ),
    );
  });
});

describe("explainPicks", () => {
  it("says what the picks are, with grouped numbers", () => {
    const never = Array.from({ length: 1_204 }, (_, i) => page(`/n${i}`, { inSitemap: true }));
    const result = prioritise(known(...never, ...property.slice(1)), 2_000, TODAY);
    expect(explainPicks(result)).toEqual([
      "1,205 sitemap URLs never seen in search",
      "1 URL whose impressions fell by half or more",
      "1 URL new in a sitemap in the last 14 days",
      "1 URL last inspected over 7 days ago",
      "1 URL already inspected today skipped",
    ]);
  });

  it("says why nothing was picked", () => {
    expect(explainPicks(prioritise([], 100, TODAY))).toEqual(["No URLs known yet"]);
    expect(explainPicks(prioritise(property, 0, TODAY))).toEqual(["No inspections left today"]);
    expect(explainPicks(prioritise(property.slice(5), 10, TODAY))).toEqual([
      "Every known URL was inspected today",
    ]);
  });

  it("counts the rest as more URLs by clicks", () => {
    expect(explainPicks(prioritise(property.slice(0, 1), 10, TODAY))).toEqual([
      "1 more URL by clicks",
    ]);
  });
});
