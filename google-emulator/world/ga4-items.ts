// The items of GA4's item scope: every product page of a shop is one item, named after the page,
// with a category and a brand read from its path. Other pages show no item.
import type { Dataset } from "./catalog";
import { stringSeed } from "./ga4-noise";
import type { PageKind } from "./ga4-page-affinity";

export type Item = { name: string; category: string; brand: string };

type Shelf = { pattern: RegExp; category: string; brands: readonly string[] };

const SHELVES: Record<Dataset["topic"], readonly Shelf[]> = {
  garden: [
    {
      pattern: /-seeds\/$/,
      category: "Seeds",
      brands: ["Greenleaf", "Territorial Seed", "Botanical Interests"],
    },
    { pattern: /^\/plants\//, category: "Plants", brands: ["Greenleaf Nursery"] },
    {
      pattern: /./,
      category: "Tools & Supplies",
      brands: ["Fiskars", "Felco", "Gardener's Supply", "Greenleaf"],
    },
  ],
  coffee: [
    { pattern: /-whole-bean\/$/, category: "Coffee Beans", brands: ["Urban Brew"] },
    { pattern: /^\/subscriptions\//, category: "Subscriptions", brands: ["Urban Brew"] },
    {
      pattern: /./,
      category: "Brewing Gear",
      brands: ["Hario", "Fellow", "Baratza", "Chemex", "AeroPress"],
    },
  ],
  dental: [],
  law: [],
};

/** The item a product page shows; null for any other page or a site that sells nothing. */
export function itemOf(
  topic: Dataset["topic"],
  page: { kind: PageKind; path: string; name: string },
): Item | null {
  if (page.kind !== "product") return null;
  const shelf = SHELVES[topic].find((s) => s.pattern.test(page.path));
  if (!shelf) return null;
  const brand = shelf.brands[stringSeed(page.path) % shelf.brands.length]!;
  return { name: page.name, category: shelf.category, brand };
}
