import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { PAGE_SIZES, TABLE_DEFAULT_PAGE_SIZE } from "@/lib/data-api/table-page";
import type { OpportunityType } from "@/lib/seo/opportunities";
import {
  OPPORTUNITY_SHOWS,
  OPPORTUNITY_SORTS,
  OPPORTUNITY_TYPE_IDS,
  THRESHOLD_LIMITS,
  type OpportunityShow,
  type OpportunitySort,
} from "./limits";

// The view's own URL params beside the filter context's:
// ?type=&show=&sort=&asc=1&q=&page=&size=&maxPosition=&minImpressions=&ctrRatio=&decayRatio=
// &sitemapImpressions=
// Checked with plain predicates, not zod: the parser runs as the view renders.

export type OpportunityThresholdParams = {
  strikingMaxPosition?: number;
  strikingMinImpressions?: number;
  lowCtrRatio?: number;
  decayRatio?: number;
  sitemapMinImpressions?: number;
};

export type OpportunityViewParams = {
  types: readonly OpportunityType[];
  show: OpportunityShow;
  table: {
    sort: OpportunitySort;
    desc: boolean;
    search?: string;
    pageIndex: number;
    pageSize: number;
  };
  /** Only the thresholds the URL changes; the engine's defaults for the rest. */
  thresholds: OpportunityThresholdParams;
};

const MAX_SEARCH = 200;
const MAX_PAGE_INDEX = 100_000;

/** The URL key of each threshold the view lets a person change. */
export const THRESHOLD_KEYS = {
  strikingMaxPosition: "maxPosition",
  strikingMinImpressions: "minImpressions",
  lowCtrRatio: "ctrRatio",
  decayRatio: "decayRatio",
  sitemapMinImpressions: "sitemapImpressions",
} as const satisfies Record<keyof OpportunityThresholdParams, string>;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function numberIn(
  value: string | null,
  { min, max, integer }: (typeof THRESHOLD_LIMITS)[keyof typeof THRESHOLD_LIMITS],
) {
  if (value === null || !/^\d{1,7}(\.\d{1,3})?$/.test(value)) return undefined;
  const number = Number(value);
  if (integer && !Number.isInteger(number)) return undefined;
  return number >= min && number <= max ? number : undefined;
}

/** The view's params; anything invalid falls back to the default and nothing throws. */
export function parseOpportunityParams(search: SearchParamsLike): OpportunityViewParams {
  const types = (search.get("type") ?? "")
    .split(",")
    .filter((t): t is OpportunityType => isOneOf(OPPORTUNITY_TYPE_IDS, t));
  const show = search.get("show");
  const sort = search.get("sort");
  const query = search.get("q")?.trim() ?? "";
  const page = search.get("page");
  const size = Number(search.get("size"));
  const pageIndex = page && /^\d{1,6}$/.test(page) ? Math.min(Number(page) - 1, MAX_PAGE_INDEX) : 0;
  const thresholds: OpportunityThresholdParams = {};
  for (const [name, key] of Object.entries(THRESHOLD_KEYS) as [
    keyof OpportunityThresholdParams,
    string,
  ][]) {
    const value = numberIn(search.get(key), THRESHOLD_LIMITS[name]);
    if (value !== undefined) thresholds[name] = value;
  }
  return {
    types: [...new Set(types)],
    show: isOneOf(OPPORTUNITY_SHOWS, show) ? show : "open",
    table: {
      sort: isOneOf(OPPORTUNITY_SORTS, sort) ? sort : "gain",
      desc: search.get("asc") !== "1",
      ...(query && query.length <= MAX_SEARCH ? { search: query } : {}),
      pageIndex: Math.max(0, pageIndex),
      pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : TABLE_DEFAULT_PAGE_SIZE,
    },
    thresholds,
  };
}

/** The query string with `next` written; defaults are left out of the URL, other keys kept. */
export function withOpportunityParams(
  current: URLSearchParams,
  next: OpportunityViewParams,
): string {
  const search = new URLSearchParams(current);
  const set = (key: string, value: string | null) =>
    value === null ? search.delete(key) : search.set(key, value);
  set("type", next.types.length ? next.types.join(",") : null);
  set("show", next.show === "open" ? null : next.show);
  set("sort", next.table.sort === "gain" ? null : next.table.sort);
  set("asc", next.table.desc ? null : "1");
  set("q", next.table.search ? next.table.search : null);
  set("page", next.table.pageIndex > 0 ? String(next.table.pageIndex + 1) : null);
  set("size", next.table.pageSize === TABLE_DEFAULT_PAGE_SIZE ? null : String(next.table.pageSize));
  for (const [name, key] of Object.entries(THRESHOLD_KEYS) as [
    keyof OpportunityThresholdParams,
    string,
  ][]) {
    const value = next.thresholds[name];
    set(key, value === undefined ? null : String(value));
  }
  return search.toString();
}
