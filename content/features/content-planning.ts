import type { FeatureContent } from "./types";

export const contentPlanning: FeatureContent = {
  slug: "content-planning",
  title: "Content Planning and Calendar from Search Data",
  description:
    "Turn the search demand in your Search Console data into content briefs with target queries, then schedule new pages and updates on a publishing calendar.",
  appPath: "/app/content-planning/",
  lead: "Turn the demand you can already see in Search Console into content briefs with target queries, and schedule new pages and updates on a publishing calendar.",
  problem: [
    "Content plans are often made from keyword tools' volume estimates, while the best evidence of what people search for your site sits unused in Search Console: queries with impressions for which no page of yours is a good answer.",
    "Then the plan lives in a separate spreadsheet, and nobody checks whether the published page did what it was meant to.",
  ],
  shows: [
    {
      title: "Ideas from real demand",
      body: "Queries with impressions but a weak position, or with the wrong page ranking, grouped into topics you can plan.",
    },
    {
      title: "Briefs with evidence",
      body: "Each plan item holds its target queries with their impressions and current position, the page that ranks today, and whether the work is a new page or an update.",
    },
    {
      title: "A content calendar",
      body: "Planned publication and update dates on a monthly calendar, so the team sees what is due and when.",
    },
    {
      title: "Progress you can follow",
      body: "Each item carries a status you move forward as the work progresses, and links to the page's numbers in Search Performance once it is live.",
    },
  ],
  method: [
    {
      title: "Demand means impressions",
      body: "Rankwell measures demand by the impressions Google reports for your property. It shows no search volumes from third-party tools.",
    },
    {
      title: "Evidence travels with the work",
      body: "Find the work in Opportunities and Cannibalization, then plan it here with the same queries and pages attached, so the brief starts from the numbers.",
    },
  ],
  steps: [
    "Open Content Planning for a project and review the suggested topics.",
    "Create a plan item: pick the target queries, decide between a new page and an update, add notes for the writer.",
    "Give it a date; it appears in the content calendar.",
    "After publication, follow the page and its queries in Search Performance.",
  ],
  limits: [
    "Search Console only knows queries for which your site already appears. Topics you do not rank for at all still need your own research.",
  ],
  related: ["opportunities", "cannibalization", "reports"],
};
