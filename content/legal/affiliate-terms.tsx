import Link from "next/link";
import { ContactEmail, ContactFormLink, LegalLink } from "./legal-links";
import type { LegalDocument } from "./types";

export const affiliateTerms: LegalDocument = {
  slug: "affiliate-terms",
  metaTitle: "Affiliate Terms",
  description:
    "Rules of the Rankwell Affiliate Program: joining, honest promotion and disclosure, rewards set by individual agreement, brand use and ending the arrangement.",
  lead: "The general rules every Rankwell affiliate follows. Your individual agreement adds the commercial details, such as how referrals are tracked and rewarded.",
  sections: [
    {
      id: "about",
      title: "About these terms",
      body: (
        <p>
          These terms apply to everyone in the Rankwell Affiliate Program (&quot;you&quot;).
          Together with the individual agreement we sign with you, they form your affiliate
          arrangement. Where the two differ, the individual agreement applies. You can read about
          the program on the <Link href="/affiliates/">Affiliate Program page</Link>.
        </p>
      ),
    },
    {
      id: "joining",
      title: "Joining",
      body: (
        <p>
          Apply through the{" "}
          <ContactFormLink topic="affiliates">
            contact form with the topic Affiliates
          </ContactFormLink>
          . We review each application and may decline one without giving reasons. Neither side is
          bound until the individual agreement is signed.
        </p>
      ),
    },
    {
      id: "promotion",
      title: "Honest promotion",
      body: (
        <>
          <p>When you recommend Rankwell, you:</p>
          <ul>
            <li>
              say clearly and close to the recommendation that you may be rewarded for it, as
              advertising and consumer protection law requires;
            </li>
            <li>
              make only claims that are true and current, for example that Rankwell is free forever,
              needs no credit card and can be self-hosted, and never invent features, results or
              prices;
            </li>
            <li>
              do not present yourself as Rankwell, or Rankwell as endorsed by or partnered with
              Google;
            </li>
            <li>
              do not send unsolicited messages, and respect the rules of every platform you post on;
            </li>
            <li>
              do not bid on &quot;Rankwell&quot; or close variants in paid search, hide or force
              referral links, or refer yourself or your own organisation, unless your agreement
              allows it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "rewards",
      title: "Rewards",
      body: (
        <p>
          What counts as a referral, the reward and when and how it is paid are set in your
          individual agreement. No reward is due for referrals made in breach of these terms, for
          self-referrals, or for customer relationships that are cancelled or refunded in the period
          your agreement names. You are responsible for your own taxes.
        </p>
      ),
    },
    {
      id: "brand",
      title: "Using the Rankwell name",
      body: (
        <p>
          While your arrangement lasts, you may use the Rankwell name and the logo files we provide
          to promote Rankwell, without changing them. This permission ends with the arrangement, and
          we may withdraw it for a specific use that harms the brand.
        </p>
      ),
    },
    {
      id: "personal-data",
      title: "Personal data",
      body: (
        <p>
          People you refer sign up with Rankwell themselves, and we handle their data under our{" "}
          <LegalLink slug="privacy">Privacy Policy</LegalLink>. You and Rankwell are each
          responsible for the personal data you handle yourselves. Do not send us personal data
          about the people you refer unless they have agreed.
        </p>
      ),
    },
    {
      id: "relationship",
      title: "Our relationship",
      body: (
        <p>
          You act as an independent business. Nothing in the arrangement makes you an employee,
          agent or partner of Rankwell, and you may not make promises or sign agreements on our
          behalf.
        </p>
      ),
    },
    {
      id: "ending",
      title: "Ending the arrangement",
      body: (
        <p>
          Either side may end the arrangement as your individual agreement describes; we may end it
          at once for a serious breach of these terms. Afterwards you remove Rankwell links and
          materials within a reasonable time, and rewards already earned are paid as agreed.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes and contact",
      body: (
        <p>
          We tell affiliates by email before these terms change and update the date at the top of
          this page. Questions: <ContactEmail />.
        </p>
      ),
    },
  ],
};
