// GA4 Explore's limits, zod-free so the view's first load can read them.

export const EXPLORE_MAX_DIMENSIONS = 5;
export const EXPLORE_MAX_METRICS = 10;
export const EXPLORE_MAX_ORDER_BYS = 5;
export const EXPLORE_MAX_LIMIT = 250_000;
export const EXPLORE_DEFAULT_LIMIT = 10_000;
