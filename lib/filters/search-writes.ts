/** A query string handed to the router, and the one the page showed when it was written. */
export type SearchWrite = { path: string; from: string; to: string };

/**
 * The query string a new write must build on. Until the router renders a write, the page still
 * shows the old query string, and a second write built on that would drop the first one's keys
 * (the remembered filters and the auto-selected location are written in the same moment).
 */
export function latestSearch(last: SearchWrite | null, path: string, rendered: string): string {
  return last && last.path === path && last.from === rendered ? last.to : rendered;
}
