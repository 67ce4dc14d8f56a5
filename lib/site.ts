// What the public site is made of: names, navigation and the list of public pages. Pages, the
// sitemap, the footer and the end-to-end tests all read from here, so a page is listed once.

export const SITE_NAME = "Rankwell";
export const SITE_TAGLINE = "Search Console, GA4 and Business Profile in one SEO workspace";
export const SITE_DESCRIPTION =
  "Rankwell brings your Google Search Console, Google Analytics 4 and Business Profile data together in projects, finds cannibalization and opportunities, and plans your content. Free forever, no credit card.";
export const CONTACT_EMAIL = "hello@rankwell.app";

export type NavLink = { href: string; label: string };

export const FEATURES = [
  {
    slug: "search-performance",
    name: "Search Performance",
    summary: "Clicks, impressions, CTR and position for every query, page, country and device.",
  },
  {
    slug: "cannibalization",
    name: "Cannibalization Detection",
    summary: "Find queries where your own pages compete, and decide which one should win.",
  },
  {
    slug: "sitemaps",
    name: "Sitemaps",
    summary: "Every sitemap Google knows about, with errors, warnings and what it really contains.",
  },
  {
    slug: "analytics",
    name: "Analytics",
    summary: "GA4 sessions, engagement and key events next to the searches that brought them.",
  },
  {
    slug: "google-business-profile",
    name: "Google Business Profile",
    summary: "Calls, direction requests, website clicks and local impressions per location.",
  },
  {
    slug: "all-in-one",
    name: "All in One",
    summary: "Search, analytics and local data for a project on a single screen.",
  },
  {
    slug: "ai-insights",
    name: "AI Insights",
    summary: "Plain-language explanations of what changed, why, and what to do next.",
  },
  {
    slug: "opportunities",
    name: "Opportunities",
    summary:
      "Queries close to page one, pages with a low CTR for their position, content to refresh.",
  },
  {
    slug: "content-planning",
    name: "Content Planning",
    summary: "Turn search demand into briefs and a publishing calendar.",
  },
  {
    slug: "reports",
    name: "Reports",
    summary: "Client-ready reports with comparisons to the previous period.",
  },
] as const;

export type FeatureSlug = (typeof FEATURES)[number]["slug"];

export const TOOLS = [
  {
    slug: "backlink-checker",
    name: "Backlink Checker",
    summary: "Check that the pages that should link to you still do, and how.",
  },
  {
    slug: "keyword-density",
    name: "Keyword Density",
    summary: "Word and phrase frequency of a page or text, and where a phrase appears.",
  },
  {
    slug: "meta-tags",
    name: "Meta Tags Checker",
    summary: "Title, description, canonical, Open Graph, structured data and headings of any page.",
  },
  {
    slug: "page-speed",
    name: "Page Speed",
    summary: "Lighthouse scores and Core Web Vitals for mobile and desktop.",
  },
  {
    slug: "robots-txt",
    name: "Robots.txt Tester",
    summary: "Test URLs against a robots.txt exactly as Google reads it.",
  },
  {
    slug: "serp-preview",
    name: "SERP Preview",
    summary: "See your title and description as Google shows them, cut by pixel width.",
  },
] as const;

export type ToolSlug = (typeof TOOLS)[number]["slug"];

export const LEGAL_PAGES = [
  { slug: "privacy", name: "Privacy Policy" },
  { slug: "terms", name: "Terms of Service" },
  { slug: "cookies", name: "Cookie Policy" },
  { slug: "gdpr", name: "GDPR" },
  { slug: "affiliate-terms", name: "Affiliate Terms" },
] as const;

export const HEADER_LINKS: NavLink[] = [
  { href: "/features/", label: "Features" },
  { href: "/tools/", label: "Tools" },
  { href: "/pricing/", label: "Pricing" },
  { href: "/about/", label: "The Story" },
];

/** Added to the header menu on small screens only (spec §2). */
export const MOBILE_EXTRA_LINKS: NavLink[] = [
  { href: "/contact/", label: "Contact" },
  { href: "/affiliates/", label: "Affiliates" },
];

export const CORE_FEATURES: FeatureSlug[] = [
  "search-performance",
  "analytics",
  "google-business-profile",
  "all-in-one",
  "reports",
];
export const ADVANCED_FEATURES: FeatureSlug[] = [
  "ai-insights",
  "cannibalization",
  "opportunities",
  "sitemaps",
  "content-planning",
];

function featureLink(slug: FeatureSlug): NavLink {
  const feature = FEATURES.find((f) => f.slug === slug);
  return { href: `/features/${slug}/`, label: feature ? feature.name : slug };
}

export const FOOTER_GROUPS: { title: string; links: NavLink[] }[] = [
  { title: "Core Features", links: CORE_FEATURES.map(featureLink) },
  { title: "Advanced Tools", links: ADVANCED_FEATURES.map(featureLink) },
  { title: "Free Tools", links: TOOLS.map((t) => ({ href: `/tools/${t.slug}/`, label: t.name })) },
  {
    title: "Company",
    links: [
      { href: "/about/", label: "The Story" },
      { href: "/pricing/", label: "Pricing" },
      { href: "/docs/", label: "Documentation" },
      { href: "/contact/", label: "Contact" },
      { href: "/affiliates/", label: "Affiliates" },
    ],
  },
];

export const FOOTER_LEGAL_LINKS: NavLink[] = [
  { href: "/legal/privacy/", label: "Privacy" },
  { href: "/legal/terms/", label: "Terms" },
  { href: "/legal/cookies/", label: "Cookies" },
  { href: "/legal/gdpr/", label: "GDPR" },
];

/** Every public, indexable page with the heading it must show (used by the sitemap and the tests). */
export const PUBLIC_PAGES: { path: string; heading: string }[] = [
  { path: "/", heading: "Search Console, Analytics and Business Profile, finally in one place" },
  { path: "/about/", heading: "The Story" },
  { path: "/features/", heading: "Features" },
  ...FEATURES.map((f) => ({ path: `/features/${f.slug}/`, heading: f.name })),
  { path: "/pricing/", heading: "Pricing" },
  { path: "/contact/", heading: "Contact" },
  { path: "/affiliates/", heading: "Affiliate Program" },
  { path: "/docs/", heading: "Documentation" },
  { path: "/tools/", heading: "Free SEO Tools" },
  ...TOOLS.map((t) => ({ path: `/tools/${t.slug}/`, heading: t.name })),
  ...LEGAL_PAGES.map((l) => ({ path: `/legal/${l.slug}/`, heading: l.name })),
];

/** Public but not worth indexing: answered with 200 and a heading, left out of the sitemap. */
export const UNLISTED_PAGES: { path: string; heading: string }[] = [
  { path: "/payment-success/", heading: "Payment received" },
];
