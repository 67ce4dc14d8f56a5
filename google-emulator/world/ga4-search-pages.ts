// GA4's landing pages are the search world's pages, and a page's organic sessions follow the
// search clicks it gets: read here from the search world's per-series prefix sums.
import type { Dataset } from "./catalog";
import { authorOf, contentGroupOf } from "./ga4-authors";
import { itemOf, type Item } from "./ga4-items";
import type { PageKind } from "./ga4-page-affinity";
import type { SearchWorld } from "./search-build";
import type { PageKind as SearchPageKind } from "./search-topics";
import { searchWorld } from "./search-world";

export type LandingPage = {
  host: string;
  path: string;
  title: string;
  kind: PageKind;
  launch: number;
  /** The item a product page shows, the article's author, the page's content group. */
  item: Item | null;
  author: string | null;
  contentGroup: string;
};

export type SearchPages = {
  pages: readonly LandingPage[];
  /** Search clicks of each page from `first` to `last` (inclusive day numbers). */
  clicks(first: number, last: number): Float64Array;
  /** Average daily search clicks of each page over the whole search history. */
  daily: Float64Array;
};

const KIND: Record<SearchPageKind, PageKind> = {
  home: "home",
  hub: "category",
  guide: "guide",
  product: "product",
  post: "blog",
  local: "location",
  service: "service",
};

const titleCase = (slug: string) =>
  slug
    .split("-")
    .map((w, i) => (i === 0 || w.length > 3 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");

/** The site's name as its pages' titles end. */
export const brandOf = (dataset: Dataset): string =>
  titleCase(dataset.brandTerms[0]?.replace(/\s+/g, "-") ?? dataset.domain);

/** A page of the site as GA4 reports it: title, kind, item, author and content group. */
export function landingPage(
  dataset: Dataset,
  url: string,
  kind: SearchPageKind,
  launch: number,
): LandingPage {
  const { host, pathname } = new URL(url);
  const slug = pathname.split("/").filter(Boolean).pop();
  const brand = brandOf(dataset);
  const name = slug ? titleCase(slug) : brand;
  const pageKind = KIND[kind];
  return {
    host,
    path: pathname,
    title: slug ? `${name} | ${brand}` : brand,
    kind: pageKind,
    launch,
    item: itemOf(dataset.topic, { kind: pageKind, path: pathname, name }),
    author: authorOf(dataset.topic, pageKind, pathname),
    contentGroup: contentGroupOf(pageKind),
  };
}

const cache = new WeakMap<SearchWorld, SearchPages>();

/** The pages of the search world that holds `today` (the same world Search Console answers from). */
export function searchPages(dataset: Dataset, today: number): SearchPages {
  const world = searchWorld(dataset, today);
  const cached = cache.get(world);
  if (cached) return cached;
  const stride = world.days + 1;
  const pageCount = world.site.pages.length;
  const clicks = (first: number, last: number) => {
    const a = Math.min(world.days, Math.max(0, first - world.firstDay));
    const b = Math.min(world.days, Math.max(0, last + 1 - world.firstDay));
    const out = new Float64Array(pageCount);
    for (let s = 0; s < world.seriesPage.length; s++) {
      const page = world.seriesPage[s]!;
      out[page] = out[page]! + world.clicks[s * stride + b]! - world.clicks[s * stride + a]!;
    }
    return out;
  };
  const daily = clicks(world.firstDay, world.firstDay + world.days - 1).map((c) => c / world.days);
  const pages = world.site.pages.map((p) => landingPage(dataset, p.url, p.kind, p.launchDay));
  const result: SearchPages = { pages, clicks, daily };
  cache.set(world, result);
  return result;
}
