import type { FeatureContent } from "./types";

export const cannibalization: FeatureContent = {
  slug: "cannibalization",
  title: "Keyword Cannibalization Detection for GSC",
  description:
    "Find queries where several of your own pages compete in Google, see how impressions and clicks split between them, and pick the page that should rank.",
  appPath: "/app/search-performance/cannibalization/",
  lead: "Find the queries for which two or more of your own pages take turns in Google's results, see how impressions and clicks split between them, and decide which page should win.",
  problem: [
    "When several pages answer the same query, Google often alternates between them. Each page collects a share of the impressions and none of them holds a stable position.",
    "Search Console can show it, but only one query at a time: filter the query, switch to the Pages tab, write down what you see, and repeat for the next thousand queries.",
  ],
  shows: [
    {
      title: "Competing queries",
      body: "Every query for which more than one page of the property earned impressions in the date range, with the number of pages, total clicks and total impressions.",
    },
    {
      title: "The split between pages",
      body: "For each query, the clicks, impressions, CTR and average position of every page that ranked for it.",
    },
    {
      title: "Which page Google chose, day by day",
      body: "A daily view of the page that collected the impressions, which makes flip-flopping between two URLs easy to see.",
    },
    {
      title: "A likely primary page",
      body: "The page that already earns the most clicks for the query is marked as the likely primary. It is a starting point; the decision is yours.",
    },
  ],
  method: [
    {
      title: "Query and page together",
      body: "Rankwell reads Search Console rows grouped by query and page for the date range and keeps the queries with at least two pages that each hold a real share of the impressions, so one stray impression does not raise a flag.",
    },
    {
      title: "Ordered by what is at stake",
      body: "Conflicts are ranked by the impressions of the query, so the ones that cost the most visibility come first.",
    },
    {
      title: "Weighted the same way as everywhere",
      body: "CTR is clicks divided by impressions and position is weighted by impressions, per page and per query, as in Search Performance.",
    },
    {
      title: "Domain properties catch technical duplicates",
      body: "A Domain property covers every protocol and subdomain, so http and https or www and non-www versions of a page competing with each other show up too.",
    },
  ],
  steps: [
    "Open Search Performance › Cannibalization and pick a property and a date range of at least four weeks.",
    "Start with the queries that have the most impressions.",
    "For each one, open the competing pages and ask why both rank: two articles with the same intent, or a technical duplicate such as a parameter, protocol or trailing-slash variant?",
    "Fix it: merge and redirect, make the intents distinct, point internal links and canonicals at the page that should win.",
    "Come back after a few weeks with the previous-period comparison on, and check that one page now holds the query.",
  ],
  limits: [
    "Not every overlap is a problem. A home page and a product page both ranking for your brand name is normal, and two results of yours on one page can be a win.",
    "Anonymized queries are not returned with their pages, so they cannot take part in the analysis.",
  ],
  related: ["search-performance", "content-planning", "opportunities"],
};
