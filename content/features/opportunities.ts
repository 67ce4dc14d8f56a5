import type { FeatureContent } from "./types";

export const opportunities: FeatureContent = {
  slug: "opportunities",
  title: "SEO Opportunities from Your Search Console Data",
  description:
    "Queries close to page one, pages with a low CTR for their position and content that is losing clicks, ranked by the clicks they could add. From your own data.",
  appPath: "/app/opportunities/",
  lead: "A ranked list of the changes most likely to bring more clicks: queries close to the top results, pages with a low CTR for their position, and content that is losing ground.",
  problem: [
    "Every Search Console property holds a list of easy wins, but it is buried in thousands of rows. Finding the queries on page two with real demand, or the page whose title nobody clicks, is a spreadsheet exercise most teams do once and then forget.",
  ],
  shows: [
    {
      title: "Close to the top",
      body: "Queries where you already rank on the lower half of page one or on page two, with steady impressions: a better page or a few internal links can move them up.",
    },
    {
      title: "Low CTR for the position",
      body: "Queries and pages whose CTR is well below what your own site gets at the same position, often a title or description that does not answer the search.",
    },
    {
      title: "Content losing ground",
      body: "Pages whose clicks have fallen against the previous period, candidates for a refresh.",
    },
    {
      title: "An estimate for each",
      body: "Every opportunity shows the additional clicks it could bring, so the list is ordered by value rather than by size.",
    },
  ],
  method: [
    {
      title: "Your own CTR curve",
      body: "Expected CTR at each position is measured from your property's own queries, not from an industry average that mixes brand searches with everything else.",
    },
    {
      title: "A labelled estimate",
      body: "Potential clicks are impressions × (expected CTR at a better position − current CTR). It is shown as an estimate, never as a promise.",
    },
    {
      title: "Brand traffic can be left out",
      body: "Using the brand pattern set in Search Performance, branded queries can be excluded so they do not crowd out the real opportunities.",
    },
  ],
  steps: [
    "Open Opportunities for a property and a date range of at least 28 days.",
    "Start with the largest estimates and open each query or page.",
    "For a low CTR, rewrite the title and description, and check them with the free SERP Preview tool.",
    "For a query close to the top, strengthen the page and link to it from related pages; plan the work in Content Planning.",
  ],
  limits: [
    "Estimates assume impressions stay as they are. Rich results, ads and other features on the results page change CTR in ways Search Console does not report.",
  ],
  related: ["content-planning", "ai-insights", "search-performance"],
};
