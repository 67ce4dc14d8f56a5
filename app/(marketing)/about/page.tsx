import Link from "next/link";
import { PAGE_META } from "@/content/page-meta";
import { STORY_LEAD } from "@/content/story";
import { pageMetadata } from "@/lib/seo/metadata";
import { CtaSection } from "@/components/marketing/cta-section";
import { BreadcrumbHero } from "@/components/marketing/breadcrumb-hero";
import { Section } from "@/components/marketing/page-sections";
import { NextSteps } from "./_components/next-steps";
import { Principles } from "./_components/principles";
import { RunModes } from "./_components/run-modes";
import { WhyRankwell } from "./_components/why-rankwell";

export const metadata = pageMetadata(PAGE_META.about);

const LINK = "text-primary font-medium underline underline-offset-4";

export default function AboutPage() {
  return (
    <>
      <BreadcrumbHero
        trail={[{ name: "The Story", path: "/about/" }]}
        eyebrow="About Rankwell"
        title="The Story"
        lead={STORY_LEAD}
      />
      <Section title="Why Rankwell exists">
        <WhyRankwell />
      </Section>
      <div className="border-y bg-muted/40">
        <Section
          title="What we hold to"
          intro="The rules every part of Rankwell is built to, from the sign-in popup to the last table."
        >
          <Principles />
        </Section>
      </div>
      <Section
        title="Three ways to run it"
        intro="Use Rankwell as a service, or run the same code yourself in whichever of three modes suits you."
      >
        <RunModes />
        <p className="mt-8 text-sm text-muted-foreground">
          Setup for each mode is in the{" "}
          <Link href="/docs/" className={LINK}>
            documentation
          </Link>
          .
        </p>
      </Section>
      <div className="border-y bg-muted/40">
        <Section
          title="What comes next"
          intro="What we are working towards. No dates: we would rather ship than promise."
        >
          <NextSteps />
          <p className="mt-8 text-sm text-muted-foreground">
            Missing something you need every week?{" "}
            <Link href="/contact/" className={LINK}>
              Tell us
            </Link>
            .
          </p>
        </Section>
      </div>
      <div className="pt-16 md:pt-24">
        <CtaSection
          title="Bring your Google data together"
          body="Sign in with Google, create a project and see your search, site and local data in one place."
        />
      </div>
    </>
  );
}
