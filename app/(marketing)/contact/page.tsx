import Link from "next/link";
import { Mail } from "lucide-react";
import { pageMetadata } from "@/lib/seo/metadata";
import { CONTACT_EMAIL } from "@/lib/site";
import { BreadcrumbHero } from "@/components/marketing/breadcrumb-hero";
import { Section } from "@/components/marketing/page-sections";
import { Card, CardContent } from "@/components/ui/card";
import { ContactForm } from "@/components/contact/contact-form";
import { Toaster } from "@/components/ui/sonner";

export const metadata = pageMetadata({
  title: "Contact Rankwell: support, agencies and privacy",
  description:
    "Write to the Rankwell team about support, the Agency plan, privacy and GDPR requests or the affiliate program. We reply within two working days, by email.",
  path: "/contact/",
  section: "Contact",
});

const TOPIC_GUIDE = [
  {
    topic: "Support",
    text: "Name the view and the project, and what you expected to see. Never send tokens or passwords.",
  },
  {
    topic: "Sales / Agency",
    text: "Tell us roughly how many client sites you manage and how your team works.",
  },
  {
    topic: "Privacy / GDPR",
    text: "Access, correction, export or deletion requests. Write from the email of your Rankwell account.",
  },
  {
    topic: "Affiliates",
    text: "Where you would recommend Rankwell: your site, newsletter, channel or clients.",
  },
];

export default function ContactPage() {
  return (
    <>
      <BreadcrumbHero
        trail={[{ name: "Contact", path: "/contact/" }]}
        title="Contact"
        lead="Questions about Rankwell, help with a view, an agency enquiry or a privacy request: write to us and a person from the team replies within two working days."
      />
      <Section>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <Card>
            <CardContent>
              <h2 className="mb-6 text-xl font-semibold">Send us a message</h2>
              <ContactForm />
              <Toaster />
            </CardContent>
          </Card>
          <aside aria-label="Contact details and tips" className="space-y-8">
            <div>
              <h2 className="text-lg font-semibold">Write to us directly</h2>
              <p className="mt-2 text-sm text-muted-foreground">
                Prefer your own mail app? The same people read both.
              </p>
              <a
                href={`mailto:${CONTACT_EMAIL}`}
                className="mt-3 inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
              >
                <Mail aria-hidden className="size-4" />
                {CONTACT_EMAIL}
              </a>
            </div>
            <div>
              <h2 className="text-lg font-semibold">What helps us answer</h2>
              <dl className="mt-3 space-y-4 text-sm">
                {TOPIC_GUIDE.map((item) => (
                  <div key={item.topic}>
                    <dt className="font-medium">{item.topic}</dt>
                    <dd className="mt-1 text-muted-foreground">{item.text}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <p className="text-sm text-muted-foreground">
              We use what you send only to answer you. The{" "}
              <Link href="/legal/privacy/" className="text-primary underline underline-offset-4">
                Privacy Policy
              </Link>{" "}
              explains how long we keep messages. Looking for answers first? Try the{" "}
              <Link href="/docs/" className="text-primary underline underline-offset-4">
                documentation
              </Link>
              .
            </p>
          </aside>
        </div>
      </Section>
    </>
  );
}
