import { FEATURES, type FeatureSlug } from "@/lib/site";
import { aiInsights } from "./ai-insights";
import { allInOne } from "./all-in-one";
import { analytics } from "./analytics";
import { cannibalization } from "./cannibalization";
import { contentPlanning } from "./content-planning";
import { googleBusinessProfile } from "./google-business-profile";
import { opportunities } from "./opportunities";
import { reports } from "./reports";
import { searchPerformance } from "./search-performance";
import { sitemaps } from "./sitemaps";
import type { FeatureContent } from "./types";

export type { FeatureContent, FeaturePoint } from "./types";

const CONTENT: Record<FeatureSlug, FeatureContent> = {
  "search-performance": searchPerformance,
  cannibalization,
  sitemaps,
  analytics,
  "google-business-profile": googleBusinessProfile,
  "all-in-one": allInOne,
  "ai-insights": aiInsights,
  opportunities,
  "content-planning": contentPlanning,
  reports,
};

export type Feature = (typeof FEATURES)[number];

export function isFeatureSlug(value: string): value is FeatureSlug {
  return FEATURES.some((f) => f.slug === value);
}

export function getFeature(slug: FeatureSlug): Feature {
  const feature = FEATURES.find((f) => f.slug === slug);
  if (!feature) throw new Error(`Unknown feature ${slug}`);
  return feature;
}

export function getFeatureContent(slug: FeatureSlug): FeatureContent {
  return CONTENT[slug];
}
