import type { SearchConsoleHidden, SearchConsoleRow, SearchConsoleTotals } from "./types";

// How the rows of a Search Console answer relate to the property's totals. Pure.

const ZERO: SearchConsoleTotals = { clicks: 0, impressions: 0, ctr: 0, position: 0 };

/** The totals from an answer without dimensions: one row, or none when there was no traffic. */
export function totalsOf(rows: readonly SearchConsoleRow[]): SearchConsoleTotals {
  const row = rows[0];
  if (!row) return ZERO;
  return { clicks: row.clicks, impressions: row.impressions, ctr: row.ctr, position: row.position };
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/**
 * Clicks and impressions the rows leave out. Google drops anonymised queries from rows grouped by
 * query but keeps them in the totals (google-apis.md §2.2), so the gap is only read for those.
 */
export function hiddenOf(
  totals: SearchConsoleTotals,
  rows: readonly SearchConsoleRow[],
  dimensions: readonly string[],
): SearchConsoleHidden | null {
  if (!dimensions.includes("query")) return null;
  let clicks = 0;
  let impressions = 0;
  for (const row of rows) {
    clicks += row.clicks;
    impressions += row.impressions;
  }
  const hidden = {
    clicks: Math.max(0, totals.clicks - clicks),
    impressions: Math.max(0, totals.impressions - impressions),
  };
  return {
    ...hidden,
    clicksShare: share(hidden.clicks, totals.clicks),
    impressionsShare: share(hidden.impressions, totals.impressions),
  };
}

/** The day before the first incomplete one: the last day whose numbers are final. */
export function lastFinalDate(firstIncompleteDate: string | undefined): string | undefined {
  if (!firstIncompleteDate || !/^\d{4}-\d{2}-\d{2}$/.test(firstIncompleteDate)) return undefined;
  const day = new Date(`${firstIncompleteDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
