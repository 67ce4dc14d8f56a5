import { FEATURES, FOOTER_GROUPS } from "@/lib/site";
import type { Feature } from "@/lib/marketing/features";

export type FeatureGroup = { id: string; title: string; intro: string; features: Feature[] };

const FEATURE_HREF = /^\/features\/([^/]+)\/$/;

const GROUP_COPY = [
  {
    id: "core",
    title: "Core features",
    intro:
      "Your Google data, organised by project: search, site analytics, local presence and the reports you send.",
  },
  {
    id: "advanced",
    title: "Advanced features",
    intro:
      "Analysis on top of that data: conflicts between your own pages, sitemap checks, explanations, opportunities and plans.",
  },
];

function toFeature(href: string): Feature | undefined {
  const slug = href.match(FEATURE_HREF)?.[1];
  return FEATURES.find((f) => f.slug === slug);
}

/**
 * Core and advanced features, in the order the site footer lists them. The grouping is read from the
 * footer groups made only of feature links, so it is decided in one place.
 */
export function featureGroups(): FeatureGroup[] {
  const groups = FOOTER_GROUPS.filter((g) => g.links.every((l) => FEATURE_HREF.test(l.href)));
  return groups.flatMap((group, index) => {
    const copy = GROUP_COPY[index];
    if (!copy) return [];
    const features = group.links
      .map((l) => toFeature(l.href))
      .filter((f): f is Feature => f !== undefined);
    return [{ ...copy, features }];
  });
}

export function featureGroupOf(slug: Feature["slug"]): FeatureGroup | undefined {
  return featureGroups().find((g) => g.features.some((f) => f.slug === slug));
}
