import Link from "next/link";
import { featureGroups } from "@/content/feature-groups";
import { VIEW_GROUPS } from "@/content/views";
import { PAGE_META } from "@/content/page-meta";
import { pageMetadata } from "@/lib/seo/metadata";
import { Button } from "@/components/ui/button";
import { CtaSection } from "@/components/marketing/cta-section";
import { BreadcrumbHero } from "@/components/marketing/breadcrumb-hero";
import { LinkCard } from "@/components/marketing/link-card";
import { FEATURE_ICONS, VIEW_ICONS } from "@/components/marketing/marketing-icons";
import { Section } from "@/components/marketing/page-sections";

export const metadata = pageMetadata(PAGE_META.features);

// Five cards fill a six-column grid as two wide cards over three narrow ones.
function cardSpan(index: number, count: number): string {
  if (count !== 5) return "lg:col-span-2";
  return index === 0
    ? "sm:col-span-2 lg:col-span-3"
    : index === 1
      ? "lg:col-span-3"
      : "lg:col-span-2";
}

const MORE_VIEWS = VIEW_GROUPS.flatMap((g) => g.views).filter((v) => !v.feature);

export default function FeaturesPage() {
  return (
    <>
      <BreadcrumbHero
        trail={[{ name: "Features", path: "/features/" }]}
        eyebrow="What Rankwell does"
        title="Features"
        lead="Ten features built on one idea: read your data straight from Google, compute it correctly and put it where you can act on it."
      >
        <Button asChild size="lg">
          <Link href="/app/">Get Started — it&apos;s free</Link>
        </Button>
      </BreadcrumbHero>
      {featureGroups().map((group) => (
        <Section
          key={group.id}
          id={group.id}
          title={group.title}
          intro={group.intro}
          className="md:py-16"
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
            {group.features.map((feature, index) => (
              <li key={feature.slug} className={cardSpan(index, group.features.length)}>
                <LinkCard
                  href={`/features/${feature.slug}/`}
                  title={feature.name}
                  summary={feature.summary}
                  icon={FEATURE_ICONS[feature.slug]}
                />
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <div className="border-y bg-muted/40">
        <Section
          title="Also in Rankwell"
          intro="Views that come with every project, plus a light and a dark theme that follow you across the site and the app."
        >
          <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
            {MORE_VIEWS.map((view) => {
              const Icon = VIEW_ICONS[view.id];
              return (
                <li key={view.id} className="flex gap-3">
                  {Icon && <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />}
                  <div>
                    <h3 className="font-semibold">{view.name}</h3>
                    <p className="mt-1 text-sm text-pretty text-muted-foreground">{view.body}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </Section>
      </div>
      <div className="pt-16 md:pt-24">
        <CtaSection
          title="Try every feature with your own data"
          body="Sign in with Google, create a project and connect a Search Console property. The features on this page then work on your own numbers."
        />
      </div>
    </>
  );
}
