import { ContactFormLink, GOOGLE_PERMISSIONS_URL, LegalLink } from "./legal-links";
import { SUB_PROCESSORS } from "./sub-processors";
import type { LegalSection } from "./types";
import { ScrollTable } from "@/components/marketing/scroll-table";

/** Protection, sharing, retention and rights: the parts of the privacy policy after "why we use it". */
export const privacyStorageSections: LegalSection[] = [
  {
    id: "security",
    title: "How we store and protect it",
    body: (
      <ul>
        <li>
          Google tokens are encrypted with AES-256-GCM before they are stored, are used only by our
          servers to call Google, and are never sent to your browser. Your browser only learns
          whether the connection is healthy.
        </li>
        <li>
          Every table that holds user data has row-level security in the database: a query can only
          return rows that belong to the signed-in user, even if application code forgets a filter.
        </li>
        <li>All traffic between your browser, our servers and Google is encrypted with TLS.</li>
        <li>Access to production systems is limited to the few people who run the service.</li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Who else processes it",
    body: (
      <>
        <p>
          We do not sell or rent personal data. In the hosted service, these providers process data
          on our behalf, under contracts that bind them to our instructions:
        </p>
        <ScrollTable label="Service providers table">
          <table>
            <thead>
              <tr>
                <th scope="col">Provider</th>
                <th scope="col">Role</th>
                <th scope="col">Data involved</th>
              </tr>
            </thead>
            <tbody>
              {SUB_PROCESSORS.map((p) => (
                <tr key={p.name}>
                  <td>{p.name}</td>
                  <td>{p.role}</td>
                  <td>{p.data}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
        <p>
          Google is the source of your Search Console, Analytics and Business Profile data and
          handles sign-in under its own privacy policy. We may disclose data when the law requires
          it, and only as far as it requires. How data leaves the European Economic Area is
          described on the <LegalLink slug="gdpr">GDPR page</LegalLink>.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it and how to delete it",
    body: (
      <>
        <ul>
          <li>
            Account data, Google tokens, projects and synced Google data: for as long as your
            account exists.
          </li>
          <li>
            Contact messages: as long as needed to answer and follow up, and no longer than two
            years after the last exchange.
          </li>
          <li>
            Server logs: no longer than 30 days, unless needed to investigate a specific security
            incident.
          </li>
          <li>Records of agreements and payments: as long as tax and accounting law requires.</li>
        </ul>
        <p>
          <strong>Deleting your account</strong> (Settings, then Delete account) first revokes
          Rankwell&apos;s access at Google, then deletes your profile, tokens, projects, data
          sources and synced Google data, and finally clears the Rankwell keys from your
          browser&apos;s local storage. Copies in our database provider&apos;s encrypted backups
          expire on its rolling backup schedule and are never restored into the live service except
          to recover from an incident.
        </p>
        <p>
          You can also remove Rankwell&apos;s access from your{" "}
          <a href={GOOGLE_PERMISSIONS_URL}>Google Account</a> at any time; your Rankwell data then
          stays until you delete the account or ask us to.
        </p>
      </>
    ),
  },
  {
    id: "rights",
    title: "Your rights",
    body: (
      <p>
        You can ask for a copy of your data, correct it, have it deleted, restrict or object to its
        use, and receive it in a portable format. Use the{" "}
        <ContactFormLink topic="privacy">
          contact form with the topic Privacy / GDPR
        </ContactFormLink>{" "}
        from the email address of your account. The <LegalLink slug="gdpr">GDPR page</LegalLink>{" "}
        explains each right and how we answer.
      </p>
    ),
  },
];
