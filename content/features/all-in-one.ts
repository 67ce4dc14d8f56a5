import type { FeatureContent } from "./types";

export const allInOne: FeatureContent = {
  slug: "all-in-one",
  title: "All in One: GSC, GA4 and GBP on One Screen",
  description:
    "Search Console, Google Analytics 4 and Business Profile data for a project on a single screen, for the same dates and compared with the same previous period.",
  appPath: "/app/all-in-one/",
  lead: "One screen per project with Search Console, Google Analytics 4 and Business Profile side by side, for the same dates and against the same previous period.",
  problem: [
    "A monthly check of one site means three Google products, three date pickers and three browser tabs. For a client with a website and a few shop locations, that is before anyone has looked at what changed.",
    "Putting the numbers side by side in a spreadsheet takes longer than reading them, so it rarely happens every week.",
  ],
  shows: [
    {
      title: "Search",
      body: "Clicks, impressions, CTR and average position from the project's Search Console property, with the top queries and pages.",
    },
    {
      title: "Site",
      body: "Sessions, engaged sessions and key events from the project's GA4 property, with Organic Search on its own.",
    },
    {
      title: "Local",
      body: "Calls, direction requests and website clicks from the project's Business Profile locations.",
    },
    {
      title: "One timeline",
      body: "The daily trends of all connected sources on one time axis, so a drop in clicks and a drop in calls on the same day are seen together.",
    },
  ],
  method: [
    {
      title: "A project is a set of data sources",
      body: "Each project holds its own Search Console, GA4 and Business Profile sources. All in One reads each source for the project and the date range in the filter bar.",
    },
    {
      title: "Each number keeps its meaning",
      body: "Clicks stay clicks and sessions stay sessions. Rankwell does not blend sources into a made-up score, and each figure is computed as in its own view.",
    },
    {
      title: "Missing is not zero",
      body: "A source that is not connected shows a prompt to connect it, never a row of zeros that could be mistaken for a bad month.",
    },
  ],
  steps: [
    "Create a project for a site or a client.",
    "Connect its Search Console property, its GA4 property and, if it has them, its Business Profile locations.",
    "Open All in One, pick the date range and turn on the previous-period comparison.",
    "Follow anything that moved into its own view for the detail.",
  ],
  limits: [
    "Each source has its own delay: Search Console data is final two to three days late, GA4 and Business Profile have their own processing times. Recent days may be incomplete in one source and not in another.",
  ],
  related: ["search-performance", "analytics", "google-business-profile"],
};
