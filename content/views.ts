import type { FeatureSlug } from "@/lib/site";

/** Every view of the signed-in app, grouped as the landing page presents them. */
export type View = { id: string; name: string; body: string; feature?: FeatureSlug };
export type ViewGroup = { title: string; views: View[] };

export const VIEW_GROUPS: ViewGroup[] = [
  {
    title: "Search",
    views: [
      {
        id: "search-performance",
        name: "Search Performance",
        feature: "search-performance",
        body: "Queries, pages, countries, devices and search appearance, with regex filters, branded vs non-branded and period comparison.",
      },
      {
        id: "cannibalization",
        name: "Cannibalization",
        feature: "cannibalization",
        body: "Queries where your own pages compete, and how clicks split between them.",
      },
      {
        id: "sitemaps",
        name: "Sitemaps",
        feature: "sitemaps",
        body: "Search Console's sitemap data next to what each file really lists.",
      },
      {
        id: "url-inspection",
        name: "URL Inspection",
        body: "Google's index verdict for a URL, its canonical and yours, last crawl, robots.txt state and rich results.",
      },
      {
        id: "coverage",
        name: "Coverage & Issues",
        body: "URLs that are not indexed or fail, grouped by the reason Google gives.",
      },
      {
        id: "gsc-insights",
        name: "GSC Insights",
        body: "Findings straight from Search Console: new and lost queries, pages gaining and losing clicks.",
      },
    ],
  },
  {
    title: "Projects, site and local",
    views: [
      {
        id: "overview",
        name: "Overview",
        body: "The headline numbers of your projects and what moved since the previous period.",
      },
      {
        id: "all-in-one",
        name: "All in One",
        feature: "all-in-one",
        body: "Search, site and local data for a project on one screen.",
      },
      {
        id: "analytics",
        name: "Analytics",
        feature: "analytics",
        body: "GA4 sessions, engagement and key events by channel, landing page, device and country.",
      },
      {
        id: "ga4-explore",
        name: "GA4 Explore",
        body: "Any GA4 dimensions and metrics in a table of your own.",
      },
      {
        id: "google-business-profile",
        name: "Business Profile",
        feature: "google-business-profile",
        body: "Calls, directions, website clicks and impressions per location.",
      },
      {
        id: "authors",
        name: "Authors",
        body: "Search performance grouped by the author of each page.",
      },
    ],
  },
  {
    title: "Plan and report",
    views: [
      {
        id: "ai-insights",
        name: "AI Insights",
        feature: "ai-insights",
        body: "What changed, which queries and pages caused it, and where to look next.",
      },
      {
        id: "opportunities",
        name: "Opportunities",
        feature: "opportunities",
        body: "Queries near the top, low CTR for the position, pages losing clicks.",
      },
      {
        id: "content-planning",
        name: "Content Planning",
        feature: "content-planning",
        body: "Briefs built from search demand, with their target queries.",
      },
      {
        id: "content-calendar",
        name: "Content calendar",
        body: "Planned publications and updates, month by month.",
      },
      {
        id: "reports",
        name: "Reports",
        feature: "reports",
        body: "Client-ready reports with previous-period comparisons.",
      },
      {
        id: "alerts",
        name: "Alerts",
        body: "A notice when something in your data needs attention, so you hear it before your client does.",
      },
    ],
  },
];
