import Link from "next/link";
import { ContactEmail, LegalLink } from "./legal-links";
import { termsLiabilitySections } from "./terms-liability";
import type { LegalDocument } from "./types";

export const termsOfService: LegalDocument = {
  slug: "terms",
  metaTitle: "Terms of Service",
  description:
    "The rules for using Rankwell's hosted app and free SEO tools: your Google account and data, acceptable use, the Free and Agency plans, liability and ending use.",
  lead: "The agreement between you and Rankwell when you use the hosted app or the free tools. Plain language, no traps.",
  sections: [
    {
      id: "agreement",
      title: "The agreement",
      body: (
        <>
          <p>
            By signing in to Rankwell or using the free tools on this website, you accept these
            Terms. If you use Rankwell for an organisation, you accept them for that organisation
            and confirm you may do so.
          </p>
          <p>
            Agency customers also sign a written agreement with us. Where it differs from these
            Terms, the written agreement applies. If you run Rankwell on your own server, these
            Terms do not cover your installation; the licence that comes with the code does.
          </p>
        </>
      ),
    },
    {
      id: "service",
      title: "What Rankwell provides",
      body: (
        <p>
          Rankwell shows your Google Search Console, Google Analytics 4 and Google Business Profile
          data in projects, with views such as search performance, cannibalization, opportunities,
          AI insights, content planning and reports, plus six free SEO tools. We improve the product
          continuously, so views and features may change, but you can always delete your account and
          the data it holds.
        </p>
      ),
    },
    {
      id: "account",
      title: "Your account",
      body: (
        <ul>
          <li>You sign in with a Google account and must be at least 16 years old.</li>
          <li>
            Keep your Google account secure; anything done through your signed-in session counts as
            done by you.
          </li>
          <li>Tell us promptly if you believe someone else has used your account.</li>
        </ul>
      ),
    },
    {
      id: "google-data",
      title: "Your Google data",
      body: (
        <>
          <p>
            You may connect only properties and locations you are allowed to access, and you remain
            responsible for having the right to view that data, including data about your clients.
            You allow Rankwell to read that data through Google&apos;s APIs to provide the service
            to you; you can withdraw this at any time.
          </p>
          <p>
            Your data stays yours. We use it only as the{" "}
            <LegalLink slug="privacy">Privacy Policy</LegalLink> describes. Google&apos;s own terms
            apply to your Google account and products, and Google&apos;s API quotas limit how much
            data any tool can read.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <>
          <p>Do not use Rankwell or the free tools to:</p>
          <ul>
            <li>
              break the law or anyone&apos;s rights, or to access data you are not allowed to see;
            </li>
            <li>
              scan, test or load websites or networks that you do not control or have no permission
              to test;
            </li>
            <li>get around rate limits, quotas, access controls or other security measures;</li>
            <li>
              overload the service, or collect its content or other users&apos; data by automated
              means;
            </li>
            <li>
              resell or offer the hosted service to others without a written agreement with us.
            </li>
          </ul>
          <p>
            Reporting a security weakness to us in good faith is always welcome and never a breach
            of these Terms.
          </p>
        </>
      ),
    },
    {
      id: "plans",
      title: "Plans and payment",
      body: (
        <p>
          The Free plan includes every view of the product at no charge and needs no payment
          details. The Agency plan is arranged directly with us: its services, price and payment
          terms are set out in the written agreement, and nothing is charged without it. See{" "}
          <Link href="/pricing/">Pricing</Link>.
        </p>
      ),
    },
    ...termsLiabilitySections,
    {
      id: "contact",
      title: "Contact",
      body: (
        <p>
          Questions about these Terms: <ContactEmail />.
        </p>
      ),
    },
  ],
};
