import type { JsonLd } from "@/lib/seo/json-ld";

export type ListedPage = { name: string; path: string; description?: string };

/**
 * ItemList of pages on this site in the order they are shown (Google's "summary page" form: each
 * ListItem carries its position and the URL of the page it points to).
 */
export function itemListLd(siteUrl: string, list: { name: string; items: ListedPage[] }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: list.name,
    numberOfItems: list.items.length,
    itemListElement: list.items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${siteUrl}${item.path}`,
      name: item.name,
      ...(item.description ? { description: item.description } : {}),
    })),
  };
}
