// Maps vs organic: a location's Business Profile search keywords (whole months, people counted
// once a month, or only "fewer than N") beside the same queries in the site's web search results
// over the same days. Pure: the route reads both sources and this lines them up.

import type { GbpKeyword } from "@/lib/business-profile/keywords";

export type MapsKeyword = GbpKeyword;
export type WebQuery = { clicks: number; impressions: number; position: number };

export type MapsVsOrganicRow = {
  keyword: string;
  /** Business Profile: people who found the location with this keyword, summed over the months. */
  maps: number | null;
  /** When Google gives only a threshold: "fewer than this" in every month. */
  mapsBelow: number | null;
  /** The same query in Search Console over the same days; null when the site was not shown for it. */
  web: WebQuery | null;
};

export type MapsVsOrganicSummary = {
  keywords: number;
  /** Keywords the site was also shown for in web search. */
  alsoInWeb: number;
  /** Business Profile counts of the keywords Google gave a number for. */
  mapsCounted: number;
  /** Web search impressions of those same keywords. */
  webImpressions: number;
};

/** Keywords as Search Console writes queries: lower case, single spaces. */
export const keywordKey = (keyword: string) =>
  keyword.normalize("NFC").toLowerCase().trim().replace(/\s+/g, " ");

/**
 * One row per Business Profile keyword (the same keyword over several months is summed; a month
 * given only as a threshold keeps the row's "below" mark), the most found first; then by name.
 */
export function compareMapsAndWeb(
  keywords: readonly MapsKeyword[],
  web: ReadonlyMap<string, WebQuery>,
): { rows: MapsVsOrganicRow[]; summary: MapsVsOrganicSummary } {
  const byKey = new Map<string, MapsVsOrganicRow>();
  for (const k of keywords) {
    const key = keywordKey(k.keyword);
    if (!key) continue;
    const row = byKey.get(key) ?? {
      keyword: key,
      maps: null,
      mapsBelow: null,
      web: web.get(key) ?? null,
    };
    if (k.value !== null) row.maps = (row.maps ?? 0) + k.value;
    else if (k.threshold !== null) row.mapsBelow = Math.max(row.mapsBelow ?? 0, k.threshold);
    byKey.set(key, row);
  }
  const rows = [...byKey.values()].sort(
    (a, b) =>
      (b.maps ?? 0) - (a.maps ?? 0) ||
      (b.mapsBelow ?? 0) - (a.mapsBelow ?? 0) ||
      a.keyword.localeCompare(b.keyword),
  );
  let alsoInWeb = 0;
  let mapsCounted = 0;
  let webImpressions = 0;
  for (const row of rows) {
    if (row.web) alsoInWeb++;
    if (row.maps !== null) {
      mapsCounted += row.maps;
      webImpressions += row.web?.impressions ?? 0;
    }
  }
  return { rows, summary: { keywords: rows.length, alsoInWeb, mapsCounted, webImpressions } };
}

/**
 * The days Search Console is read over: from the first day of the first month to the range's end
 * (the keywords of a month in progress count its days so far, as the range's end does).
 */
export function webRangeOf(range: { startDate: string; endDate: string }) {
  return { startDate: `${range.startDate.slice(0, 7)}-01`, endDate: range.endDate };
}
