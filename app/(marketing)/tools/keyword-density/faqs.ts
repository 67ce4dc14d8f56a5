import type { Faq } from "@/lib/seo/json-ld";

export const KEYWORD_DENSITY_FAQS: Faq[] = [
  {
    question: "What is a good keyword density?",
    answer:
      "There is no number to aim for. Google does not publish a target density, its representatives have said for years that there is none, and its spam policies treat keyword stuffing as a violation. Use the figures to spot a phrase that is repeated far more than natural writing would, or a topic you meant to cover that hardly appears.",
  },
  {
    question: "How is keyword density calculated here?",
    answer:
      "Density = occurrences × words in the phrase ÷ total words × 100. A 3-word phrase that appears 4 times in a 600-word page has a density of 4 × 3 ÷ 600 × 100 = 2%. The total counts every visible word, stop words included, so densities do not change when you hide or show stop words.",
  },
  {
    question: "Why does my word count differ from my editor's?",
    answer:
      "Rankwell counts only text a visitor can see: navigation, footer and sidebar text counts, while scripts, styles, hidden elements, image alt text and the head of the page do not. Hyphenated words such as e-commerce and words with an apostrophe such as don't count as one word, numbers count as words, and Chinese, Japanese and Thai text is split into dictionary words.",
  },
  {
    question: "What are stop words and why are they left out?",
    answer:
      "Stop words are the most common words of a language, such as the, and or of in English. They would fill the top of every table, so by default single stop words and phrases that begin or end with one are left out. Phrases with one in the middle, such as cost of living, are kept. Turn on Include stop words to see everything.",
  },
  {
    question: "Can it read pages that are built with JavaScript?",
    answer:
      "It reads the HTML the server sends and does not run scripts, so text that only JavaScript adds is missing. If the results show far fewer words than the page has, open the page in your browser, copy the rendered text and paste it into the text tab.",
  },
];
