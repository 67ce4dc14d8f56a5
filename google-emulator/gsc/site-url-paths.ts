// Paths a site lists in its sitemaps that never get search traffic: more pages about the subjects
// of a topic's sections, written in the same style (`{slug}`, `{slugs}`, `{yyyy}`/`{mm}`).
import type { Dataset } from "../world/catalog";

/** A path template filled with each subject of the topic's section `section`. */
export type ExtraPath = { section: number; path: string };

export const EXTRA_PATHS: Record<Dataset["topic"], readonly ExtraPath[]> = {
  garden: [
    { section: 0, path: "/guides/how-to-prune-{slugs}/" },
    { section: 1, path: "/guides/{slug}-harvest-guide/" },
    { section: 2, path: "/guides/{slug}-companion-planting-chart/" },
    { section: 3, path: "/products/{slug}-starter-plants/" },
    { section: 4, path: "/products/{slug}-replacement-parts/" },
    { section: 5, path: "/plants/{slugs}/care-sheet/" },
    { section: 6, path: "/{yyyy}/{mm}/{slug}-growing-diary/" },
    { section: 7, path: "/{yyyy}/{mm}/overwintering-{slugs}/" },
    { section: 8, path: "/{yyyy}/{mm}/{slug}-on-a-budget/" },
  ],
  dental: [
    { section: 0, path: "/services/{slug}/before-and-after/" },
    { section: 0, path: "/services/{slug}/faq/" },
    { section: 1, path: "/blog/{slug}-myths-debunked/" },
    { section: 3, path: "/blog/is-{slug}-covered-by-insurance/" },
    { section: 5, path: "/areas/{slug}/emergency-dentist/" },
    { section: 6, path: "/insurance/{slug}/dental-plans/" },
  ],
  coffee: [
    { section: 0, path: "/brew-guides/{slug}-ratio/" },
    { section: 1, path: "/coffee-origins/{slug}/farm-profile/" },
    { section: 5, path: "/journal/iced-{slug}-recipe/" },
    { section: 8, path: "/journal/{yyyy}/{slug}-cupping-notes/" },
    { section: 2, path: "/products/{slug}-decaf/" },
    { section: 2, path: "/products/{slug}-sample-pack/" },
    { section: 3, path: "/products/{slug}-refurbished/" },
  ],
  law: [
    { section: 0, path: "/practice-areas/{slug}-lawyer/annapolis/" },
    { section: 0, path: "/practice-areas/{slug}-lawyer/towson/" },
    { section: 1, path: "/resources/{slug}-settlement-calculator/" },
    { section: 2, path: "/resources/{slug}-claim-checklist/" },
    { section: 3, path: "/resources/{slug}-evidence-checklist/" },
    { section: 4, path: "/resources/{slug}-forms/" },
  ],
};

/** Printer-friendly copies of every page live under this path, which robots.txt disallows. */
export const BLOCKED_SECTION = "/print/";
