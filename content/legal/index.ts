import { LEGAL_PAGES } from "@/lib/site";
import { affiliateTerms } from "./affiliate-terms";
import { cookiePolicy } from "./cookies";
import { gdpr } from "./gdpr";
import { privacyPolicy } from "./privacy";
import { termsOfService } from "./terms";
import type { LegalDocument, LegalSlug } from "./types";

export { LEGAL_LAST_UPDATED, type LegalDocument, type LegalSection, type LegalSlug } from "./types";

const DOCUMENTS: Record<LegalSlug, LegalDocument> = {
  privacy: privacyPolicy,
  terms: termsOfService,
  cookies: cookiePolicy,
  gdpr,
  "affiliate-terms": affiliateTerms,
};

export function isLegalSlug(slug: string): slug is LegalSlug {
  return LEGAL_PAGES.some((page) => page.slug === slug);
}

export function getLegalDocument(slug: string): (LegalDocument & { name: string }) | undefined {
  if (!isLegalSlug(slug)) return undefined;
  const page = LEGAL_PAGES.find((p) => p.slug === slug);
  return page ? { ...DOCUMENTS[slug], name: page.name } : undefined;
}
