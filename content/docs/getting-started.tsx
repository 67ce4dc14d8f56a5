import Link from "next/link";
import { GOOGLE_SCOPES } from "@/content/legal/google-scopes";
import type { DocSection } from "./types";
import { ScrollTable } from "@/components/marketing/scroll-table";

export const gettingStarted: DocSection = {
  id: "getting-started",
  title: "Getting started",
  body: (
    <>
      <p>
        Open <Link href="/app/">the app</Link> and choose <strong>Sign in with Google</strong>.
        Google&apos;s sign-in opens in a small window; if nothing appears, allow pop-ups for this
        site and try again. There is no separate Rankwell password, and no credit card is asked for.
      </p>
      <h3 id="permissions">What Rankwell asks Google for, and why</h3>
      <p>
        Google&apos;s consent screen lists the permissions below. Rankwell asks for read-only access
        wherever Google offers it. If you untick a permission, the views that need it stay empty
        until you sign in again and allow it.
      </p>
      <ScrollTable label="Google permissions table">
        <table>
          <thead>
            <tr>
              <th scope="col">Permission</th>
              <th scope="col">Access</th>
              <th scope="col">Used for</th>
            </tr>
          </thead>
          <tbody>
            {GOOGLE_SCOPES.map((s) => (
              <tr key={s.scope}>
                <td>{s.name}</td>
                <td>{s.access}</td>
                <td>{s.purpose}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <h3 id="first-steps">Your first project</h3>
      <p>
        After the first sign-in, a setup panel walks you through two steps and disappears once both
        are done:
      </p>
      <ol>
        <li>
          <strong>Create a project</strong>, usually one per website or client.
        </li>
        <li>
          <strong>Connect data sources</strong>: pick the Search Console property, GA4 property and
          Business Profile locations that belong to it.
        </li>
      </ol>
      <p>
        Next time, the sign-in page recognises you and offers <strong>Continue with Google</strong>.
        Rankwell renews Google&apos;s access in the background before it expires; you may briefly
        see <em>Refreshing access...</em>.
      </p>
    </>
  ),
  children: [
    { id: "permissions", title: "What Rankwell asks for" },
    { id: "first-steps", title: "Your first project" },
  ],
};
