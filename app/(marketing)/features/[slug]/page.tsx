import Link from "next/link";
import { notFound } from "next/navigation";
import { featureGroupOf } from "@/content/feature-groups";
import { getFeature, getFeatureContent, isFeatureSlug } from "@/content/features";
import { pageMetadata } from "@/lib/seo/metadata";
import { FEATURES } from "@/lib/site";
import { Button } from "@/components/ui/button";
import { CtaSection } from "@/components/marketing/cta-section";
import { BreadcrumbHero } from "@/components/marketing/breadcrumb-hero";
import { FeatureDetails } from "./_components/feature-details";
import { FeatureOverview } from "./_components/feature-overview";
import { FeatureUsage } from "./_components/feature-usage";
import { RelatedFeatures } from "./_components/related-features";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return FEATURES.map((feature) => ({ slug: feature.slug }));
}

async function load(params: Props["params"]) {
  const { slug } = await params;
  if (!isFeatureSlug(slug)) notFound();
  return { feature: getFeature(slug), content: getFeatureContent(slug) };
}

export async function generateMetadata({ params }: Props) {
  const { feature, content } = await load(params);
  return pageMetadata({
    title: content.title,
    description: content.description,
    path: `/features/${feature.slug}/`,
    section: "Features",
  });
}

export default async function FeaturePage({ params }: Props) {
  const { feature, content } = await load(params);
  const group = featureGroupOf(feature.slug);
  return (
    <>
      <BreadcrumbHero
        trail={[
          { name: "Features", path: "/features/" },
          { name: feature.name, path: `/features/${feature.slug}/` },
        ]}
        eyebrow={group?.id === "core" ? "Core feature" : "Advanced feature"}
        title={feature.name}
        lead={content.lead}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/app/">Get Started — it&apos;s free</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/features/">All features</Link>
          </Button>
        </div>
      </BreadcrumbHero>
      <FeatureOverview content={content} />
      <FeatureDetails content={content} />
      <FeatureUsage content={content} />
      <RelatedFeatures slugs={content.related} />
      <CtaSection
        title={`See ${feature.name} with your own data`}
        body="Sign in with Google, create a project and connect your properties. Rankwell only ever reads your data."
      />
    </>
  );
}
