import { contentCreateSchema } from "./schemas";
import {
  contentPrefillHref,
  draftFromCannibalization,
  draftFromOpportunity,
  draftFromSearchRow,
  parseContentPrefill,
} from "./prefill";

const PROJECT = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
const valid = (draft: object) => contentCreateSchema.safeParse({ projectId: PROJECT, ...draft });

describe("a draft from an opportunity", () => {
  it("targets its query and page, remembers where it came from and explains why", () => {
    const draft = draftFromOpportunity({
      id: "striking-distance:Tomato Seedlings:https://www.greenleaf.example/tomatoes/",
      type: "striking-distance",
      query: "Tomato Seedlings",
      page: "https://www.greenleaf.example/tomatoes/",
      action: "Strengthen the page for this query.",
      reason: "It ranks 11.2 with 4,000 impressions.",
    });
    expect(draft).toMatchObject({
      title: "Reach page one: Tomato Seedlings",
      source: "opportunity",
      sourceRef: "striking-distance:Tomato Seedlings:https://www.greenleaf.example/tomatoes/",
      targetQueries: ["tomato seedlings"],
      targetUrl: "https://www.greenleaf.example/tomatoes/",
      tags: ["striking-distance"],
    });
    expect(draft.briefMd).toContain("It ranks 11.2");
    expect(valid(draft).success).toBe(true);
  });

  it("files a cannibalization issue under its own source, and a page-only one by its address", () => {
    const draft = draftFromOpportunity({
      id: "decaying-page::https://www.greenleaf.example/old/",
      type: "decaying-page",
      query: null,
      page: "https://www.greenleaf.example/old/",
      action: "Refresh it.",
      reason: "Clicks fell.",
    });
    expect(draft).toMatchObject({ title: "Refresh: www.greenleaf.example/old", targetQueries: [] });
    const issue = draftFromOpportunity({
      id: "cannibalization:seeds:",
      type: "cannibalization",
      query: "seeds",
      page: null,
      action: "Merge.",
      reason: "Two pages.",
    });
    expect(issue).toMatchObject({ source: "cannibalization", targetUrl: null });
    expect(valid(issue).success).toBe(true);
  });
});

describe("a draft from a Search Performance row", () => {
  it("writes for a query, or improves a page, and passes the create schema", () => {
    const query = draftFromSearchRow("query", "raised bed soil");
    expect(query).toMatchObject({
      title: "Write for “raised bed soil”",
      source: "search_query",
      sourceRef: "raised bed soil",
      targetQueries: ["raised bed soil"],
    });
    const page = draftFromSearchRow("page", "https://www.greenleaf.example/beds/");
    expect(page).toMatchObject({
      title: "Improve www.greenleaf.example/beds",
      source: "search_page",
      targetUrl: "https://www.greenleaf.example/beds/",
    });
    expect(valid(query).success && valid(page).success).toBe(true);
    expect(draftFromSearchRow("query", "x".repeat(300)).title.length).toBeLessThanOrEqual(200);
  });
});

describe("the planning view's prefill link", () => {
  it("round-trips a draft through the URL", () => {
    const draft = draftFromSearchRow("query", "Tomato Seedlings & co");
    const href = contentPrefillHref(PROJECT, draft);
    expect(href.startsWith("/app/content-planning/?")).toBe(true);
    const search = new URL(href, "https://rankwell.example").searchParams;
    expect(search.get("new")).toBe("1");
    expect(parseContentPrefill(search)).toEqual({
      projectId: PROJECT,
      draft: {
        title: "Write for “Tomato Seedlings & co”",
        targetQueries: ["tomato seedlings & co"],
        targetUrl: null,
        source: "search_query",
        sourceRef: "Tomato Seedlings & co",
      },
    });
  });

  it("drops what the form would refuse and never throws", () => {
    const search = new URLSearchParams({
      project: PROJECT,
      new: "1",
      title: "a\u0007b",
      url: "javascript:alert(1)",
      source: "opportunity",
    });
    expect(parseContentPrefill(search)).toEqual({
      projectId: PROJECT,
      draft: { targetQueries: [], targetUrl: null, source: "manual", sourceRef: null },
    });
    expect(parseContentPrefill(new URLSearchParams({ project: PROJECT }))).toBeNull();
  });
});

describe("a draft fixing a cannibalized query", () => {
  it("keeps the chosen page on the query and says what to do with the others", () => {
    const draft = draftFromCannibalization({
      query: "Seed Trays",
      primaryUrl: "https://www.greenleaf.example/trays/",
      pages: ["https://www.greenleaf.example/trays/", "https://www.greenleaf.example/blog/trays/"],
      action: "consolidate_redirect",
    });
    expect(draft).toMatchObject({
      title: "Consolidate and redirect: “Seed Trays”",
      source: "cannibalization",
      targetQueries: ["seed trays"],
      targetUrl: "https://www.greenleaf.example/trays/",
      cannibalQuery: "seed trays",
      primaryUrl: "https://www.greenleaf.example/trays/",
      cannibalAction: "consolidate_redirect",
      actionDate: null,
    });
    expect(draft.briefMd).toContain("redirect them (301) to it");
    expect(draft.briefMd).toContain("https://www.greenleaf.example/blog/trays/");
    expect(valid(draft).success).toBe(true);
  });
});
