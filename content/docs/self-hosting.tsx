import { RUN_MODES, SETTINGS } from "./settings";
import type { DocSection } from "./types";
import { ScrollTable } from "@/components/marketing/scroll-table";

export const selfHosting: DocSection = {
  id: "self-hosting",
  title: "Self-hosting and run modes",
  body: (
    <>
      <p>
        Rankwell is one Next.js application that runs in three modes. It picks the mode from the
        settings present when it starts: Supabase when both Supabase settings are set, otherwise
        self-hosted when a Google client is set, otherwise embedded.
      </p>
      <ScrollTable label="Run modes table">
        <table>
          <thead>
            <tr>
              <th scope="col">Mode</th>
              <th scope="col">Chosen when</th>
              <th scope="col">Database</th>
              <th scope="col">Sign-in and Google data</th>
            </tr>
          </thead>
          <tbody>
            {RUN_MODES.map((mode) => (
              <tr key={mode.name}>
                <td>{mode.name}</td>
                <td>{mode.when}</td>
                <td>{mode.database}</td>
                <td>{mode.google}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <h3 id="embedded">Try it locally</h3>
      <pre>
        <code>{"npm install\nnpm run dev"}</code>
      </pre>
      <p>
        With nothing configured, Rankwell stores its data under <code>.data/</code> and answers
        sign-in with a built-in Google emulator: sign in with a demo account and every view shows
        realistic synthetic data. No Google account is needed.
      </p>
      <h3 id="google-cloud">Your own Google client</h3>
      <ol>
        <li>
          In Google Cloud, create a project and enable the Search Console API, the Google Analytics
          Admin and Data APIs and, for local data, the Business Profile APIs.
        </li>
        <li>
          Configure the OAuth consent screen with the permissions listed in{" "}
          <a href="#permissions">Getting started</a>.
        </li>
        <li>
          Create an OAuth client of type Web application with your site&apos;s address as an
          authorised JavaScript origin and its sign-in callback as an authorised redirect URI.
        </li>
        <li>
          Set <code>GOOGLE_CLIENT_ID</code> and <code>GOOGLE_CLIENT_SECRET</code>, then{" "}
          <code>npm run build</code> and <code>npm start</code>.
        </li>
      </ol>
      <p>
        Business Profile data needs a Cloud project that Google has approved for Business Profile
        API access; until then its quota is zero. While the consent screen is in Testing status,
        Google expires refresh tokens after 7 days.
      </p>
      <h3 id="settings">Environment settings</h3>
      <ScrollTable label="Settings table">
        <table>
          <thead>
            <tr>
              <th scope="col">Setting</th>
              <th scope="col">Modes</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {SETTINGS.map((setting) => (
              <tr key={setting.name}>
                <td>
                  <code>{setting.name}</code>
                </td>
                <td>{setting.modes}</td>
                <td>{setting.purpose}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <p>
        Generate each secret with <code>openssl rand -base64 32</code> and keep it out of version
        control. Changing <code>TOKEN_ENCRYPTION_KEY</code> makes stored Google tokens unreadable,
        so every user has to reconnect.
      </p>
    </>
  ),
  children: [
    { id: "embedded", title: "Try it locally" },
    { id: "google-cloud", title: "Your own Google client" },
    { id: "settings", title: "Environment settings" },
  ],
};
