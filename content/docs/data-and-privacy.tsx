import Link from "next/link";
import type { DocSection } from "./types";

export const dataAndPrivacy: DocSection = {
  id: "data-and-privacy",
  title: "Data and privacy",
  body: (
    <>
      <ul>
        <li>
          Google tokens are encrypted with AES-256-GCM on the server and never reach your browser.
        </li>
        <li>
          Every table that holds user data has row-level security: the database returns only your
          own rows.
        </li>
        <li>Rankwell does not sell data, show ads or use Google data for advertising.</li>
        <li>
          Deleting your account in Settings revokes Rankwell&apos;s access at Google, deletes your
          data and clears Rankwell&apos;s keys from your browser.
        </li>
        <li>A self-hosted installation sends nothing to Rankwell.</li>
      </ul>
      <p>
        The details are in the <Link href="/legal/privacy/">Privacy Policy</Link>, the{" "}
        <Link href="/legal/cookies/">Cookie Policy</Link> and the{" "}
        <Link href="/legal/gdpr/">GDPR page</Link>.
      </p>
    </>
  ),
};
