/** Titles and descriptions of the landing, features and story pages (feature pages carry their own). */
export const PAGE_META = {
  home: {
    title: "Rankwell — Search Console, GA4 & Business Profile",
    description:
      "Rankwell brings Google Search Console, GA4 and Business Profile data into one SEO workspace, with cannibalization checks, insights and reports. Free forever.",
    path: "/",
  },
  features: {
    title: "Features: Search, Analytics and Local SEO",
    description:
      "Search performance, cannibalization, sitemaps, GA4 analytics, Business Profile, AI insights, opportunities, content planning and reports in one workspace.",
    path: "/features/",
    section: "Features",
  },
  about: {
    title: "The Story: Why Rankwell Exists",
    description:
      "Why Rankwell exists: SEO data scattered across Google's tools, row limits and agencies juggling properties. The principles we build on and what comes next.",
    path: "/about/",
    section: "The Story",
  },
} as const;
