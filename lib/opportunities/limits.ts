import type { OpportunityType } from "@/lib/seo/opportunities";

// The Opportunities view's choices and limits, zod-free so the view's client code reads them
// without loading the schemas.

export const OPPORTUNITY_TYPE_IDS = [
  "striking-distance",
  "low-ctr",
  "decaying-page",
  "cannibalization",
  "weaker-page",
  "missing-from-sitemap",
  "sitemap-no-impressions",
] as const satisfies readonly OpportunityType[];

export const OPPORTUNITY_TYPE_LABELS: Record<OpportunityType, string> = {
  "striking-distance": "Striking distance",
  "low-ctr": "CTR below the curve",
  "decaying-page": "Decaying page",
  cannibalization: "Cannibalization",
  "weaker-page": "Weaker page ranks",
  "missing-from-sitemap": "Missing from sitemaps",
  "sitemap-no-impressions": "Sitemap URL never shown",
};

/** The rules that estimate no clicks (their gain is always 0): the view shows no click figure. */
export const TYPES_WITHOUT_GAIN: ReadonlySet<OpportunityType> = new Set([
  "missing-from-sitemap",
  "sitemap-no-impressions",
]);

export const OPPORTUNITY_SORTS = ["gain", "impressions", "clicks", "position", "type"] as const;
export type OpportunitySort = (typeof OPPORTUNITY_SORTS)[number];

export const OPPORTUNITY_SHOWS = ["open", "snoozed", "dismissed"] as const;
export type OpportunityShow = (typeof OPPORTUNITY_SHOWS)[number];

/** How long a snooze may last, in days. */
export const SNOOZE_DAYS = [7, 30, 90] as const;

/** The thresholds the view lets a user change, and how far. */
export const THRESHOLD_LIMITS = {
  strikingMaxPosition: { min: 5, max: 50, integer: true },
  strikingMinImpressions: { min: 10, max: 100_000, integer: true },
  lowCtrRatio: { min: 0.1, max: 0.95, integer: false },
  decayRatio: { min: 0.1, max: 0.95, integer: false },
  sitemapMinImpressions: { min: 1, max: 100_000, integer: true },
} as const;
