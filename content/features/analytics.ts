import type { FeatureContent } from "./types";

export const analytics: FeatureContent = {
  slug: "analytics",
  title: "GA4 Analytics Next to Your Search Data",
  description:
    "Google Analytics 4 sessions, engagement and key events for the same project and dates as your Search Console data, by channel, landing page, device and country.",
  appPath: "/app/analytics/",
  lead: "Google Analytics 4 sessions, engagement and key events for the same project and the same dates as your search data, so you can follow a visitor from the results page to what they did on your site.",
  problem: [
    "Search Console counts clicks on Google. GA4 counts sessions on your site. They never match, and checking one against the other means two tools, two date pickers and two time zones.",
    "GA4's own reports are built for marketers across every channel; the organic search view an SEO needs is a few custom explorations away.",
  ],
  shows: [
    {
      title: "The metrics that matter for SEO",
      body: "Sessions, active users, new users, engaged sessions, engagement rate, average session duration and key events, with their change against the previous period.",
    },
    {
      title: "Where visits come from",
      body: "Sessions by default channel group, source and medium, landing page, device and country.",
    },
    {
      title: "Organic sessions beside clicks",
      body: "Organic Search sessions from GA4 drawn next to Search Console clicks for the same dates, so a gap between them is visible at once.",
    },
    {
      title: "GA4 Explore",
      body: "When the standard tables are not enough, pick any GA4 dimensions and metrics your property offers and build your own table.",
    },
  ],
  method: [
    {
      title: "GA4 Data API",
      body: "Every figure comes from the Data API for the GA4 property connected to the project; the comparison period is requested in the same call as a second date range.",
    },
    {
      title: "Rates from totals",
      body: "Engagement rate is engaged sessions divided by sessions for the rows in view, recomputed from the totals rather than averaged.",
    },
    {
      title: "Warnings GA4 gives are passed on",
      body: "When GA4 reports that data was thresholded for privacy or that rows were grouped into `(other)`, Rankwell says so next to the table.",
    },
    {
      title: "Each source in its own time zone",
      body: "GA4 counts days in the property's time zone, Search Console in Pacific Time. Rankwell keeps both as Google reports them.",
    },
  ],
  steps: [
    "Connect a GA4 property to the project as a data source.",
    "Open Analytics, pick the date range and turn on the previous-period comparison.",
    "Filter to Organic Search and sort landing pages by the change in sessions or key events.",
    "Open the same pages in Search Performance to see whether the change came from rankings, CTR or demand.",
  ],
  limits: [
    "Clicks and sessions measure different things: consent banners, blocked scripts and several clicks in one visit all make them differ. Compare their trends, not their totals.",
    "GA4 limits how many requests a property can answer per hour and per day; with many people on one property, tables may load more slowly.",
  ],
  related: ["all-in-one", "search-performance", "reports"],
};
