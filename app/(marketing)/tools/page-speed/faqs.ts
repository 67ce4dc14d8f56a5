import type { Faq } from "@/lib/seo/json-ld";

export const PAGE_SPEED_FAQS: Faq[] = [
  {
    question: "Why is my score different from PageSpeed Insights?",
    answer:
      "Both run Lighthouse, but on different machines, from different places and at different moments. Network latency, server load and CPU speed all change the lab metrics, and the performance score follows them. Differences of a few points between runs are normal; compare runs made with the same tool.",
  },
  {
    question: "Does the Lighthouse performance score affect Google rankings?",
    answer:
      "Not directly. Google's ranking systems use Core Web Vitals measured on real Chrome users (field data) as one of many page experience signals, and relevance matters far more. The lab score is a diagnostic tool: it shows what slows the page down so that real visitors get a faster experience.",
  },
  {
    question: "Why is there no Interaction to Next Paint in the lab results?",
    answer:
      "INP measures how fast a page reacts when people tap, click or type, so it needs real interactions. A Lighthouse page load has none. Total Blocking Time, the time the main thread is too busy to respond during loading, is the lab metric that best predicts a poor INP.",
  },
  {
    question: "Why did my test wait in line?",
    answer:
      "Each test drives a full browser, and running two at once on the same machine would slow both down and distort the results. Tests therefore run one at a time, and the tool shows your position until yours starts. A run usually takes 15 to 40 seconds.",
  },
  {
    question: "Why do I get the same result when I test again?",
    answer:
      "Results are kept for 10 minutes for each page and device, so that a shared link shows the run it refers to and repeated clicks do not queue the same test again. Wait 10 minutes, or test the other device, to get a new run.",
  },
];
