import type { Faq } from "@/lib/seo/json-ld";

export type PlanCell = true | string;

/** Rows of the plan comparison: `true` means included, a string says how. */
export const COMPARISON: { feature: string; free: PlanCell; agency: PlanCell }[] = [
  { feature: "Price", free: "$0, no credit card", agency: "Agreed with you" },
  { feature: "Search Performance, cannibalization and sitemaps", free: true, agency: true },
  { feature: "URL Inspection and Coverage & Issues", free: true, agency: true },
  { feature: "Analytics and GA4 Explore", free: true, agency: true },
  { feature: "Google Business Profile metrics", free: true, agency: true },
  { feature: "AI Insights, GSC Insights and Opportunities", free: true, agency: true },
  { feature: "Content planning, calendar and reports", free: true, agency: true },
  {
    feature: "Projects, properties and locations",
    free: "No Rankwell limit",
    agency: "No Rankwell limit",
  },
  {
    feature: "Search Console history",
    free: "16 months (Google's limit)",
    agency: "16 months (Google's limit)",
  },
  { feature: "Six free SEO tools", free: true, agency: true },
  { feature: "Self-hosting from the same code", free: true, agency: true },
  { feature: "Support", free: "Email and contact form", agency: "A direct line to the team" },
  { feature: "Help onboarding client properties", free: "Documentation", agency: true },
  { feature: "Terms", free: "Standard Terms of Service", agency: "Agreed with you in writing" },
];

export const PRICING_FAQS: Faq[] = [
  {
    question: "Is Rankwell really free?",
    answer:
      "Yes. The Free plan has every view of the product, has no trial period and never asks for a credit card. You sign in with Google and connect your Search Console, GA4 and Business Profile properties.",
  },
  {
    question: "Which limits apply on the Free plan?",
    answer:
      "Only Google's own API quotas, which apply to every tool that reads your data. For example, URL Inspection allows 2,000 inspections per property per day and GA4 gives a standard property 200,000 reporting tokens a day. Rankwell spreads its requests within these quotas and tells you when one is used up.",
  },
  {
    question: "Who is the Agency plan for, and what does it cost?",
    answer:
      "It is for agencies and consultants who look after many client sites and want help bringing them in, a direct line to the team and terms in writing. The price depends on what you need, so we agree it with you after a short conversation.",
  },
  {
    question: "Can I self-host Rankwell for free?",
    answer:
      "Yes. The hosted service and a self-hosted install run the same code. Self-hosting costs nothing beyond your own server and database; the documentation lists the settings for each of the three run modes.",
  },
  {
    question: "How do I pay for the Agency plan?",
    answer:
      "There is no online checkout. Agency terms, including how and when you pay, are arranged directly with the team and set out in writing before anything is charged.",
  },
  {
    question: "How does Rankwell pay for a free product?",
    answer:
      "Agencies that want more than the product itself pay for it under the Agency plan. Rankwell does not sell your data, does not show ads and does not use Google data for advertising.",
  },
  {
    question: "What happens to my data if I stop using Rankwell?",
    answer:
      "Delete your account in Settings. Rankwell revokes its access to your Google account and deletes your projects, data sources and stored tokens.",
  },
];
