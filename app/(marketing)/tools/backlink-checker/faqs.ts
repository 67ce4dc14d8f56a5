import type { Faq } from "@/lib/seo/json-ld";

export const BACKLINK_FAQS: Faq[] = [
  {
    question: "Does the Backlink Checker find every site that links to me?",
    answer:
      "No. It checks the pages you give it, so it answers whether those links still exist and how they are marked. It does not crawl the web or keep an index of links. To discover linking sites you do not know about yet, start with the Links report in Google Search Console.",
  },
  {
    question: "What is the difference between nofollow, sponsored and ugc?",
    answer:
      "All three are values of a link's rel attribute. nofollow says you do not vouch for the target, sponsored marks paid or affiliate links, and ugc marks links in user-generated content such as comments and forum posts. Google treats all three as hints, so such a link may pass less or no ranking signal.",
  },
  {
    question: "Why does a link show as not indexable?",
    answer:
      "Because the page that carries the link asks search engines not to index it (a robots meta tag or an X-Robots-Tag header with noindex), names another URL as its canonical, or is blocked for Googlebot by its site's robots.txt. Google may then never use that page, or the link on it, when it ranks your site.",
  },
  {
    question: "Which link is shown when a page links to me more than once?",
    answer:
      "A followed link is preferred over one marked nofollow, sponsored or ugc; among equals, the first one in the page wins. The Link column says how many links to your site the page has, and the CSV export lists the chosen link of every page.",
  },
  {
    question: "Can I share or save the results?",
    answer:
      "Yes. The address bar holds your site and the pages you checked, so anyone who opens the link runs the same check again with fresh results. Export CSV saves every row as a spreadsheet file, built in your browser.",
  },
  {
    question: "Why did a page fail to load?",
    answer:
      "The page may have answered with an error status such as 404, taken longer than 10 seconds, not been HTML, or pointed to a private or local network address, which Rankwell never fetches. The row says which one it was.",
  },
];
