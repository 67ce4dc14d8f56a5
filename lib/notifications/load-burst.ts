// Counts the Google data requests that finish together (from the first one started until nothing
// is fetching any more), so the "data loaded" notification can report a whole dashboard load.
const DATA_QUERY_ROOTS = new Set([
  "search-console",
  "ga4",
  "gbp-metrics",
  "gbp-keywords",
  "sitemaps",
]);

export const isDataQueryKey = (key: readonly unknown[]) =>
  typeof key[0] === "string" && DATA_QUERY_ROOTS.has(key[0]);

export function createLoadBurst() {
  let finished = new Set<string>();
  return {
    /** Records a data query that succeeded; when nothing else is fetching, the burst's size (then reset). */
    succeeded(queryHash: string, stillFetching: number): number | null {
      finished.add(queryHash);
      if (stillFetching > 0) return null;
      const count = finished.size;
      finished = new Set();
      return count;
    },
  };
}
