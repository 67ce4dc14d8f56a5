// Who wrote each article (the `article_author` event parameter) and the content group a page
// belongs to (`content_group`): blog posts and guides have bylines, other pages none.
import type { Dataset } from "./catalog";
import { stringSeed } from "./ga4-noise";
import type { PageKind } from "./ga4-page-affinity";

const AUTHORS: Record<Dataset["topic"], readonly string[]> = {
  garden: ["Maya Okafor", "Tom Lindqvist", "Priya Raman", "Jo Whitfield"],
  dental: ["Dr. Elena Ruiz", "Dr. Sam Patel", "Kara Nguyen, RDH"],
  coffee: ["Luis Ortega", "Hannah Cole", "Ben Adeyemi"],
  law: ["Margaret Cho, Esq.", "David Brennan, Esq."],
};

const GROUPS: Record<PageKind, string> = {
  home: "Home",
  category: "Collections",
  product: "Products",
  guide: "Guides",
  blog: "Blog",
  service: "Services",
  location: "Locations",
  contact: "Company",
  about: "Company",
};

/** Everyone who writes for a site of the topic. */
export const authorsOf = (topic: Dataset["topic"]): readonly string[] => AUTHORS[topic];

/** The author of an article page; null for pages without a byline. */
export function authorOf(topic: Dataset["topic"], kind: PageKind, path: string): string | null {
  if (kind !== "blog" && kind !== "guide") return null;
  const authors = AUTHORS[topic];
  return authors[stringSeed(path) % authors.length]!;
}

export const contentGroupOf = (kind: PageKind): string => GROUPS[kind];
