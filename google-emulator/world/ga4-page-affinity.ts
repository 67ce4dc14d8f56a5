// Which kinds of page each channel lands visitors on, and how visitors behave on them.
import type { Behaviour } from "./ga4-audience";

export type PageKind =
  "home" | "category" | "product" | "guide" | "blog" | "service" | "location" | "contact" | "about";

// Columns follow CHANNELS: Organic Search, Direct, Referral, Organic Social, Paid Search, Email,
// Unassigned. Direct visits start at the home page; ads land on service and category pages.
export const KIND_AFFINITY: Record<PageKind, readonly number[]> = {
  home: [1.5, 30, 6, 3, 12, 4, 10],
  category: [1.4, 1.5, 1, 1, 6, 3, 1],
  product: [1.2, 1, 1, 2.5, 4, 5, 1],
  guide: [3, 0.4, 2.5, 2, 0.2, 1, 0.5],
  blog: [2.2, 0.3, 2, 4, 0.1, 2, 0.5],
  service: [1.3, 1.5, 1, 0.5, 8, 1, 1],
  location: [2, 3, 3, 1, 2, 0.5, 1],
  contact: [0.8, 2.5, 1, 0.3, 3, 0.5, 1],
  about: [0.5, 1.2, 1.5, 0.8, 0.3, 0.5, 0.5],
};

// Items are shown on product pages (a few in collections) and articles are read on posts and
// guides; other pages keep a trace of both, so that every split of the pages keeps their sums.
export const KIND_BEHAVIOUR: Record<PageKind, Behaviour> = {
  home: { views: 1.25, items: 0.001, reading: 0.001 },
  category: { views: 1.3, key: 1.2, items: 0.01, reading: 0.001 },
  product: { views: 1.15, key: 2, items: 1, reading: 0.001 },
  guide: { engaged: 1.08, seconds: 1.2, views: 0.85, key: 0.5, items: 0.001, reading: 0.8 },
  blog: { engaged: 1.04, seconds: 1.15, views: 0.75, key: 0.3, items: 0.001, reading: 1 },
  service: { key: 1.8, items: 0.001, reading: 0.001 },
  location: { key: 1.6, views: 0.9, items: 0.001, reading: 0.001 },
  contact: { key: 4, views: 0.8, engaged: 1.1, items: 0.001, reading: 0.001 },
  about: { views: 1.1, key: 0.8, items: 0.001, reading: 0.001 },
};
