// One GA4 property's additive facts for one day and one channel, all integers. Every report is
// built by splitting these, so any two reports of the same days agree on their sums.
import type { Dataset } from "./catalog";
import { dayOf, weekday } from "./ga4-calendar";
import { CHANNELS, EMAIL, KEY_EVENT_MULTIPLIER, ORGANIC_SEARCH } from "./ga4-channels";
import { COMMERCE, NO_SALES, READING_SHARE } from "./ga4-commerce";
import { seasonFactor, weekdayFactor } from "./ga4-cycles";
import { jitter } from "./ga4-noise";

export const FACTS = [
  "sessions",
  "engagedSessions",
  "users",
  "newUsers",
  "activeUsers",
  "screenPageViews",
  "eventCount",
  "keyEvents",
  "keyEventSessions",
  "sessionSeconds",
  "engagementSeconds",
  "purchases",
  "purchaseCents",
  "itemsViewed",
  "itemsPurchased",
  "itemCents",
  "readingSeconds",
] as const;
export type Fact = (typeof FACTS)[number];
export const FACT_COUNT = FACTS.length;
export const F = Object.fromEntries(FACTS.map((name, i) => [name, i])) as Record<Fact, number>;

const GROWTH_ANCHOR = dayOf(2025, 1, 1);

/** Newsletters go out every other Tuesday; their clicks arrive that day and the next. */
function emailWave(day: number): number {
  if (Math.floor((day + 4) / 7) % 2 !== 0) return 0.62;
  const dow = weekday(day);
  return dow === 2 ? 3.4 : dow === 3 ? 1.8 : 0.62;
}

function channelSessions(dataset: Dataset, day: number, channel: number, clicks: number): number {
  if (channel === ORGANIC_SEARCH) return Math.round(clicks * jitter(0.1, dataset.seed, day, 3));
  const profile = CHANNELS[channel]!;
  const growth = 1 + 0.12 * ((day - GROWTH_ANCHOR) / 365);
  const wave = channel === EMAIL ? emailWave(day) : 1;
  const level =
    dataset.dailyClicks *
    profile.share[dataset.topic] *
    seasonFactor(dataset.topic, day) *
    weekdayFactor(dataset.topic, day) *
    Math.max(0.5, growth) *
    wave;
  return Math.round(level * jitter(0.14, dataset.seed, day, channel, 5));
}

/**
 * The facts of `channel` on `day`; `clicks` are that day's search clicks and `elapsed` the share of
 * the day already gone (1 for past days), so that today fills up as the clock moves.
 */
export function channelDay(
  dataset: Dataset,
  day: number,
  channel: number,
  clicks: number,
  elapsed: number,
  out: Float64Array = new Float64Array(FACT_COUNT),
): Float64Array {
  const p = CHANNELS[channel]!;
  const n = (salt: number, spread: number) => jitter(spread, dataset.seed, day, channel, salt);
  const s = Math.round(channelSessions(dataset, day, channel, clicks) * elapsed);
  const engaged = Math.min(s, Math.round(s * p.engagementRate * n(11, 0.06)));
  const users = Math.min(s, Math.max(s > 0 ? 1 : 0, Math.round(s * 0.83 * n(12, 0.03))));
  const keyEvents = Math.round(
    s * p.keyEventRate * KEY_EVENT_MULTIPLIER[dataset.topic] * n(13, 0.3),
  );
  const views = Math.max(s, Math.round(s * p.pagesPerSession * n(14, 0.05)));
  const seconds = Math.round(s * p.sessionSeconds * n(15, 0.08));
  out[F.sessions] = s;
  out[F.engagedSessions] = engaged;
  out[F.users] = users;
  out[F.newUsers] = Math.min(users, Math.round(users * p.newShare * n(16, 0.05)));
  out[F.activeUsers] = Math.min(users, Math.round(users * (0.86 + 0.14 * p.engagementRate)));
  out[F.screenPageViews] = views;
  out[F.eventCount] = Math.round(views * 2.4 + s * 2.1 + engaged * 0.6);
  out[F.keyEvents] = keyEvents;
  out[F.keyEventSessions] = Math.min(s, Math.round(keyEvents * 0.82));
  out[F.sessionSeconds] = seconds;
  out[F.engagementSeconds] = Math.round(seconds * 0.64);
  out[F.readingSeconds] = Math.round(out[F.engagementSeconds]! * READING_SHARE * n(17, 0.06));
  // Money is counted in cents so that every split stays in integers.
  const shop = COMMERCE[dataset.topic] ?? NO_SALES;
  const purchases = Math.min(
    out[F.keyEventSessions]!,
    Math.round(out[F.keyEventSessions]! * shop.purchaseShare * n(18, 0.1)),
  );
  const cents = Math.round(purchases * shop.orderValue * 100 * n(19, 0.12));
  out[F.purchases] = purchases;
  out[F.purchaseCents] = cents;
  out[F.itemsViewed] = Math.round(views * shop.productViewShare * n(20, 0.08));
  out[F.itemsPurchased] = Math.round(purchases * shop.itemsPerOrder * n(21, 0.1));
  out[F.itemCents] = Math.round(cents * shop.itemShare);
  return out;
}
