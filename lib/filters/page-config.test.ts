import { describe, expect, it } from "vitest";
import { pageConfigFor, usesFilters, showsFreshFilter } from "./page-config";

describe("pageConfigFor", () => {
  it("shows project and dates on the overview, with or without the slash", () => {
    for (const path of ["/app", "/app/"]) {
      expect(pageConfigFor(path)).toMatchObject({
        showProjectFilter: true,
        showDateFilter: true,
        showPropertyFilter: false,
        showDataSourceFilter: false,
      });
    }
  });

  it("ties single-source views to their source", () => {
    expect(pageConfigFor("/app/search-performance/").dataSource).toBe("gsc");
    expect(pageConfigFor("/app/analytics/").dataSource).toBe("ga4");
    // AI Insights writes from a Search Console property's findings, so it picks one like them.
    expect(pageConfigFor("/app/ai-insights/")).toMatchObject({
      showDataSourceFilter: false,
      dataSource: "gsc",
    });
    expect(pageConfigFor("/app/reports/")).toMatchObject({ showDataSourceFilter: true });
    expect(pageConfigFor("/app/reports/").dataSource).toBeUndefined();
  });

  it("uses the longest route that holds the path", () => {
    expect(pageConfigFor("/app/search-performance/sitemaps/").showDateFilter).toBe(false);
    expect(pageConfigFor("/app/search-performance/cannibalization/").showDateFilter).toBe(true);
    expect(pageConfigFor("/app/authors/4b1f0c2e-1111-4c1e-9a57-2b3c4d5e6f70/").dataSource).toBe(
      "gsc",
    );
  });

  it("gives the business profile view only dates, 30 days by default", () => {
    expect(pageConfigFor("/app/google-business-profile/")).toMatchObject({
      showDateFilter: true,
      showProjectFilter: false,
      defaultRangeDays: 30,
    });
  });

  it("shows no filters on settings or unknown paths", () => {
    expect(usesFilters(pageConfigFor("/app/settings/"))).toBe(false);
    expect(usesFilters(pageConfigFor("/app/reportsx/"))).toBe(false);
    expect(usesFilters(pageConfigFor("/app/reports/"))).toBe(true);
  });
});

describe("showsFreshFilter", () => {
  it("shows the fresh-days switch on views that read a range of Search Console data", () => {
    const shown = (path: string) => showsFreshFilter(pageConfigFor(path));
    expect(shown("/app/")).toBe(true);
    expect(shown("/app/search-performance/")).toBe(true);
    expect(shown("/app/search-performance/cannibalization/")).toBe(true);
    expect(shown("/app/analytics/")).toBe(false);
    expect(shown("/app/google-business-profile/")).toBe(false);
    expect(shown("/app/search-performance/sitemaps/")).toBe(false);
  });
});
