import { describe, expect, it } from "vitest";
import { syntheticKnownUrls } from "./bench-input";
import {
  classifyKnownUrls,
  dayNumber,
  isStale,
  SEARCH_EVIDENCE_DAYS,
  summarise,
  type KnownUrlInput,
} from "./knowledge";

const TODAY = "2026-03-01";
const SITE = "https://www.greenleaf.example";

const only = (input: Omit<KnownUrlInput, "url">) =>
  classifyKnownUrls([{ url: `${SITE}/a`, ...input }], TODAY)[0]!;

describe("dayNumber", () => {
  it("counts days since 1970 from a day or an ISO time's date", () => {
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayNumber("2026-03-01")! - dayNumber("2026-02-28")!).toBe(1);
    expect(dayNumber("2024-03-01")! - dayNumber("2024-02-28")!).toBe(2);
    expect(dayNumber("2026-03-01T23:59:59-08:00")).toBe(dayNumber("2026-03-01"));
    expect(dayNumber("soon")).toBeNull();
  });
});

describe("classifyKnownUrls", () => {
  it("knows a URL Google showed in search as indexed on that day", () => {
    expect(
      only({ inSitemap: true, lastImpressionDay: "2026-02-26", impressions: 40 }),
    ).toMatchObject({
      state: "indexed",
      issue: "indexed",
      source: "search",
      knownSince: "2026-02-26",
      ageDays: 3,
    });
    expect(only({ inSitemap: false, lastImpressionDay: "2026-02-26" }).issue).toBe(
      "indexed_not_in_sitemap",
    );
  });

  it("takes the inspection when it is newer than the last impression, or of the same day", () => {
    const fell = only({
      inSitemap: true,
      lastImpressionDay: "2026-02-20",
      lastInspection: { day: "2026-02-27", issue: "crawled_not_indexed" },
    });
    expect(fell).toMatchObject({
      state: "not_indexed",
      issue: "crawled_not_indexed",
      source: "inspection",
      knownSince: "2026-02-27",
      ageDays: 2,
    });
    const sameDay = only({
      inSitemap: true,
      lastImpressionDay: "2026-02-27",
      lastInspection: { day: "2026-02-27", issue: "noindex" },
    });
    expect(sameDay).toMatchObject({ source: "inspection", state: "not_indexed", issue: "noindex" });
  });

  it("takes the impression when Google showed the page after the inspection", () => {
    const back = only({
      inSitemap: true,
      lastImpressionDay: "2026-02-25",
      lastInspection: { day: "2026-02-10", issue: "discovered_not_indexed" },
    });
    expect(back).toMatchObject({ state: "indexed", source: "search", knownSince: "2026-02-25" });
  });

  it("reads an inspection's state from its issue", () => {
    const inspected = only({ inSitemap: false, lastInspection: { day: TODAY, issue: "indexed" } });
    expect(inspected).toMatchObject({ state: "indexed", source: "inspection", ageDays: 0 });
  });

  it("knows nothing of a sitemap URL never seen nor inspected", () => {
    expect(only({ inSitemap: true, sitemapLastmod: "2026-02-01" })).toMatchObject({
      state: "unknown",
      issue: null,
      source: "none",
      knownSince: null,
      ageDays: null,
    });
  });

  it("keeps old search evidence as knowledge, with its age", () => {
    const old = only({ inSitemap: true, lastImpressionDay: "2025-12-01" });
    expect(old).toMatchObject({ state: "indexed", ageDays: 90 });
    expect(isStale(old)).toBe(true);
  });

  it("keeps the input's fields", () => {
    const input: KnownUrlInput = {
      url: `${SITE}/b`,
      inSitemap: true,
      sitemapLastmod: "2026-02-01T10:00:00Z",
      firstSeenInSitemap: "2026-01-05",
      lastImpressionDay: "2026-02-26",
      impressions: 12,
      previousImpressions: 30,
      clicks: 2,
      lastInspection: null,
    };
    expect(classifyKnownUrls([input], TODAY)[0]).toMatchObject(input);
  });

  it("builds the same synthetic property for the same arguments", () => {
    expect(syntheticKnownUrls(500, TODAY)).toEqual(syntheticKnownUrls(500, TODAY));
  });

  it("classifies 100,000 URLs in one pass", () => {
    const inputs = syntheticKnownUrls(100_000, TODAY);
    const known = classifyKnownUrls(inputs, TODAY);
    expect(known).toHaveLength(100_000);
    expect(known.map((k) => k.url)).toEqual(inputs.map((i) => i.url));
    const summary = summarise(known);
    expect(summary.indexed).toBeGreaterThan(0);
    expect(summary.notIndexed).toBeGreaterThan(0);
    expect(summary.unknown).toBeGreaterThan(0);
    expect(summary.stale).toBeGreaterThan(0);
  });
});

describe("isStale", () => {
  it("is stale past the search window, or a week after an inspection", () => {
    expect(isStale({ source: "search", ageDays: SEARCH_EVIDENCE_DAYS })).toBe(false);
    expect(isStale({ source: "search", ageDays: SEARCH_EVIDENCE_DAYS + 1 })).toBe(true);
    expect(isStale({ source: "inspection", ageDays: 7 })).toBe(false);
    expect(isStale({ source: "inspection", ageDays: 8 })).toBe(true);
    expect(isStale({ source: "none", ageDays: null })).toBe(false);
  });
});

describe("summarise", () => {
  it("counts states, issues and stale knowledge", () => {
    const known = classifyKnownUrls(
      [
        { url: `${SITE}/1`, inSitemap: true, lastImpressionDay: "2026-02-26" },
        { url: `${SITE}/2`, inSitemap: false, lastImpressionDay: "2025-11-01" },
        {
          url: `${SITE}/3`,
          inSitemap: true,
          lastInspection: { day: "2026-02-28", issue: "soft_404" },
        },
        {
          url: `${SITE}/4`,
          inSitemap: true,
          lastInspection: { day: "2026-01-02", issue: "noindex" },
        },
        { url: `${SITE}/5`, inSitemap: true },
      ],
      TODAY,
    );
    const summary = summarise(known);
    expect(summary).toMatchObject({ total: 5, indexed: 2, notIndexed: 2, unknown: 1, stale: 2 });
    expect(summary.byIssue).toMatchObject({
      indexed: 1,
      indexed_not_in_sitemap: 1,
      soft_404: 1,
      noindex: 1,
      other: 0,
    });
    expect(Object.values(summary.byIssue).reduce((a, b) => a + b, 0)).toBe(4);
  });

  it("is all zeros for no URLs", () => {
    const summary = summarise([]);
    expect(summary).toMatchObject({ total: 0, indexed: 0, notIndexed: 0, unknown: 0, stale: 0 });
    expect(Object.keys(summary.byIssue)).toHaveLength(17);
  });
});
