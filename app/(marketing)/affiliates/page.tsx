import Link from "next/link";
import { pageMetadata } from "@/lib/seo/metadata";
import { BreadcrumbHero } from "@/components/marketing/breadcrumb-hero";
import { Section } from "@/components/marketing/page-sections";
import { Button } from "@/components/ui/button";
import { AffiliateAudience } from "./_components/affiliate-audience";
import { ApplySteps } from "./_components/apply-steps";

export const metadata = pageMetadata({
  title: "Affiliate Program: recommend Rankwell",
  description:
    "Recommend Rankwell to agencies, SEO teams and site owners. Tell us where you would share it, and we send the current terms. Rewards are set per agreement.",
  path: "/affiliates/",
  section: "Affiliates",
});

const APPLY_HREF = "/contact/?topic=affiliates";

export default function AffiliatesPage() {
  return (
    <>
      <BreadcrumbHero
        trail={[{ name: "Affiliate Program", path: "/affiliates/" }]}
        eyebrow="Partners"
        title="Affiliate Program"
        lead="If you advise people who live in Search Console and Google Analytics, recommend Rankwell to them. Affiliates are rewarded under a written agreement: apply and we will send the current terms."
      >
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href={APPLY_HREF}>Apply to join</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/legal/affiliate-terms/">Read the Affiliate Terms</Link>
          </Button>
        </div>
      </BreadcrumbHero>
      <Section
        title="What the program is"
        intro="A simple arrangement between Rankwell and people whose recommendations others trust."
      >
        <div className="grid max-w-3xl gap-4 text-muted-foreground">
          <p>
            You tell your audience or clients about Rankwell where it genuinely helps them: in a
            tutorial, a newsletter, a course, a client workshop or a tool comparison. When a
            referral becomes a paying customer, for example on the Agency plan, you are rewarded as
            your agreement says.
          </p>
          <p>
            How referrals are tracked, what the reward is and when it is paid are decided per
            agreement, because an agency partner and a newsletter writer work in different ways. We
            do not publish a fixed rate here; we send you the current terms when you apply, and
            nothing applies until both sides have agreed in writing.
          </p>
          <p>
            What you recommend is easy to stand behind: Rankwell is free forever for every site,
            needs no credit card, reads Google data with read-only access wherever Google offers it,
            and can be self-hosted for free.
          </p>
        </div>
      </Section>
      <Section title="Who it is for" className="pt-0 md:pt-0">
        <AffiliateAudience />
      </Section>
      <Section title="How to apply" className="pt-0 md:pt-0">
        <ApplySteps applyHref={APPLY_HREF} />
        <p className="mt-10 max-w-3xl text-muted-foreground">
          The{" "}
          <Link
            href="/legal/affiliate-terms/"
            className="text-primary underline underline-offset-4"
          >
            Affiliate Terms
          </Link>{" "}
          describe the rules every affiliate follows, such as disclosing the relationship and never
          making claims about Rankwell that are not true. Your individual agreement adds the
          commercial details.
        </p>
      </Section>
    </>
  );
}
