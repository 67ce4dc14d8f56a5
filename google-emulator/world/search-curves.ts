// How search traffic responds to rank, season, weekday and a page's life: the shapes every
// series of the search world is drawn from.
import type { Topic } from "./search-topics";
import { dayOfYear, weekday } from "./search-dates";
import type { SitePage } from "./search-site";

/** Share of impressions clicked at an average position (non-brand searches). */
export const clickThroughRate = (position: number): number => 0.3 * Math.pow(position, -1.2);

/** How much of a query's demand turns into impressions at a position (page 2 is rarely seen). */
export const visibility = (position: number): number => 1 / (1 + Math.pow(position / 12, 3));

/** Both curves by tenth of a position (1.0 … 150.0), for the hot loops. */
export const POSITION_STEPS = 1500;
export const CTR_BY_TENTH = Float64Array.from({ length: POSITION_STEPS + 1 }, (_, i) =>
  clickThroughRate(Math.max(1, i / 10)),
);
export const VISIBILITY_BY_TENTH = Float64Array.from({ length: POSITION_STEPS + 1 }, (_, i) =>
  visibility(Math.max(1, i / 10)),
);

/** Yearly swing around 1, peaking on the topic's peak day shifted by `shift` days. */
export function seasonality(topic: Topic, day: number, swing: number, shift: number): number {
  const angle = (2 * Math.PI * (dayOfYear(day) - topic.seasonPeak - shift)) / 365.25;
  return 1 + topic.seasonSwing * swing * Math.cos(angle);
}

/** The topic's weekday factors, normalised to average 1 over a week. */
export function weekCycle(topic: Topic): Float64Array {
  const mean = topic.week.reduce((a, b) => a + b, 0) / 7;
  return Float64Array.from(topic.week, (w) => w / mean);
}
export const weekdayIndex = weekday;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** A page's demand multiplier and position offset on `day` (0 demand before launch). */
export function pageTrend(page: SitePage, day: number): { demand: number; position: number } {
  if (day < page.launchDay) return { demand: 0, position: 0 };
  switch (page.trend) {
    case "growing": {
      const x = logistic((day - page.trendDay) / 45);
      return { demand: 0.35 + 0.9 * x, position: 6 * (1 - x) };
    }
    case "decaying": {
      const x = logistic((day - page.trendDay) / 60);
      return { demand: 1.2 - 0.8 * x, position: 7 * x };
    }
    case "new": {
      const age = day - page.launchDay;
      return { demand: 1 - Math.exp(-age / 35), position: 10 * Math.exp(-age / 45) };
    }
    default:
      return { demand: 1, position: 0 };
  }
}
