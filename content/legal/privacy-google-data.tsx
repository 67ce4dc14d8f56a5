import { GOOGLE_SCOPES } from "./google-scopes";
import { GOOGLE_PERMISSIONS_URL, GOOGLE_USER_DATA_POLICY_URL } from "./legal-links";
import type { LegalSection } from "./types";
import { ScrollTable } from "@/components/marketing/scroll-table";

/** The part of the privacy policy about data received from Google APIs (Google's Limited Use rules). */
export const googleDataSections: LegalSection[] = [
  {
    id: "google-data",
    title: "Data we receive from Google",
    body: (
      <>
        <p>
          When you sign in, Google asks you to allow Rankwell the permissions below. Rankwell asks
          for read-only access wherever Google offers it. The permission to change Search Console
          sitemaps is asked for separately, only when you submit or delete a sitemap yourself.
        </p>
        <ScrollTable label="Google permissions table">
          <table>
            <thead>
              <tr>
                <th scope="col">Permission</th>
                <th scope="col">Access</th>
                <th scope="col">Why Rankwell needs it</th>
              </tr>
            </thead>
            <tbody>
              {GOOGLE_SCOPES.map((s) => (
                <tr key={s.scope}>
                  <td>
                    {s.name}
                    <br />
                    <code className="break-all">{s.scope}</code>
                  </td>
                  <td>{s.access}</td>
                  <td>{s.purpose}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
        <p>
          With these permissions Rankwell reads, for the properties and locations you can access:
        </p>
        <ul>
          <li>
            <strong>Search Console:</strong> your list of properties and your permission level;
            clicks, impressions, click-through rate and average position by date, query, page,
            country and device; sitemaps and their errors and warnings; the index status of URLs you
            inspect.
          </li>
          <li>
            <strong>Google Analytics 4:</strong> your accounts and properties, and aggregated
            reports such as sessions, users, engagement and key events by date, page, channel,
            source, country and device.
          </li>
          <li>
            <strong>Business Profile:</strong> your accounts and locations with their names and
            addresses, and metrics such as calls, direction requests, website clicks and
            impressions.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "limited-use",
    title: "How we use Google user data",
    body: (
      <>
        <p>
          <strong>
            Rankwell&apos;s use and transfer of information received from Google APIs to any other
            app will adhere to the{" "}
            <a href={GOOGLE_USER_DATA_POLICY_URL}>Google API Services User Data Policy</a>,
            including the Limited Use requirements.
          </strong>
        </p>
        <p>In practice this means:</p>
        <ul>
          <li>
            We use Google user data only to provide and improve the features you see and use in
            Rankwell: your dashboards, insights, reports, content plans and alerts.
          </li>
          <li>
            We do not sell Google user data, and we do not transfer it to data brokers or
            information resellers.
          </li>
          <li>
            We do not use Google user data for advertising, including retargeting, personalised or
            interest-based ads, and we do not use it to determine credit-worthiness or for lending.
          </li>
          <li>
            We do not use Google user data to develop, improve or train generalised AI or
            machine-learning models.
          </li>
          <li>
            We transfer Google user data to others only as needed to run Rankwell (the service
            providers listed below), to comply with applicable law, for security purposes such as
            investigating abuse, or as part of a merger, acquisition or sale of assets after telling
            you first.
          </li>
          <li>
            No person at Rankwell reads your Google user data unless you have given us explicit
            permission for specific data (for example, when you ask support to look at a view), it
            is necessary for security purposes such as investigating abuse, it is required to comply
            with the law, or the data has been aggregated and anonymised for internal operations.
          </li>
        </ul>
        <p>
          You can remove Rankwell&apos;s access at any time in your{" "}
          <a href={GOOGLE_PERMISSIONS_URL}>Google Account permissions</a>. Rankwell then can no
          longer read new data; deleting your Rankwell account also removes what it has stored.
        </p>
      </>
    ),
  },
];
