// Daily Business Profile performance of a location: impressions on Maps and Search by device, and
// the actions people take. Rare actions are drawn as counts, so small places have many zero days.
import type { GbpLocation } from "./catalog";
import { weekday, yearPhase } from "./ga4-calendar";
import { unit } from "./ga4-noise";

import {
  GBP_DAILY_METRICS as DAILY_METRICS,
  type GbpDailyMetric as DailyMetric,
} from "@/lib/google/gbp-daily-metrics";

export { DAILY_METRICS, type DailyMetric };

type Profile = {
  /** Sunday first. */
  week: readonly number[];
  /** Peak of the year (0–1) and its strength. */
  peak: number;
  swing: number;
  /** Share of impressions: desktop maps, desktop search, mobile maps, mobile search. */
  surfaces: readonly [number, number, number, number];
  /** Actions per impression. */
  actions: Partial<Record<DailyMetric, number>>;
};

const PROFILES: Record<string, Profile> = {
  "categories/gcid:garden_center": {
    week: [1.22, 0.84, 0.85, 0.88, 0.92, 1.04, 1.3],
    peak: 0.34,
    swing: 0.45,
    surfaces: [0.11, 0.17, 0.4, 0.32],
    actions: {
      BUSINESS_DIRECTION_REQUESTS: 0.024,
      CALL_CLICKS: 0.006,
      WEBSITE_CLICKS: 0.03,
      BUSINESS_CONVERSATIONS: 0.0008,
    },
  },
  "categories/gcid:landscaper": {
    week: [0.55, 1.16, 1.15, 1.12, 1.1, 1.0, 0.78],
    peak: 0.3,
    swing: 0.5,
    surfaces: [0.08, 0.3, 0.14, 0.48],
    actions: { CALL_CLICKS: 0.025, WEBSITE_CLICKS: 0.032, BUSINESS_CONVERSATIONS: 0.004 },
  },
  "categories/gcid:dentist": {
    week: [0.42, 1.2, 1.18, 1.16, 1.12, 1.02, 0.52],
    peak: 0.04,
    swing: 0.12,
    surfaces: [0.1, 0.24, 0.24, 0.42],
    actions: {
      CALL_CLICKS: 0.019,
      WEBSITE_CLICKS: 0.026,
      BUSINESS_DIRECTION_REQUESTS: 0.012,
      BUSINESS_BOOKINGS: 0.003,
      BUSINESS_CONVERSATIONS: 0.001,
    },
  },
  "categories/gcid:coffee_shop": {
    week: [1.28, 0.88, 0.87, 0.9, 0.95, 1.06, 1.32],
    peak: 0.9,
    swing: 0.15,
    surfaces: [0.06, 0.08, 0.52, 0.34],
    actions: {
      BUSINESS_DIRECTION_REQUESTS: 0.041,
      CALL_CLICKS: 0.004,
      WEBSITE_CLICKS: 0.015,
      BUSINESS_FOOD_ORDERS: 0.004,
      BUSINESS_FOOD_MENU_CLICKS: 0.012,
    },
  },
};

const FALLBACK = PROFILES["categories/gcid:garden_center"]!;

/** A Poisson count for `mean`, drawn from the uniform `u` (exact for small means, normal above). */
function poisson(mean: number, u: number): number {
  if (mean > 40) return Math.max(0, Math.round(mean + Math.sqrt(mean) * 1.6 * (u - 0.5) * 2));
  let k = 0;
  let p = Math.exp(-mean);
  let cumulative = p;
  while (u > cumulative && k < 200) {
    k++;
    p *= mean / k;
    cumulative += p;
  }
  return k;
}

/** Impressions of the location on `day`, before the split by surface. */
function impressions(location: GbpLocation, profile: Profile, day: number): number {
  const phase = yearPhase(day);
  const distance = Math.min(Math.abs(phase - profile.peak), 1 - Math.abs(phase - profile.peak));
  const season = 1 + profile.swing * Math.cos(distance * 2 * Math.PI);
  return (
    (location.dailyImpressions * profile.week[weekday(day)]! * season) / (1 + profile.swing * 0.2)
  );
}

/** The value of `metric` for `location` on `day` (a whole number, often 0 for rare actions). */
export function dailyMetricValue(location: GbpLocation, metric: DailyMetric, day: number): number {
  const profile = PROFILES[location.category.name] ?? FALLBACK;
  const index = DAILY_METRICS.indexOf(metric);
  const u = unit(location.seed, day, index, 7);
  const seen = impressions(location, profile, day);
  if (index < 4) return poisson(seen * profile.surfaces[index]!, u);
  // Without a storefront address nobody can ask for directions.
  if (metric === "BUSINESS_DIRECTION_REQUESTS" && !location.address) return 0;
  return poisson(seen * (profile.actions[metric] ?? 0), u);
}
