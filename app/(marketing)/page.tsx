import Link from "next/link";
import { siteUrl } from "@/lib/env";
import { PAGE_META } from "@/content/page-meta";
import { organizationLd, softwareApplicationLd, websiteLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { PUBLIC_PAGES } from "@/lib/site";
import { JsonLdScript } from "@/components/seo/json-ld";
import { AudienceCards } from "@/components/marketing/audience-cards";
import { CtaSection } from "@/components/marketing/cta-section";
import { FreeToolsGrid } from "@/components/marketing/free-tools-grid";
import { HowItWorks } from "@/components/marketing/how-it-works";
import { LandingHero } from "@/components/marketing/landing-hero";
import { Section } from "@/components/marketing/page-sections";
import { StatsStrip } from "@/components/marketing/stats-strip";
import { TrustPoints } from "@/components/marketing/trust-points";
import { ViewsOverview } from "@/components/marketing/views-overview";

export const metadata = pageMetadata(PAGE_META.home);

const HEADING = PUBLIC_PAGES.find((p) => p.path === "/")?.heading ?? "";

export default function Home() {
  return (
    <>
      <JsonLdScript
        data={[organizationLd(siteUrl), websiteLd(siteUrl), softwareApplicationLd(siteUrl)]}
      />
      <LandingHero title={HEADING} />
      <StatsStrip />
      <Section
        title="Built for the people who live in Search Console"
        intro="Whether you look after one site or fifty clients, Rankwell starts from the same place: your own Google data, read directly from Google."
      >
        <AudienceCards />
      </Section>
      <div className="border-y bg-muted/40">
        <Section
          title="Every view you need, in one workspace"
          intro="Search, site analytics and local presence, with the analysis on top. Every view reads the project, property and date range you pick once in the filter bar."
        >
          <ViewsOverview />
          <p className="mt-8 text-sm text-muted-foreground">
            <Link
              href="/features/"
              className="font-medium text-primary underline underline-offset-4"
            >
              See every feature in detail
            </Link>
          </p>
        </Section>
      </div>
      <Section
        title="Up and running in three steps"
        intro="No tracking code to install and nothing to configure: your data is already in Google."
      >
        <HowItWorks />
      </Section>
      <div className="border-y bg-muted/40">
        <Section
          title="Six free SEO tools"
          intro="Check a page without signing in: its meta tags, its speed, its robots.txt rules, its backlinks, its keywords and its look in Google's results."
        >
          <FreeToolsGrid />
        </Section>
      </div>
      <Section
        title="Your Google data, handled with care"
        intro="Rankwell needs your data to show it to you, and asks for nothing more."
      >
        <TrustPoints />
        <p className="mt-8 text-sm text-muted-foreground">
          Details in the{" "}
          <Link
            href="/legal/privacy/"
            className="font-medium text-primary underline underline-offset-4"
          >
            privacy policy
          </Link>
          , and why we work this way in{" "}
          <Link href="/about/" className="font-medium text-primary underline underline-offset-4">
            The Story
          </Link>
          .
        </p>
      </Section>
      <CtaSection
        title="See your search, site and local data in one place"
        body="Sign in with Google, create a project and connect your properties. It takes a few minutes and no credit card."
      />
    </>
  );
}
