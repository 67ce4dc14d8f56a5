import type { FeatureSlug } from "@/lib/site";
import { getFeature } from "@/content/features";
import { LinkCard } from "@/components/marketing/link-card";
import { FEATURE_ICONS } from "@/components/marketing/marketing-icons";
import { Section } from "@/components/marketing/page-sections";

export function RelatedFeatures({ slugs }: { slugs: FeatureSlug[] }) {
  return (
    <Section title="Related features" className="pt-0 md:pt-0">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {slugs.map((slug) => {
          const feature = getFeature(slug);
          return (
            <li key={slug}>
              <LinkCard
                href={`/features/${slug}/`}
                title={feature.name}
                summary={feature.summary}
                icon={FEATURE_ICONS[slug]}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
