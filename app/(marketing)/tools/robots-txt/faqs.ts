import type { Faq } from "@/lib/seo/json-ld";

export const ROBOTS_TXT_FAQS: Faq[] = [
  {
    question: "Does Disallow keep a page out of Google's index?",
    answer:
      "No. Disallow stops crawling, not indexing. Google can still index a blocked URL without its content if other pages link to it, and because it cannot fetch the page it never sees a noindex tag on it. To keep a page out of search results, allow crawling and use a robots meta tag or an X-Robots-Tag header with noindex.",
  },
  {
    question: "Why does Google allow a URL that my robots.txt seems to block?",
    answer:
      "Usually for one of three reasons. A group for the crawler's own token replaces the * group entirely, so rules under User-agent: * no longer apply to it. A longer Allow rule beats a shorter Disallow rule, and Allow wins a tie. And paths are case-sensitive, so Disallow: /Private/ does not block /private/. The tester shows the line that decided each URL.",
  },
  {
    question: "What happens when robots.txt answers 404 or 500?",
    answer:
      "Any 4xx answer, including 401 and 403, means there is no robots.txt: Google may crawl everything. A 5xx answer, a 429 or an unreachable server makes Google treat the whole site as disallowed until it can read the file again; after 30 days it falls back to its last cached copy, or to no restrictions if it has none.",
  },
  {
    question: "Does Google support Crawl-delay or noindex in robots.txt?",
    answer:
      "No. Googlebot ignores Crawl-delay and sets its crawl rate from how quickly your server responds. Google stopped honouring noindex, nofollow and other unofficial rules in robots.txt in September 2019. Bing and Yandex still read Crawl-delay.",
  },
  {
    question: "How soon does Google notice a change to robots.txt?",
    answer:
      "Google generally caches robots.txt for up to 24 hours, longer if it cannot refresh it because of errors. The robots.txt report in Search Console shows the version Google last fetched and lets you ask for a recrawl after an urgent fix.",
  },
  {
    question: "Does one robots.txt cover my subdomains or the http version of my site?",
    answer:
      "No. A robots.txt applies only to the protocol, host and port it is served from. https://www.example.com/robots.txt does not govern https://shop.example.com/ or http://www.example.com/; each needs its own file.",
  },
];
