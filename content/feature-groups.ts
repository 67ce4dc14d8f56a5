import { ADVANCED_FEATURES, CORE_FEATURES, FEATURES, type FeatureSlug } from "@/lib/site";
import type { Feature } from "@/content/features";

export type FeatureGroup = { id: string; title: string; intro: string; features: Feature[] };

const GROUPS: (Omit<FeatureGroup, "features"> & { slugs: FeatureSlug[] })[] = [
  {
    id: "core",
    title: "Core features",
    intro:
      "Your Google data, organised by project: search, site analytics, local presence and the reports you send.",
    slugs: CORE_FEATURES,
  },
  {
    id: "advanced",
    title: "Advanced features",
    intro:
      "Analysis on top of that data: conflicts between your own pages, sitemap checks, explanations, opportunities and plans.",
    slugs: ADVANCED_FEATURES,
  },
];

/** Core and advanced features, in the order the site footer lists them. */
export function featureGroups(): FeatureGroup[] {
  return GROUPS.map(({ slugs, ...copy }) => ({
    ...copy,
    features: slugs
      .map((slug) => FEATURES.find((f) => f.slug === slug))
      .filter((f): f is Feature => f !== undefined),
  }));
}

export function featureGroupOf(slug: Feature["slug"]): FeatureGroup | undefined {
  return featureGroups().find((g) => g.features.some((f) => f.slug === slug));
}
