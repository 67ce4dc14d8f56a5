/** The Google permissions Rankwell asks for, in the order the consent screen lists them. */
export const GOOGLE_SCOPES = [
  {
    scope: "openid",
    name: "Sign-in",
    access: "Identity only",
    purpose:
      "Google confirms who you are, so Rankwell can sign you in without a password of its own.",
  },
  {
    scope: "https://www.googleapis.com/auth/userinfo.email",
    name: "Email address",
    access: "Read-only",
    purpose: "Identifies your Rankwell account and lets us answer you.",
  },
  {
    scope: "https://www.googleapis.com/auth/userinfo.profile",
    name: "Name and profile picture",
    access: "Read-only",
    purpose: "Shown in the app so you can see which Google account is connected.",
  },
  {
    scope: "https://www.googleapis.com/auth/webmasters.readonly",
    name: "Search Console",
    access: "Read-only",
    purpose:
      "Lists your properties and reads search performance, sitemaps and URL inspection results.",
  },
  {
    scope: "https://www.googleapis.com/auth/analytics.readonly",
    name: "Google Analytics",
    access: "Read-only",
    purpose:
      "Lists your GA4 accounts and properties and runs the reports behind Analytics and GA4 Explore.",
  },
  {
    scope: "https://www.googleapis.com/auth/business.manage",
    name: "Business Profile",
    access: "Google offers no read-only scope; Rankwell only reads",
    purpose:
      "Reads your Business Profile accounts, locations and their performance metrics. Rankwell never edits a profile.",
  },
  {
    scope: "https://www.googleapis.com/auth/webmasters",
    name: "Search Console sitemaps (on request)",
    access: "Read and write, asked for separately",
    purpose: "Requested only when you submit or delete a sitemap, and used only for that action.",
  },
] as const;
