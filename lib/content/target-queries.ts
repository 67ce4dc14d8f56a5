import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { SearchConsoleDataRequest } from "@/lib/data-api/schemas/search-console";
import type { DateRange } from "@/lib/dates/format";

// Reading an item's target queries from Search Console: whole-query RE2 patterns, and the request
// the item form sends to POST /api/data/search-console/ for their current clicks, impressions and
// position (the data route answers it; no route of its own). Pure.

/** Google's limit on a filter expression is 4,096 characters; queries are split below it. */
const MAX_PATTERN = 4000;

/** `text` as an RE2 pattern that matches it literally. */
export const quoteMeta = (text: string) => text.replace(/[\\.+*?()|[\]{}^$]/g, "\\$&");

/** Patterns matching exactly the queries, as few as fit Google's limit. */
export function queryPatterns(queries: readonly string[]): string[] {
  const patterns: string[] = [];
  let group: string[] = [];
  const close = () => group.length > 0 && patterns.push(`^(?:${group.join("|")})$`);
  for (const query of queries) {
    const quoted = quoteMeta(query);
    if (group.length > 0 && [...group, quoted].join("|").length + 8 > MAX_PATTERN) {
      close();
      group = [];
    }
    group.push(quoted);
  }
  close();
  return patterns;
}

/** The target queries' rows over `range` (20 queries ≤ 4,000 characters: one pattern). */
export function targetQueriesRequest(
  ref: PropertyRef,
  range: DateRange,
  queries: readonly string[],
): SearchConsoleDataRequest | null {
  const [pattern] = queryPatterns(queries);
  if (!pattern) return null;
  return {
    ...ref,
    ...range,
    dimensions: ["query"],
    filters: [{ dimension: "query", operator: "includingRegex", expression: pattern }],
    dataState: "final",
    table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 100 },
  };
}
