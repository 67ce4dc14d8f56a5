import Link from "next/link";
import { CheckCircle2 } from "lucide-react";
import { pageMetadata } from "@/lib/seo/metadata";
import { BreadcrumbHero } from "@/components/marketing/breadcrumb-hero";
import { Section } from "@/components/marketing/page-sections";
import { Button } from "@/components/ui/button";

export const metadata = pageMetadata({
  title: "Payment received",
  description:
    "Thank you for your payment to Rankwell. Your account and data stay as they are: sign in as usual, and ask the team for receipts, invoices or help with terms.",
  path: "/payment-success/",
  noindex: true,
});

const NEXT_STEPS = [
  {
    title: "Nothing else to do",
    text: "Your projects, data sources and Google connections stay exactly as they are. Sign in the way you always do.",
  },
  {
    title: "Your terms apply",
    text: "What you paid for is set out in your agreement with Rankwell and applies from the date given there.",
  },
  {
    title: "Receipts, invoices and questions",
    text: "Need an invoice, a receipt, a correction or help with your terms? Write to the team with the topic Sales / Agency and we reply within two working days.",
  },
];

export default function PaymentSuccessPage() {
  return (
    <>
      <BreadcrumbHero
        trail={[{ name: "Payment received", path: "/payment-success/" }]}
        title="Payment received"
        lead="Thank you. Your payment has reached Rankwell, and your support helps keep the product free for every site owner."
      >
        <CheckCircle2 aria-hidden className="size-12 text-success" />
      </BreadcrumbHero>
      <Section title="What happens next">
        <ol className="grid gap-6 md:grid-cols-3">
          {NEXT_STEPS.map((step) => (
            <li key={step.title} className="rounded-xl border p-6">
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href="/app/">Go to your dashboard</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/contact/?topic=sales">Contact the team</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
