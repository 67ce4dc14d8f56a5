import { ContactEmail, ContactFormLink, LegalLink } from "./legal-links";
import { googleDataSections } from "./privacy-google-data";
import { privacyStorageSections } from "./privacy-storage";
import type { LegalDocument } from "./types";

export const privacyPolicy: LegalDocument = {
  slug: "privacy",
  metaTitle: "Privacy Policy",
  description:
    "How Rankwell handles your Google sign-in, Search Console, Analytics and Business Profile data: read-only access, encrypted tokens, no selling, no ads, deletion.",
  lead: "What Rankwell collects, why, how it is protected, who else processes it and how you delete it. Written to be read, not skimmed past.",
  sections: [
    {
      id: "scope",
      title: "Who we are and what this policy covers",
      body: (
        <>
          <p>
            Rankwell (&quot;we&quot;, &quot;us&quot;) runs the Rankwell website, its free SEO tools
            and the hosted Rankwell app. This policy explains how we handle personal data in those
            services.
          </p>
          <p>
            Rankwell can also be self-hosted. When someone runs their own copy, that copy talks to
            Google directly and sends nothing to us; whoever runs it is responsible for the data in
            it, and this policy does not apply to it.
          </p>
        </>
      ),
    },
    {
      id: "summary",
      title: "In short",
      body: (
        <ul>
          <li>
            You sign in with Google. We read your Search Console, Analytics and Business Profile
            data to show it to you.
          </li>
          <li>Your Google tokens are encrypted on our servers and never sent to your browser.</li>
          <li>
            Your data is kept separate from every other user&apos;s data by the database itself.
          </li>
          <li>We do not sell data, show ads or use your Google data for advertising.</li>
          <li>Deleting your account revokes our access to Google and deletes your data.</li>
        </ul>
      ),
    },
    {
      id: "what-we-collect",
      title: "What we collect",
      body: (
        <>
          <ul>
            <li>
              <strong>Account data:</strong> your Google account identifier, email address, name and
              profile picture, and when your account was created.
            </li>
            <li>
              <strong>Google connection:</strong> the access and refresh tokens Google issues for
              your account and when they expire.
            </li>
            <li>
              <strong>Google data:</strong> the properties, locations, metrics and reports described
              in <a href="#google-data">Data we receive from Google</a>.
            </li>
            <li>
              <strong>What you create:</strong> projects, the data sources you connect to them,
              content plans, reports and settings.
            </li>
            <li>
              <strong>Messages:</strong> the name, email address, topic and text you send through
              the contact form or by email.
            </li>
            <li>
              <strong>Free tools:</strong> the URL or text you submit, used to produce your result.
              We do not store it with your identity. The Page Speed tool may pass the URL to
              Google&apos;s PageSpeed Insights API.
            </li>
            <li>
              <strong>Technical data:</strong> your IP address, browser type, the address requested
              and the time, in server logs and in short-lived counters that limit how often the
              tools and forms can be used.
            </li>
          </ul>
          <p>
            We do not use analytics or advertising trackers on the website or in the app. The{" "}
            <LegalLink slug="cookies">Cookie Policy</LegalLink> lists everything stored in your
            browser.
          </p>
        </>
      ),
    },
    ...googleDataSections,
    {
      id: "purposes",
      title: "Why we use it",
      body: (
        <>
          <ul>
            <li>To sign you in and keep you signed in.</li>
            <li>
              To show your data in projects, views, insights, reports and alerts, which is the
              service itself.
            </li>
            <li>To answer your messages and support requests.</li>
            <li>
              To keep the service secure: prevent abuse, limit request rates and investigate
              incidents.
            </li>
            <li>
              To meet legal obligations, for example keeping records of agreements and payments.
            </li>
          </ul>
          <p>
            The legal bases for each purpose are listed on the{" "}
            <LegalLink slug="gdpr">GDPR page</LegalLink>.
          </p>
        </>
      ),
    },
    ...privacyStorageSections,
    {
      id: "children",
      title: "Children",
      body: (
        <p>
          Rankwell is a professional tool and is not directed at children. You must be at least 16
          to create an account.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          When this policy changes, we update the date at the top of this page. Before a material
          change takes effect, we tell signed-in users by email or in the app.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <p>
          For any question about this policy or your data, write to <ContactEmail /> or use the{" "}
          <ContactFormLink topic="privacy">
            contact form with the topic Privacy / GDPR
          </ContactFormLink>
          .
        </p>
      ),
    },
  ],
};
