// What the shops among the sites sell online: how many of their converting sessions buy, for how
// much and how many items. Clinics and law firms take bookings, not orders: they have no revenue.
import type { Dataset } from "./catalog";

export type Commerce = {
  /** Share of the sessions with a key event that end in a purchase. */
  purchaseShare: number;
  /** Average order value, in the property's currency. */
  orderValue: number;
  itemsPerOrder: number;
  /** Share of page views that show a product (view_item). */
  productViewShare: number;
  /** Share of an order's value that is its items' (the rest is shipping and tax). */
  itemShare: number;
};

export const COMMERCE: Record<Dataset["topic"], Commerce | null> = {
  garden: {
    purchaseShare: 0.74,
    orderValue: 58,
    itemsPerOrder: 2.4,
    productViewShare: 0.3,
    itemShare: 0.88,
  },
  coffee: {
    purchaseShare: 0.82,
    orderValue: 36,
    itemsPerOrder: 1.7,
    productViewShare: 0.26,
    itemShare: 0.9,
  },
  dental: null,
  law: null,
};

/** A site that sells nothing: every order figure is 0. */
export const NO_SALES: Commerce = {
  purchaseShare: 0,
  orderValue: 0,
  itemsPerOrder: 0,
  productViewShare: 0,
  itemShare: 0,
};

/** Share of engagement time spent reading articles (the `reading_time` event parameter). */
export const READING_SHARE = 0.34;
