import type { FeatureContent } from "./types";

export const sitemaps: FeatureContent = {
  slug: "sitemaps",
  title: "Sitemap Monitoring with Search Console Data",
  description:
    "Every sitemap Search Console knows, with errors, warnings and submitted URLs, next to what the live file really lists when Rankwell fetches it for you.",
  appPath: "/app/search-performance/sitemaps/",
  lead: "Every sitemap Google knows about for a property, with its errors and warnings, next to what the file really contains when Rankwell fetches it.",
  problem: [
    "Search Console tells you when Google last read a sitemap and how many URLs were submitted. It does not tell you whether the file your server returns today still says the same thing.",
    "Sitemap indexes hide their child sitemaps a level deeper, and a sitemap that quietly went from 4,000 URLs to 40 after a deploy looks perfectly healthy until the pages start to drop.",
  ],
  shows: [
    {
      title: "What Google reports",
      body: "Every submitted sitemap and sitemap index: type, last submitted, last downloaded, whether processing is still pending, errors, warnings and submitted URLs by content type (web, image, video, news).",
    },
    {
      title: "What the file contains",
      body: "Rankwell fetches each sitemap itself and reports the HTTP status, the number of URLs, the child sitemaps of an index, lastmod dates and anything that does not parse.",
    },
    {
      title: "Where the two disagree",
      body: "The submitted count in Search Console next to the count in the live file, so a shrinking or empty sitemap stands out before Google notices.",
    },
  ],
  method: [
    {
      title: "Search Console's Sitemaps API",
      body: "The list, the dates, the pending state, errors, warnings and submitted counts come from Search Console for the property you pick, children of an index included.",
    },
    {
      title: "Rankwell's own fetch",
      body: "Rankwell downloads the sitemap URL from its server, with the same guards as the free tools: public addresses only, with limits on size and time.",
    },
    {
      title: "No made-up index counts",
      body: "Google no longer maintains the per-sitemap indexed count in its API, so Rankwell does not show one. Use URL Inspection to check whether a given URL is indexed.",
    },
  ],
  steps: [
    "Open Search Performance › Sitemaps and pick a property.",
    "Look at errors, warnings and sitemaps still pending first.",
    "Compare the submitted counts with the URLs in the live files; a large gap means the file changed since Google last read it.",
    "Check a few important URLs from the sitemap with URL Inspection.",
  ],
  limits: [
    "Rankwell has read-only access: submit, resubmit or remove a sitemap in Search Console itself.",
    "Sitemaps that Google found only through robots.txt may not appear in Search Console's list; Rankwell shows the sitemaps Google returns.",
  ],
  related: ["search-performance", "cannibalization", "all-in-one"],
};
