import type { LEGAL_PAGES } from "@/lib/site";

export type LegalSlug = (typeof LEGAL_PAGES)[number]["slug"];

export type LegalSection = { id: string; title: string; body: React.ReactNode };

export type LegalDocument = {
  slug: LegalSlug;
  /** Title tag (the h1 comes from LEGAL_PAGES, so the two cannot drift apart). */
  metaTitle: string;
  description: string;
  lead: string;
  sections: LegalSection[];
};

/** Shown on every legal page; change it whenever any of them changes. */
export const LEGAL_LAST_UPDATED = { label: "November 2026", iso: "2026-11" } as const;
