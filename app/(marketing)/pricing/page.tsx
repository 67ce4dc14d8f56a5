import Link from "next/link";
import { faqPageLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { JsonLdScript } from "@/components/seo/json-ld";
import { BreadcrumbHero } from "@/components/marketing/breadcrumb-hero";
import { Section } from "@/components/marketing/page-sections";
import { ComparisonTable } from "./_components/comparison-table";
import { PlanCards } from "./_components/plan-cards";
import { PRICING_FAQS } from "./_components/pricing-data";

export const metadata = pageMetadata({
  title: "Pricing: free forever, Agency plan by contact",
  description:
    "Rankwell is free forever, with every view and no credit card. Agencies managing many client sites can talk to us about an Agency plan. Self-hosting is free too.",
  path: "/pricing/",
  section: "Pricing",
});

export default function PricingPage() {
  return (
    <>
      <JsonLdScript data={faqPageLd(PRICING_FAQS)} />
      <BreadcrumbHero
        trail={[{ name: "Pricing", path: "/pricing/" }]}
        eyebrow="Free forever"
        title="Pricing"
        lead="Every view of Rankwell is free, for as many sites as you manage, with no credit card. Agencies that want help with many client sites can talk to us about an Agency plan."
      />
      <Section
        title="Plans"
        intro="The product is the same on both plans. The Agency plan is about how we work with you."
      >
        <PlanCards />
      </Section>
      <Section
        title="Compare the plans"
        intro="Limits come from Google's APIs, not from Rankwell: they are the same for every tool that reads your data."
        className="pt-0 md:pt-0"
      >
        <ComparisonTable />
      </Section>
      <Section title="Pricing questions" className="pt-0 md:pt-0">
        <dl className="grid gap-x-12 gap-y-8 md:grid-cols-2">
          {PRICING_FAQS.map((faq) => (
            <div key={faq.question}>
              <dt className="font-semibold">{faq.question}</dt>
              <dd className="mt-2 text-muted-foreground">{faq.answer}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-12 text-muted-foreground">
          Something else? Read the{" "}
          <Link href="/docs/#self-hosting" className="text-primary underline underline-offset-4">
            self-hosting guide
          </Link>{" "}
          or{" "}
          <Link href="/contact/?topic=sales" className="text-primary underline underline-offset-4">
            ask the team
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
