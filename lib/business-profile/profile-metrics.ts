import { shiftDay } from "@/lib/dates/compare";
import type { GbpDailyMetric } from "@/lib/data-api/schemas/gbp";
import type { GbpMetricsResponse } from "@/lib/data-api/types";
import { PROFILE_ACTION_METRICS } from "@/lib/overview/requests";

/** Where a profile view happened: Google Search or Maps, on a computer or a phone. */
export const VIEW_METRICS = {
  searchDesktop: "BUSINESS_IMPRESSIONS_DESKTOP_SEARCH",
  searchMobile: "BUSINESS_IMPRESSIONS_MOBILE_SEARCH",
  mapsDesktop: "BUSINESS_IMPRESSIONS_DESKTOP_MAPS",
  mapsMobile: "BUSINESS_IMPRESSIONS_MOBILE_MAPS",
} as const satisfies Record<string, GbpDailyMetric>;

const ACTION_FIELDS = {
  calls: "CALL_CLICKS",
  websiteClicks: "WEBSITE_CLICKS",
  directions: "BUSINESS_DIRECTION_REQUESTS",
} as const satisfies Record<string, GbpDailyMetric>;

export type ViewSplit = keyof typeof VIEW_METRICS;
export type ActionKind = keyof typeof ACTION_FIELDS;

/** The metrics the view asks for: the four view splits and the actions the overview counts. */
export const PROFILE_METRICS: GbpDailyMetric[] = [
  ...Object.values(VIEW_METRICS),
  ...PROFILE_ACTION_METRICS,
];

export type ProfileDay = Record<ViewSplit | ActionKind, number> & {
  date: string;
  /** All four view splits. */
  views: number;
  /** Calls, website clicks and direction requests. */
  actions: number;
};

export type ProfileTotals = Omit<ProfileDay, "date"> & {
  searchViews: number;
  mapsViews: number;
  /** Share of views from Search and from Maps; null without views. */
  searchShare: number | null;
  mapsShare: number | null;
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** One row per day of the response's range, each metric in its own field (a missing one is 0). */
export function profileDays(response: Pick<GbpMetricsResponse, "series">): ProfileDay[] {
  const byMetric = new Map(response.series.map((s) => [s.metric, s.values]));
  const dates = response.series[0]?.values.map((v) => v.date) ?? [];
  const valueAt = (metric: string, i: number) => byMetric.get(metric)?.[i]?.value ?? 0;
  return dates.map((date, i) => {
    const views = Object.fromEntries(
      Object.entries(VIEW_METRICS).map(([field, metric]) => [field, valueAt(metric, i)]),
    ) as Record<ViewSplit, number>;
    const actions = Object.fromEntries(
      Object.entries(ACTION_FIELDS).map(([field, metric]) => [field, valueAt(metric, i)]),
    ) as Record<ActionKind, number>;
    return {
      date,
      ...views,
      ...actions,
      views: sum(Object.values(views)),
      actions: sum(Object.values(actions)),
    };
  });
}

/** The days added up, with the Search and Maps shares of the views. */
export function profileTotals(days: readonly ProfileDay[]): ProfileTotals {
  const total = (field: keyof Omit<ProfileDay, "date">) => sum(days.map((day) => day[field]));
  const views = total("views");
  const searchViews = total("searchDesktop") + total("searchMobile");
  const mapsViews = total("mapsDesktop") + total("mapsMobile");
  return {
    searchDesktop: total("searchDesktop"),
    searchMobile: total("searchMobile"),
    mapsDesktop: total("mapsDesktop"),
    mapsMobile: total("mapsMobile"),
    calls: total("calls"),
    websiteClicks: total("websiteClicks"),
    directions: total("directions"),
    views,
    actions: total("actions"),
    searchViews,
    mapsViews,
    searchShare: views > 0 ? searchViews / views : null,
    mapsShare: views > 0 ? mapsViews / views : null,
  };
}

// Google reports a profile's day a few days late; empty days older than this are real zeros.
export const REPORTING_LAG_DAYS = 5;

/**
 * The first of the range's last days that Google has not reported yet: the trailing days with
 * nothing at all, when they fall within the reporting lag before `today`. Null when every day counts.
 */
export function unreportedFrom(days: readonly ProfileDay[], today: string): string | null {
  const recent = shiftDay(today, -REPORTING_LAG_DAYS);
  let first: string | null = null;
  for (let i = days.length - 1; i >= 0; i--) {
    const day = days[i]!;
    if (day.date < recent || day.views > 0 || day.actions > 0) break;
    first = day.date;
  }
  return first;
}

/** The days Google has reported, and how many at the end it has not yet. */
export function reportedDays(
  days: readonly ProfileDay[],
  today: string,
): { reported: ProfileDay[]; pending: number; pendingFrom: string | null } {
  const pendingFrom = unreportedFrom(days, today);
  const reported = pendingFrom === null ? [...days] : days.filter((d) => d.date < pendingFrom);
  return { reported, pending: days.length - reported.length, pendingFrom };
}
