import type { FeatureContent } from "./types";

export const reports: FeatureContent = {
  slug: "reports",
  title: "SEO Reports with Period Comparisons",
  description:
    "Client-ready SEO reports for any project and date range: Search Console, GA4 and Business Profile figures, each compared with the previous period.",
  appPath: "/app/reports/",
  lead: "Client-ready reports for a project and a date range, with every number compared with the previous period and taken straight from Google's APIs.",
  problem: [
    "Monthly reporting eats the first days of every month: exports from three Google tools, copied into slides, with averages recomputed by hand and a comparison period that differs from report to report.",
  ],
  shows: [
    {
      title: "Search",
      body: "Clicks, impressions, CTR and average position, the top queries and pages, and the biggest gains and losses.",
    },
    {
      title: "Site and local",
      body: "GA4 sessions and key events, and Business Profile calls, direction requests and website clicks when the project has those sources.",
    },
    {
      title: "Change against the previous period",
      body: "Every figure with its absolute and relative change against the period of the same length just before.",
    },
    {
      title: "Your commentary",
      body: "Room for your own notes, so the report says what the numbers mean and what happens next.",
    },
  ],
  method: [
    {
      title: "The same calculations as the views",
      body: "CTR from summed clicks and impressions, position weighted by impressions, rates from totals. A report never disagrees with the screen it came from.",
    },
    {
      title: "Dates and sources on the page",
      body: "Each report states its date range, its comparison period and the properties it read, and marks days that were still incomplete.",
    },
  ],
  steps: [
    "Open Reports, choose a project and a date range.",
    "Pick the sections the client cares about.",
    "Add your commentary.",
    "Send it to the client: print it or save it as a PDF from your browser.",
  ],
  limits: [
    "Search Console keeps about 16 months of data, so a year-over-year comparison is possible only for recent months.",
  ],
  related: ["all-in-one", "ai-insights", "analytics"],
};
