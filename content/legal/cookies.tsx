import { COOKIES, LOCAL_STORAGE_KEYS } from "./browser-storage";
import { ContactEmail, LegalLink } from "./legal-links";
import type { LegalDocument } from "./types";
import { ScrollTable } from "@/components/marketing/scroll-table";

export const cookiePolicy: LegalDocument = {
  slug: "cookies",
  metaTitle: "Cookie Policy",
  description:
    "Every cookie and local storage key Rankwell uses: sign-in session, sidebar state, theme and return path. No analytics, advertising or tracking cookies.",
  lead: "Rankwell keeps a handful of small items in your browser, all needed to sign you in or to remember a choice you made. No tracking, no advertising, no analytics.",
  sections: [
    {
      id: "overview",
      title: "What we store and why there is no cookie banner",
      body: (
        <>
          <p>
            Cookies are small files a website asks your browser to keep; local storage is a similar
            store that only the page itself can read. Rankwell uses both, but only for things that
            are strictly necessary for a service you asked for, such as staying signed in, or that
            remember a setting you chose yourself.
          </p>
          <p>
            Because none of it tracks you, measures you or serves ads, the law does not require us
            to ask for consent, and we do not show a cookie banner. The public website sets no
            cookies at all until you sign in, apart from your theme choice in local storage.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies",
      body: (
        <ScrollTable label="Cookie table">
          <table>
            <thead>
              <tr>
                <th scope="col">Cookie</th>
                <th scope="col">Purpose</th>
                <th scope="col">Kept for</th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((c) => (
                <tr key={c.name}>
                  <td>
                    {c.name}
                    {c.cookie && (
                      <>
                        <br />
                        <code>{c.cookie}</code>
                      </>
                    )}
                  </td>
                  <td>{c.purpose}</td>
                  <td>{c.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ),
    },
    {
      id: "local-storage",
      title: "Local storage",
      body: (
        <>
          <ScrollTable label="Local storage table">
            <table>
              <thead>
                <tr>
                  <th scope="col">Key</th>
                  <th scope="col">Purpose</th>
                </tr>
              </thead>
              <tbody>
                {LOCAL_STORAGE_KEYS.map((k) => (
                  <tr key={k.name}>
                    <td>
                      <code>{k.name}</code>
                    </td>
                    <td>{k.purpose}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <p>
            Local storage has no expiry date: items stay until you clear your browser data or delete
            your account. When the app runs on Supabase sign-in, its sign-in library may also keep
            items whose names start with <code>sb-</code>. Deleting your account removes every key
            that starts with <code>rankwell_</code> or <code>sb-</code>.
          </p>
        </>
      ),
    },
    {
      id: "third-parties",
      title: "Google sign-in",
      body: (
        <p>
          Signing in opens Google&apos;s own sign-in window on accounts.google.com. Cookies set
          there are Google&apos;s and are covered by Google&apos;s privacy policy. Rankwell does not
          load Google&apos;s or anyone else&apos;s tracking scripts.
        </p>
      ),
    },
    {
      id: "control",
      title: "Your control",
      body: (
        <>
          <p>
            You can delete cookies and local storage for this site in your browser settings at any
            time. You will be signed out and your theme returns to light; nothing else is lost,
            because your data lives on our servers. Blocking cookies entirely prevents signing in to
            the app, but the website and the free tools keep working.
          </p>
          <p>
            More about what we do with data is in the{" "}
            <LegalLink slug="privacy">Privacy Policy</LegalLink>. Questions: <ContactEmail />.
          </p>
        </>
      ),
    },
  ],
};
