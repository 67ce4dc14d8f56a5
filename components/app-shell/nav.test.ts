import { describe, expect, it } from "vitest";
import {
  isNavGroup,
  isNavGroupActive,
  isNavLinkActive,
  isNavLinkCurrent,
  NAV_ENTRIES,
  SETTINGS_NAV_LINK,
  sidebarHrefs,
  type NavGroup,
} from "./nav";

const searchGroup = NAV_ENTRIES.find(isNavGroup) as NavGroup;
const activeTitles = (pathname: string) =>
  NAV_ENTRIES.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry]))
    .concat(SETTINGS_NAV_LINK)
    .filter((link) => isNavLinkActive(link.href, pathname))
    .map((link) => link.title);

describe("the sidebar's entries", () => {
  it("follow the spec's route table, without the content calendar", () => {
    const titles = NAV_ENTRIES.map((entry) => entry.title);
    expect(titles).toEqual([
      "Overview",
      "All in One",
      "Authors",
      "Search Performance",
      "URL Inspection",
      "Coverage & Issues",
      "AI Insights",
      "GSC Insights",
      "Content Planning",
      "Analytics",
      "GA4 Explore",
      "Opportunities",
      "Reports",
      "Google Business Profiles",
    ]);
    expect(searchGroup.items.map((item) => item.title)).toEqual([
      "Search Performance",
      "Cannibalization",
      "Sitemaps",
    ]);
    expect(JSON.stringify(NAV_ENTRIES)).not.toContain("content-calendar");
  });

  it("link with a trailing slash", () => {
    for (const entry of NAV_ENTRIES.flatMap((e) => (isNavGroup(e) ? e.items : [e])))
      expect(entry.href).toMatch(/^\/app\/([a-z0-9-]+\/)*$/);
  });
});

describe("isNavLinkActive", () => {
  it("activates Overview only on /app and /app/", () => {
    expect(activeTitles("/app")).toEqual(["Overview"]);
    expect(activeTitles("/app/")).toEqual(["Overview"]);
    expect(activeTitles("/app/reports/")).toEqual(["Reports"]);
  });

  it("activates the route and every route whose href the path starts with", () => {
    expect(activeTitles("/app/search-performance/sitemaps/")).toEqual([
      "Search Performance",
      "Sitemaps",
    ]);
    expect(activeTitles("/app/search-performance")).toEqual(["Search Performance"]);
    expect(activeTitles("/app/authors/4b1f0c2e-1111-4c1e-9a57-2b3c4d5e6f70/")).toEqual(["Authors"]);
    expect(activeTitles("/app/settings/")).toEqual(["Settings"]);
  });

  it("is segment-aware", () => {
    expect(activeTitles("/app/reportsx/")).toEqual([]);
    expect(activeTitles("/app/search-performance-old/")).toEqual([]);
  });

  it("tells the page itself from its parents", () => {
    expect(isNavLinkCurrent("/app/search-performance/", "/app/search-performance/sitemaps/")).toBe(
      false,
    );
    expect(
      isNavLinkCurrent("/app/search-performance/sitemaps/", "/app/search-performance/sitemaps"),
    ).toBe(true);
  });

  it("marks the group active when one of its routes is", () => {
    expect(isNavGroupActive(searchGroup, "/app/search-performance/cannibalization/")).toBe(true);
    expect(isNavGroupActive(searchGroup, "/app/analytics/")).toBe(false);
  });
});

describe("sidebarHrefs", () => {
  it("lists every page the sidebar links to, the group's pages and Settings included", () => {
    const hrefs = sidebarHrefs();
    expect(hrefs[0]).toBe("/app/");
    expect(hrefs).toContain("/app/search-performance/sitemaps/");
    expect(hrefs).not.toContain("/app/content-calendar/");
    expect(hrefs.at(-1)).toBe("/app/settings/");
    expect(hrefs).toHaveLength(17);
    expect(hrefs.every((href) => href.startsWith("/app/") && href.endsWith("/"))).toBe(true);
  });
});
