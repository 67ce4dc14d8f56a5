import { ContactFormLink, GOOGLE_PERMISSIONS_URL } from "./legal-links";
import type { LegalSection } from "./types";

const RIGHTS = [
  {
    name: "Access (Art. 15)",
    text: "a copy of the personal data we hold about you and how we use it.",
  },
  {
    name: "Rectification (Art. 16)",
    text: "correction of data that is wrong. Your name and picture come from Google; change them there and sign in again.",
  },
  {
    name: "Erasure (Art. 17)",
    text: "deletion of your data. Deleting your account in Settings does this at once.",
  },
  {
    name: "Restriction (Art. 18)",
    text: "that we keep but stop using your data while a question about it is settled.",
  },
  {
    name: "Portability (Art. 20)",
    text: "the data you gave us, in a structured, machine-readable format.",
  },
  {
    name: "Objection (Art. 21)",
    text: "that we stop processing based on legitimate interests, unless we have compelling grounds.",
  },
];

/** Rights, how to exercise them, automated decisions, transfers and security: the GDPR page's middle part. */
export const gdprRightsSections: LegalSection[] = [
  {
    id: "rights",
    title: "Your rights",
    body: (
      <>
        <p>You have the right to ask for:</p>
        <ul>
          {RIGHTS.map((right) => (
            <li key={right.name}>
              <strong>{right.name}:</strong> {right.text}
            </li>
          ))}
        </ul>
        <p>
          You can also remove Rankwell&apos;s access to Google at any time in your{" "}
          <a href={GOOGLE_PERMISSIONS_URL}>Google Account permissions</a>, and you may complain to
          the data protection supervisory authority where you live or work.
        </p>
      </>
    ),
  },
  {
    id: "exercise",
    title: "How to exercise them",
    body: (
      <ol>
        <li>
          Send your request through the{" "}
          <ContactFormLink topic="privacy">
            contact form with the topic Privacy / GDPR
          </ContactFormLink>{" "}
          or by email, from the address of your Rankwell account so we can confirm it is you.
        </li>
        <li>We may ask for one more detail if we cannot link the request to an account.</li>
        <li>
          We answer within one month. If a request is complex we may need up to two more months, and
          we will tell you why within the first month.
        </li>
        <li>Requests are free unless they are clearly unfounded or excessive.</li>
      </ol>
    ),
  },
  {
    id: "automated-decisions",
    title: "Automated decisions",
    body: (
      <p>
        AI Insights and Opportunities analyse your websites&apos; search and analytics data to
        suggest actions. They make no decisions about you as a person and have no legal or similarly
        significant effect on you.
      </p>
    ),
  },
  {
    id: "transfers",
    title: "International transfers",
    body: (
      <p>
        Our hosting and database providers and Google may process data outside the European Economic
        Area and the United Kingdom, including in the United States. Such transfers rely on an
        adequacy decision, including the EU–US Data Privacy Framework where the recipient is
        certified under it, or on the European Commission&apos;s Standard Contractual Clauses with
        additional safeguards where needed.
      </p>
    ),
  },
  {
    id: "security",
    title: "Security and breaches",
    body: (
      <p>
        Google tokens are encrypted with AES-256-GCM, each user&apos;s rows are isolated by
        row-level security in the database, and all connections use TLS. If a personal data breach
        is likely to put your rights at risk, we notify the supervisory authority within 72 hours of
        becoming aware of it and tell you without undue delay.
      </p>
    ),
  },
];
