import type { LegalSection } from "./types";

/** Results, availability, liability, ending and changes: the second half of the Terms of Service. */
export const termsLiabilitySections: LegalSection[] = [
  {
    id: "results",
    title: "Insights and tool results",
    body: (
      <p>
        AI insights, opportunities, cannibalization findings and tool results are computed from the
        data available and are meant to inform your decisions, not replace them. Search data can be
        delayed, sampled or anonymised by Google. Check important conclusions before acting on them.
      </p>
    ),
  },
  {
    id: "availability",
    title: "Availability",
    body: (
      <p>
        We work to keep Rankwell available around the clock, but the Free plan comes without a
        guaranteed service level. Parts of the service depend on Google&apos;s APIs and may be
        unavailable when they are, or when a quota is used up. We may need to interrupt the service
        briefly for maintenance or security.
      </p>
    ),
  },
  {
    id: "ending",
    title: "Ending your use",
    body: (
      <>
        <p>
          You can stop using Rankwell at any time and delete your account in Settings. We may
          suspend or close an account that seriously or repeatedly breaks these Terms, or to protect
          the service or other users. Unless the law or an urgent security reason prevents it, we
          tell you first and give you the chance to fix the problem.
        </p>
        <p>
          If we ever stop offering the hosted service, we will tell you at least 60 days in advance.
        </p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Warranties and liability",
    body: (
      <>
        <p>
          The Free plan and the free tools are provided as they are, without warranties beyond those
          the law requires. To the extent the law allows, we are not liable for indirect or
          consequential losses, such as lost profits, lost rankings or lost data that Google still
          holds, and our total liability for any claim is limited to the amount you paid us in the
          twelve months before it arose.
        </p>
        <p>
          Nothing in these Terms limits liability that cannot be limited by law, such as liability
          for intent, gross negligence or harm to life and health, and nothing affects the rights
          consumers have under the mandatory law of the country where they live.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to these Terms",
    body: (
      <p>
        We update these Terms when the service or the law changes, and change the date at the top of
        this page. We tell signed-in users about material changes at least 30 days before they take
        effect; if you do not agree, you can delete your account before then.
      </p>
    ),
  },
];
