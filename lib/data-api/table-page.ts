// What a page of a table may ask for, without zod: the browser builds its requests from these on
// first load; the schemas that check them (./schemas) run on the server.

/** What a table of Search Console rows can be sorted by; the changes need `compareWith`. */
export const SEARCH_CONSOLE_SORTS = [
  "key",
  "clicks",
  "impressions",
  "ctr",
  "position",
  "clicksChange",
  "impressionsChange",
  "ctrChange",
  "positionChange",
] as const;
export type SearchConsoleSort = (typeof SEARCH_CONSOLE_SORTS)[number];

/** The most rows one answer to the browser holds: a view receives what it shows, never more. */
export const TABLE_MAX_PAGE_SIZE = 500;
export const TABLE_DEFAULT_PAGE_SIZE = 25;
/** The page sizes a table's pager offers; the first is the default. */
export const PAGE_SIZES = [TABLE_DEFAULT_PAGE_SIZE, 50, 100] as const;
