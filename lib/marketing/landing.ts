import type { FeatureSlug } from "@/lib/site";

/** The sign-in page's claims, fixed by the product specification and reused on the landing page. */
export const PRODUCT_CLAIMS = {
  pricing: "Free forever • No credit card required",
  stats: [
    { value: "10K+", label: "active users" },
    { value: "1M+", label: "keywords tracked" },
    { value: "99.9%", label: "uptime" },
  ],
} as const;

export type Audience = { id: "seo" | "agencies" | "owners"; title: string; body: string };

export const AUDIENCES: Audience[] = [
  {
    id: "seo",
    title: "SEO professionals",
    body: "Every row Search Console returns, regex filters, impression-weighted position, cannibalization and sitemap checks, without a spreadsheet in between.",
  },
  {
    id: "agencies",
    title: "Agencies",
    body: "One project per client with its own properties, a filter bar to switch between them, and reports that compare every number with the previous period.",
  },
  {
    id: "owners",
    title: "Site owners",
    body: "What changed and why in plain language, the opportunities worth your time, and your search, site and local numbers on one screen.",
  },
];

export type View = { id: string; name: string; body: string; feature?: FeatureSlug };
export type ViewGroup = { title: string; views: View[] };

export const VIEW_GROUPS: ViewGroup[] = [
  {
    title: "Search",
    views: [
      { id: "search-performance", name: "Search Performance", feature: "search-performance", body: "Queries, pages, countries, devices and search appearance, with regex filters, branded vs non-branded and period comparison." },
      { id: "cannibalization", name: "Cannibalization", feature: "cannibalization", body: "Queries where your own pages compete, and how clicks split between them." },
      { id: "sitemaps", name: "Sitemaps", feature: "sitemaps", body: "Search Console's sitemap data next to what each file really lists." },
      { id: "url-inspection", name: "URL Inspection", body: "Google's index verdict for a URL, its canonical and yours, last crawl, robots.txt state and rich results." },
      { id: "coverage", name: "Coverage & Issues", body: "URLs that are not indexed or fail, grouped by the reason Google gives." },
      { id: "gsc-insights", name: "GSC Insights", body: "Findings straight from Search Console: new and lost queries, pages gaining and losing clicks." },
    ],
  },
  {
    title: "Site and local",
    views: [
      { id: "analytics", name: "Analytics", feature: "analytics", body: "GA4 sessions, engagement and key events by channel, landing page, device and country." },
      { id: "ga4-explore", name: "GA4 Explore", body: "Any GA4 dimensions and metrics in a table of your own." },
      { id: "google-business-profile", name: "Business Profile", feature: "google-business-profile", body: "Calls, directions, website clicks and impressions per location." },
    ],
  },
  {
    title: "Decide and report",
    views: [
      { id: "overview", name: "Overview", body: "The headline numbers of your projects and what moved since the previous period." },
      { id: "all-in-one", name: "All in One", feature: "all-in-one", body: "Search, site and local data for a project on one screen." },
      { id: "ai-insights", name: "AI Insights", feature: "ai-insights", body: "What changed, which queries and pages caused it, and where to look next." },
      { id: "opportunities", name: "Opportunities", feature: "opportunities", body: "Queries near the top, low CTR for the position, pages losing clicks." },
      { id: "content-planning", name: "Content Planning", feature: "content-planning", body: "Briefs built from search demand, on a content calendar." },
      { id: "authors", name: "Authors", body: "Search performance grouped by the author of each page." },
      { id: "reports", name: "Reports", feature: "reports", body: "Client-ready reports with previous-period comparisons." },
      { id: "alerts", name: "Alerts", body: "A notice when something in your data needs attention, so you hear it before your client does." },
    ],
  },
];

export const STEPS = [
  { title: "Sign in with Google", body: "One popup. Rankwell asks for read-only access to Search Console and Google Analytics." },
  { title: "Create a project", body: "A project is a site or a client. Make as many as you need." },
  { title: "Connect your properties", body: "Add the Search Console property, the GA4 property and the Business Profile locations that belong to the project." },
];

export type TrustPoint = { id: "read-only" | "encrypted" | "limited-use" | "yours"; title: string; body: string };

export const TRUST_POINTS: TrustPoint[] = [
  {
    id: "read-only",
    title: "Read-only access",
    body: "Search Console and Google Analytics are connected with Google's read-only permissions. Rankwell cannot change a setting, submit a sitemap or edit a property.",
  },
  {
    id: "encrypted",
    title: "Encrypted tokens",
    body: "Google access tokens are encrypted and kept on the server. They never reach your browser, which only learns whether the connection is healthy.",
  },
  {
    id: "limited-use",
    title: "Limited Use",
    body: "Rankwell's use of information received from Google APIs adheres to the Google API Services User Data Policy, including the Limited Use requirements.",
  },
  {
    id: "yours",
    title: "Yours to take back",
    body: "Delete your account and Rankwell revokes its Google access and deletes your data. Or run Rankwell on your own server.",
  },
];

export const GOOGLE_USER_DATA_POLICY_URL = "https://developers.google.com/terms/api-services-user-data-policy";
