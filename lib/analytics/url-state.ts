import type { SearchParamsLike } from "@/lib/filters/filter-context";
import { BREAKDOWNS, KPI_METRICS, type BreakdownId, type KpiMetricId } from "./metrics";

// The Analytics view's own URL params, beside the filter context's (project, property, start,
// end, compare): ?metric=&grain=&tab=&organic=1. One parser for the server page and the client.

export const GRAINS = ["day", "week", "month"] as const;
export type AnalyticsGrain = (typeof GRAINS)[number];

export type AnalyticsState = {
  /** The figure the trend draws. */
  metric: KpiMetricId;
  grain: AnalyticsGrain;
  tab: BreakdownId;
  /** Only sessions from organic search, in every widget. */
  organic: boolean;
};

export const DEFAULT_ANALYTICS_STATE: AnalyticsState = {
  metric: "sessions",
  grain: "day",
  tab: "channel",
  organic: false,
};

const one = (search: SearchParamsLike, key: string) => search.get(key) ?? undefined;

const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T) =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The view's state from the URL; anything unknown falls back to the default, nothing throws. */
export function parseAnalyticsState(search: SearchParamsLike): AnalyticsState {
  return {
    metric: pick(
      one(search, "metric"),
      KPI_METRICS.map((m) => m.id),
      DEFAULT_ANALYTICS_STATE.metric,
    ),
    grain: pick(one(search, "grain"), GRAINS, DEFAULT_ANALYTICS_STATE.grain),
    tab: pick(
      one(search, "tab"),
      BREAKDOWNS.map((b) => b.id),
      DEFAULT_ANALYTICS_STATE.tab,
    ),
    organic: one(search, "organic") === "1",
  };
}

/** `search` with `patch` written into it; defaults leave the URL. */
export function withAnalyticsState(
  search: URLSearchParams,
  patch: Partial<AnalyticsState>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    const isDefault = DEFAULT_ANALYTICS_STATE[key as keyof AnalyticsState] === value;
    if (isDefault) next.delete(key);
    else next.set(key, value === true ? "1" : String(value));
  }
  return next;
}
