import type { DocSection } from "./types";

export const connectingGoogle: DocSection = {
  id: "connecting-google",
  title: "Connecting Google",
  body: (
    <>
      <p>
        Signing in connects one Google account. Rankwell then reads the list of properties that
        account can see and keeps it, so that choosing a data source is instant. Sync again after
        you gain access to a new property in Google; a message tells you how many properties were
        found, for example <em>Successfully synced 12 properties from Google</em>.
      </p>
      <h3 id="search-console">Search Console</h3>
      <p>
        Both kinds of property work: domain properties (shown as <code>sc-domain:example.com</code>)
        cover every protocol and subdomain, URL-prefix properties (
        <code>https://www.example.com/</code>) cover one address. Your permission level in Search
        Console decides what you can see; sitemap submission needs full or owner access.
      </p>
      <h3 id="ga4">Google Analytics 4</h3>
      <p>
        Every GA4 property your account can read is listed with its account name. Universal
        Analytics properties no longer exist at Google and cannot be connected.
      </p>
      <h3 id="business-profile">Business Profile</h3>
      <p>
        Syncing Business Profile reads your accounts and their locations, for example{" "}
        <em>Synced 2 accounts and 9 locations successfully</em>. Rankwell can then link locations to
        your Search Console properties whose domain matches the location&apos;s website. If no
        account or location is found, check in Business Profile Manager that this Google account
        manages the profile.
      </p>
      <h3 id="reconnecting">When Google asks you to reconnect</h3>
      <p>
        Google ends Rankwell&apos;s access when you remove it in your Google Account, when it has
        not been used for six months, or for security reasons of its own. Rankwell then says{" "}
        <em>Your Google connection has expired. Please reconnect.</em> Sign in again and allow the
        permissions; your projects and settings are kept.
      </p>
    </>
  ),
  children: [
    { id: "search-console", title: "Search Console" },
    { id: "ga4", title: "Google Analytics 4" },
    { id: "business-profile", title: "Business Profile" },
    { id: "reconnecting", title: "Reconnecting" },
  ],
};
