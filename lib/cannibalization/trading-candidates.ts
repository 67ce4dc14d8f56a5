import { DEFAULT_CANNIBALIZATION_THRESHOLDS, type CannibalizationThresholds } from "./types";
import { brandMatcher, type SearchRow } from "@/lib/seo/search-metrics";

/** Google's limit on a filter expression. */
export const MAX_FILTER_LENGTH = 4096;
/** Query×page×date rows one request may bring back before the data route caps it. */
export const MAX_DAILY_ROWS = 50_000;

/**
 * The queries whose pages could trade the top position: enough impressions, not branded, and two or
 * more pages each with the trading share of impressions (the detector's own test). Only these need
 * their daily rows, which keeps a request that would be hundreds of thousands of rows to a few.
 */
export function tradingCandidates(
  rows: readonly SearchRow[],
  thresholds: Partial<CannibalizationThresholds> = {},
  brandTerms: readonly string[] = [],
): { query: string; impressions: number; pages: number }[] {
  const t = { ...DEFAULT_CANNIBALIZATION_THRESHOLDS, ...thresholds };
  const isBranded = brandMatcher(brandTerms);
  const byQuery = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const [query = "", page = ""] = row.keys;
    let pages = byQuery.get(query);
    if (!pages) byQuery.set(query, (pages = new Map()));
    pages.set(page, (pages.get(page) ?? 0) + row.impressions);
  }
  const candidates = [];
  for (const [query, pages] of byQuery) {
    let impressions = 0;
    for (const value of pages.values()) impressions += value;
    if (impressions < t.minImpressions || pages.size < 2 || isBranded(query)) continue;
    const trading = [...pages.values()].filter((v) => v / impressions >= t.tradingMinShare);
    if (trading.length >= 2) candidates.push({ query, impressions, pages: pages.size });
  }
  return candidates.sort((a, b) => b.impressions - a.impressions || (a.query < b.query ? -1 : 1));
}

// RE2 and JavaScript share these metacharacters.
const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");

/**
 * An exact-match regex over the candidates, most impressions first, as many as fit both Google's
 * expression limit and the row cap (each query brings a row per page per day). Null without any.
 */
export function candidatesFilter(
  candidates: readonly { query: string; pages: number }[],
  days: number,
): { expression: string; queries: string[] } | null {
  const queries: string[] = [];
  const parts: string[] = [];
  let length = "^(?:)$".length;
  let rows = 0;
  for (const { query, pages } of candidates) {
    const part = escapeRegex(query);
    const nextLength = length + part.length + (parts.length > 0 ? 1 : 0);
    const nextRows = rows + pages * days;
    if (nextLength > MAX_FILTER_LENGTH || nextRows > MAX_DAILY_ROWS) break;
    parts.push(part);
    queries.push(query);
    length = nextLength;
    rows = nextRows;
  }
  return parts.length > 0 ? { expression: `^(?:${parts.join("|")})$`, queries } : null;
}
