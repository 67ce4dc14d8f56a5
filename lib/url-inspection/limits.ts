// Limits of bulk inspection, shared by the form and the server (no zod here: the form loads it).

/** The most URLs one bulk inspection holds: 25 days of a property's whole budget. */
export const MAX_BATCH_URLS = 50_000;
/** The pasted list's text: a long URL per line, for the most URLs a batch holds. */
export const MAX_LIST_TEXT = 4_000_000;
/** The most top pages by impressions one batch inspects. */
export const MAX_TOP_PAGES = 5_000;
