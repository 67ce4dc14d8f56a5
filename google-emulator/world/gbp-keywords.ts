// The searches a location was shown for, per month (google-apis.md §4.3): monthly unique users
// per keyword, lower-cased, with the long tail below Google's threshold.
import type { GbpLocation } from "./catalog";
import { dailyMetricValue } from "./gbp-performance";
import { dayOf } from "./ga4-calendar";
import { jitter } from "./ga4-noise";

const TERMS: Record<string, readonly string[]> = {
  "categories/gcid:garden_center": [
    "garden center",
    "plant nursery",
    "garden store",
    "nursery",
    "potting soil",
    "raised bed soil",
    "vegetable starts",
    "fruit trees",
    "native plants",
    "compost",
    "mulch",
    "houseplants",
    "garden supply",
    "seed store",
    "perennials",
    "bulk soil delivery",
  ],
  "categories/gcid:landscaper": [
    "landscaper",
    "landscaping company",
    "garden design",
    "lawn care",
    "yard cleanup",
    "drip irrigation installation",
    "native garden design",
    "hedge trimming",
    "landscape contractor",
  ],
  "categories/gcid:dentist": [
    "dentist",
    "dental office",
    "emergency dentist",
    "teeth cleaning",
    "family dentist",
    "cosmetic dentist",
    "dental implants",
    "invisalign",
    "teeth whitening",
    "root canal",
  ],
  "categories/gcid:coffee_shop": [
    "coffee shop",
    "coffee",
    "cafe",
    "espresso",
    "coffee roasters",
    "latte",
    "cold brew",
    "pour over coffee",
    "coffee beans",
    "breakfast cafe",
    "wifi cafe",
  ],
};

// The long tail: most of these are searched by fewer people than Google will report.
const MODIFIERS = ["open now", "hours", "reviews", "prices", "open sunday"];

export type KeywordCount = { keyword: string; users: number };

function keywords(location: GbpLocation): string[] {
  const terms = TERMS[location.category.name] ?? ["local business"];
  const place = (location.address?.locality ?? "portland").toLowerCase();
  const brand = location.title.split(/\s+[—-]\s+/)[0]!.toLowerCase();
  return [
    brand,
    `${brand} ${place}`,
    ...terms.flatMap((t) => [`${t} near me`, t, `${t} ${place}`]),
    ...terms.map((t) => `best ${t} in ${place}`),
    ...MODIFIERS.flatMap((m) => terms.map((t) => `${t} ${m}`)),
  ];
}

/**
 * Unique users per keyword over the months from `first` to `last`, most first; days after
 * `lastDay` (not counted yet) add nothing.
 */
export function keywordCounts(
  location: GbpLocation,
  first: { year: number; month: number },
  last: { year: number; month: number },
  lastDay: number,
): KeywordCount[] {
  const list = keywords(location);
  const totals = new Float64Array(list.length);
  for (let m = first.year * 12 + first.month - 1; m <= last.year * 12 + last.month - 1; m++) {
    const start = dayOf(Math.floor(m / 12), (m % 12) + 1, 1);
    const end = dayOf(Math.floor((m + 1) / 12), ((m + 1) % 12) + 1, 1);
    let searchImpressions = 0;
    for (let day = start; day < Math.min(end, lastDay + 1); day++) {
      searchImpressions +=
        dailyMetricValue(location, "BUSINESS_IMPRESSIONS_MOBILE_SEARCH", day) +
        dailyMetricValue(location, "BUSINESS_IMPRESSIONS_DESKTOP_SEARCH", day);
    }
    // Half of a month's search impressions come from keywords Google reports, in power-law shares.
    list.forEach((_, k) => {
      const share = 1 / Math.pow(k + 2, 1.45);
      totals[k] = totals[k]! + searchImpressions * 0.5 * share * jitter(0.25, location.seed, m, k);
    });
  }
  return list
    .map((keyword, k) => ({ keyword, users: Math.round(totals[k]!) }))
    .sort((a, b) => b.users - a.users || (a.keyword < b.keyword ? -1 : 1));
}
