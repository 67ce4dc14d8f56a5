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

export const STEPS = [
  {
    title: "Sign in with Google",
    body: "One popup. Rankwell asks for read-only access to Search Console and Google Analytics.",
  },
  { title: "Create a project", body: "A project is a site or a client. Make as many as you need." },
  {
    title: "Connect your properties",
    body: "Add the Search Console property, the GA4 property and the Business Profile locations that belong to the project.",
  },
];

export type TrustPoint = {
  id: "read-only" | "encrypted" | "limited-use" | "yours";
  title: string;
  body: string;
};

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

export const GOOGLE_USER_DATA_POLICY_URL =
  "https://developers.google.com/terms/api-services-user-data-policy";
