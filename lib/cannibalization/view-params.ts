import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { DEFAULT_CANNIBALIZATION_THRESHOLDS, type CannibalizationThresholds } from "./types";

// The view's own URL params beside the filter context's: ?minShare=&minImpressions=&branded=&issue=

/** What a person can set: the detector's two main thresholds, branded queries, the open issue. */
export type CannibalizationViewParams = {
  /** Whole percent of a query's impressions or clicks a page needs to compete (5–95). */
  minSharePercent: number;
  minImpressions: number;
  /** Branded queries are left out unless the URL says `branded=include`. */
  excludeBranded: boolean;
  /** The query whose detail is open. */
  issue: string | null;
};

export const SHARE_LIMITS = { min: 5, max: 95 } as const;
export const IMPRESSION_LIMITS = { min: 1, max: 1_000_000 } as const;
export const MAX_ISSUE_LENGTH = 500;

export const DEFAULT_VIEW_PARAMS: CannibalizationViewParams = {
  minSharePercent: Math.round(DEFAULT_CANNIBALIZATION_THRESHOLDS.minShare * 100),
  minImpressions: DEFAULT_CANNIBALIZATION_THRESHOLDS.minImpressions,
  excludeBranded: true,
  issue: null,
};

function wholeNumber(value: string | null, limits: { min: number; max: number }) {
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= limits.min && number <= limits.max ? number : undefined;
}

/** The view's params; anything invalid falls back to the default. */
export function parseViewParams(search: SearchParamsLike): CannibalizationViewParams {
  const issue = search.get("issue")?.trim() ?? "";
  return {
    minSharePercent:
      wholeNumber(search.get("minShare"), SHARE_LIMITS) ?? DEFAULT_VIEW_PARAMS.minSharePercent,
    minImpressions:
      wholeNumber(search.get("minImpressions"), IMPRESSION_LIMITS) ??
      DEFAULT_VIEW_PARAMS.minImpressions,
    excludeBranded: search.get("branded") !== "include",
    issue: issue && issue.length <= MAX_ISSUE_LENGTH ? issue : null,
  };
}

/** The query string with `patch` applied; defaults are left out of the URL, other keys kept. */
export function withViewParams(
  current: URLSearchParams,
  patch: Partial<CannibalizationViewParams>,
): string {
  const next = { ...parseViewParams(current), ...patch };
  const search = new URLSearchParams(current);
  const set = (key: string, value: string | null) =>
    value === null ? search.delete(key) : search.set(key, value);
  set(
    "minShare",
    next.minSharePercent === DEFAULT_VIEW_PARAMS.minSharePercent
      ? null
      : String(next.minSharePercent),
  );
  set(
    "minImpressions",
    next.minImpressions === DEFAULT_VIEW_PARAMS.minImpressions ? null : String(next.minImpressions),
  );
  set("branded", next.excludeBranded ? null : "include");
  set("issue", next.issue);
  return search.toString();
}

/** The detector's thresholds for the params. */
export function thresholdsOf(
  params: Pick<CannibalizationViewParams, "minSharePercent" | "minImpressions">,
): Partial<CannibalizationThresholds> {
  return { minShare: params.minSharePercent / 100, minImpressions: params.minImpressions };
}
