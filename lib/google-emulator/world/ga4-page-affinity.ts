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

export const KIND_BEHAVIOUR: Record<PageKind, Behaviour> = {
  home: { views: 1.25 },
  category: { views: 1.3, key: 1.2 },
  product: { views: 1.15, key: 2 },
  guide: { engaged: 1.08, seconds: 1.2, views: 0.85, key: 0.5 },
  blog: { engaged: 1.04, seconds: 1.15, views: 0.75, key: 0.3 },
  service: { key: 1.8 },
  location: { key: 1.6, views: 0.9 },
  contact: { key: 4, views: 0.8, engaged: 1.1 },
  about: { views: 1.1, key: 0.8 },
};
