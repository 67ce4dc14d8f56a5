import Link from "next/link";
import { CONTACT_EMAIL } from "@/lib/site";

export const GOOGLE_USER_DATA_POLICY_URL =
  "https://developers.google.com/terms/api-services-user-data-policy";
export const GOOGLE_PERMISSIONS_URL = "https://myaccount.google.com/permissions";

export function ContactEmail() {
  return <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
}

/** The contact form with a topic pre-selected. */
export function ContactFormLink({ topic, children }: { topic: string; children: React.ReactNode }) {
  return <Link href={`/contact/?topic=${topic}`}>{children}</Link>;
}

export function LegalLink({ slug, children }: { slug: string; children: React.ReactNode }) {
  return <Link href={`/legal/${slug}/`}>{children}</Link>;
}
