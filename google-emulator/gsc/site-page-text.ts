// The words of a world site's page: a description and a few paragraphs about its subject, picked
// from templates by a hash of the URL so the same page always reads the same.
import type { Dataset } from "../world/catalog";
import type { PageKind } from "../world/ga4-page-affinity";
import { shuffled, textHash } from "../world/search-random";

const SETTING: Record<Dataset["topic"], { readers: string; place: string; craft: string }> = {
  garden: { readers: "home gardeners", place: "the Pacific Northwest", craft: "growing" },
  dental: { readers: "patients", place: "Austin", craft: "dental care" },
  coffee: { readers: "home brewers", place: "Brooklyn", craft: "brewing" },
  law: { readers: "clients", place: "Maryland", craft: "legal matters" },
};

const LEADS: Record<PageKind, string> = {
  home: "{brand} helps {readers} in {place} with everything about {craft}.",
  category: "Browse everything {brand} offers under {name}, picked for {readers} in {place}.",
  product: "{name} is one of the favourites {brand} recommends to {readers}.",
  guide: "This guide walks you through {name}, step by step, as {brand} teaches it.",
  blog: "In this post the {brand} team shares what we learned about {name}.",
  service: "{brand} offers {name} for {readers} across {place}.",
  location: "Visit {brand} at {name}: opening hours, directions and what to expect.",
  contact: "Reach the {brand} team about {name} by phone, email or in person.",
  about: "{brand} has served {readers} in {place} for years.",
};

const SENTENCES = [
  "Most questions we hear about {subject} come down to timing, preparation and a little patience.",
  "Start small, keep notes, and adjust once you see what works for you.",
  "Readers in {place} often ask how the seasons change things; the short answer is less than you think.",
  "The details matter: a few minutes of planning saves hours later.",
  "If something goes wrong, the fix is usually simpler than it looks.",
  "We update this page whenever our own experience with {subject} teaches us something new.",
  "Compare the options side by side before you decide; the cheapest choice is rarely the best value.",
  "Our team answers questions about {craft} every day, and {subject} is among the most common.",
  "Write down what you try and what happens: it is the fastest way to get better at {craft}.",
  "Ask us in person or by email if your situation is different from the one described here.",
];

const fill = (template: string, words: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? key);

export type PageWords = { description: string; paragraphs: string[] };

/** The description and body text of a page named `name` of kind `kind`. */
export function pageWords(
  topic: Dataset["topic"],
  kind: PageKind,
  url: string,
  words: { name: string; brand: string },
): PageWords {
  const all = { ...SETTING[topic], ...words, subject: words.name.toLowerCase() };
  const [a, b, c, d, e, f] = shuffled(SENTENCES, textHash(url)).map((t) => fill(t, all));
  const lead = fill(LEADS[kind], all);
  const paragraphs = [`${lead} ${a}`, `${b} ${c} ${d}`, `${e} ${f}`];
  return { description: lead, paragraphs };
}
