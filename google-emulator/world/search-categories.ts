// How a dataset's traffic splits by country, device, search appearance and search type: fixed
// shares per query (a few profiles per dataset), applied as exact integer splits.
import type { Dataset } from "./catalog";
import { unit } from "./search-random";
import { chainFractions } from "./search-split";
import type { PageKind } from "./search-topics";
import type { SearchWorld } from "./search-build";

export const DEVICES = ["MOBILE", "DESKTOP", "TABLET"] as const;
export const SEARCH_TYPES = ["web", "image", "video", "news", "discover", "googleNews"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Countries that share whatever the topic's main markets leave. */
const LONG_TAIL = [
  "bra",
  "zaf",
  "esp",
  "ita",
  "jpn",
  "sgp",
  "mys",
  "are",
  "pol",
  "swe",
  "nga",
  "kor",
];
const PROFILES = 8;

/** Each non-web type: its share of impressions and of clicks, its position offset, its pages. */
export const TYPE_TRAFFIC: Record<
  Exclude<SearchType, "web">,
  { impressions: number; clicks: number; position: number; kinds: readonly PageKind[] }
> = {
  image: { impressions: 0.22, clicks: 0.02, position: 9, kinds: ["guide", "product", "post"] },
  video: { impressions: 0.07, clicks: 0.03, position: 3, kinds: [] },
  news: { impressions: 0.04, clicks: 0.05, position: 1, kinds: ["post"] },
  discover: { impressions: 0.12, clicks: 0.06, position: 0, kinds: ["post", "guide"] },
  googleNews: { impressions: 0.015, clicks: 0.05, position: 0, kinds: ["post"] },
};

export type Categories = {
  countries: string[];
  /** Chain fractions per profile: `countryChains[profile]`, `deviceChains[profile]`. */
  countryChains: Float64Array[];
  deviceChains: Float64Array[];
  appearances: string[];
  /** Per page: indices into `appearances` and the share of the page's impressions. */
  pageAppearances: { index: number; share: number }[][];
};

function jittered(shares: readonly number[], seed: number, profile: number): Float64Array {
  const raw = shares.map((s, k) => s * (0.6 + 0.8 * unit(seed, profile, k, 51)));
  const sum = raw.reduce((a, b) => a + b, 0);
  return chainFractions(raw.map((s) => s / sum));
}

const cache = new WeakMap<SearchWorld, Categories>();

export function categoriesOf(world: SearchWorld): Categories {
  const known = cache.get(world);
  if (known) return known;
  const { dataset, site } = world;
  const topic = site.topic;
  const main = topic.countries.map(([code]) => code);
  const rest = 1 - topic.countries.reduce((a, [, share]) => a + share, 0);
  const tail = LONG_TAIL.filter((code) => !main.includes(code));
  const tailWeights = tail.map((_, k) => 1 / (k + 2));
  const tailSum = tailWeights.reduce((a, b) => a + b, 0);
  const shares = [
    ...topic.countries.map(([, share]) => share),
    ...tailWeights.map((w) => (Math.max(0, rest) * w) / tailSum),
  ];
  const appearances = [...new Set(site.pages.flatMap((p) => p.appearances.map(([v]) => v)))];
  appearances.sort();
  const categories: Categories = {
    countries: [...main, ...tail],
    countryChains: Array.from({ length: PROFILES }, (_, p) => jittered(shares, dataset.seed, p)),
    deviceChains: Array.from({ length: PROFILES }, (_, p) =>
      jittered(topic.devices, dataset.seed + 1, p),
    ),
    appearances,
    pageAppearances: site.pages.map((page) =>
      page.appearances.map(([value, share]) => ({ index: appearances.indexOf(value), share })),
    ),
  };
  cache.set(world, categories);
  return categories;
}

/** The country and device profile of a series (by its query, or its page when anonymous). */
export const profileOf = (dataset: Dataset, query: number, page: number): number =>
  Math.floor(unit(dataset.seed, query, page, 52) * PROFILES);
