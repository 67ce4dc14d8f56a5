import { ContactEmail, ContactFormLink, LegalLink } from "./legal-links";
import { gdprRightsSections } from "./gdpr-rights";
import type { LegalDocument } from "./types";
import { ScrollTable } from "@/components/marketing/scroll-table";

const LAWFUL_BASES = [
  {
    purpose: "Signing you in and providing the app and its views",
    basis: "Contract (Art. 6(1)(b))",
  },
  { purpose: "Reading your Google data to show it to you", basis: "Contract (Art. 6(1)(b))" },
  {
    purpose: "Answering messages from people without an account",
    basis: "Legitimate interests (Art. 6(1)(f))",
  },
  {
    purpose: "Security logs, rate limits and abuse prevention",
    basis: "Legitimate interests (Art. 6(1)(f))",
  },
  {
    purpose: "Keeping records of agreements and payments",
    basis: "Legal obligation (Art. 6(1)(c))",
  },
];

export const gdpr: LegalDocument = {
  slug: "gdpr",
  metaTitle: "GDPR: roles, lawful bases and your rights",
  description:
    "Rankwell and the GDPR: who is controller and who is processor, the lawful basis for each use of data, your rights and how to use them, international transfers.",
  lead: "How Rankwell meets the EU and UK General Data Protection Regulation: roles, lawful bases, your rights and where data travels.",
  sections: [
    {
      id: "roles",
      title: "Who is responsible for what",
      body: (
        <>
          <p>
            <strong>Rankwell as controller.</strong> We decide how and why account data (your Google
            identity, email, name and picture), contact messages and security logs are processed, so
            we are the controller for them.
          </p>
          <p>
            <strong>Rankwell as processor.</strong> You decide which Search Console, Analytics and
            Business Profile properties to connect and what to do with their data. For that data,
            which can include personal data such as names in search queries or a sole trader&apos;s
            business address, we act as your processor: we process it only to provide Rankwell to
            you, following the instructions you give by using the product. Agencies that need data
            processing terms in writing can{" "}
            <ContactFormLink topic="privacy">ask us for them</ContactFormLink>.
          </p>
          <p>
            <strong>Self-hosted installations.</strong> Whoever runs their own copy of Rankwell is
            the controller of the data in it. We receive none of it and are neither controller nor
            processor.
          </p>
        </>
      ),
    },
    {
      id: "lawful-bases",
      title: "Lawful bases",
      body: (
        <>
          <ScrollTable label="Lawful bases table">
            <table>
              <thead>
                <tr>
                  <th scope="col">Purpose</th>
                  <th scope="col">Lawful basis</th>
                </tr>
              </thead>
              <tbody>
                {LAWFUL_BASES.map((row) => (
                  <tr key={row.purpose}>
                    <td>{row.purpose}</td>
                    <td>{row.basis}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <p>
            Our legitimate interests are answering the people who write to us and keeping the
            service and its users safe; both are expected and limited to what those tasks need. We
            do not rely on consent for cookies, because we use only strictly necessary storage (see
            the <LegalLink slug="cookies">Cookie Policy</LegalLink>).
          </p>
        </>
      ),
    },
    ...gdprRightsSections,
    {
      id: "contact",
      title: "Contact",
      body: (
        <p>
          Data protection questions and requests: <ContactEmail />, or the contact form with the
          topic Privacy / GDPR. The full picture of what we collect is in the{" "}
          <LegalLink slug="privacy">Privacy Policy</LegalLink>.
        </p>
      ),
    },
  ],
};
