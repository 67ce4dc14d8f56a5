// GA4 metrics the emulator answers: getMetadata texts, wire type, scope, and how each is computed
// from a row's summed facts. Users are not additive over days: a returning visitor counts once per
// row. Money is summed in cents and answered in the report's currency.
import { F, type Fact } from "../world/ga4-daily";
import type { Scope } from "./scope";

export type MetricType = "TYPE_INTEGER" | "TYPE_FLOAT" | "TYPE_SECONDS" | "TYPE_CURRENCY";

/** A row's summed facts and the number of distinct days they came from. */
export type Tally = { facts: Float64Array; days: number };

export type MetricDef = {
  apiName: string;
  uiName: string;
  description: string;
  category: string;
  type: MetricType;
  scope: Scope;
  customDefinition: boolean;
  deprecatedApiNames?: string[];
  value(tally: Tally): number;
};

const sum = (fact: Fact) => (t: Tally) => t.facts[F[fact]]!;
const money = (fact: Fact) => (t: Tally) => t.facts[F[fact]]! / 100;
const ratio =
  (top: (t: Tally) => number, bottom: (t: Tally) => number, cap = Infinity) =>
  (t: Tally) => {
    const b = bottom(t);
    return b > 0 ? Math.min(cap, top(t) / b) : 0;
  };

/** Distinct users over `days` days: new users once each, returning ones seen again and again. */
export function distinctUsers(t: Tally): number {
  const all = t.facts[F.users]!;
  const fresh = t.facts[F.newUsers]!;
  const overlap = 1 / (1 + 0.35 * Math.log(Math.max(1, t.days)));
  return Math.round(fresh + Math.max(0, all - fresh) * overlap);
}

function activeUsers(t: Tally): number {
  const all = t.facts[F.users]!;
  return all > 0 ? Math.round((distinctUsers(t) * t.facts[F.activeUsers]!) / all) : 0;
}

const sessions = sum("sessions");
const engaged = sum("engagedSessions");

export type MetricSpec = [
  string,
  string,
  string,
  string,
  MetricType,
  Scope,
  (t: Tally) => number,
  string[]?,
];

const USER = "User";
const SESSION = "Session";
const EVENT = "Event";
const PAGE = "Page / screen";
const REVENUE = "Revenue";
const ECOMMERCE = "Ecommerce";
const [E, S, U, I] = ["event", "session", "user", "item"] as const;

// prettier-ignore
const SPECS: MetricSpec[] = [
  ["sessions", "Sessions", "The number of sessions that began on your site.", SESSION, "TYPE_INTEGER", S, sessions],
  ["engagedSessions", "Engaged sessions", "Sessions that lasted longer than 10 seconds, had a key event or had 2 or more page views.", SESSION, "TYPE_INTEGER", S, engaged],
  ["engagementRate", "Engagement rate", "Engaged sessions divided by sessions.", SESSION, "TYPE_FLOAT", S, ratio(engaged, sessions, 1)],
  ["bounceRate", "Bounce rate", "The percentage of sessions that were not engaged.", SESSION, "TYPE_FLOAT", S, (t) => 1 - ratio(engaged, sessions, 1)(t)],
  ["averageSessionDuration", "Average session duration", "The average duration (in seconds) of users' sessions.", SESSION, "TYPE_SECONDS", S, ratio(sum("sessionSeconds"), sessions)],
  ["sessionKeyEventRate", "Session key event rate", "The percentage of sessions in which any key event was triggered.", SESSION, "TYPE_FLOAT", S, ratio(sum("keyEventSessions"), sessions, 1)],
  ["screenPageViewsPerSession", "Views per session", "The number of app screens or web pages viewed per session.", SESSION, "TYPE_FLOAT", S, ratio(sum("screenPageViews"), sessions)],
  ["eventsPerSession", "Events per session", "The average number of events per session.", EVENT, "TYPE_FLOAT", S, ratio(sum("eventCount"), sessions)],
  ["totalUsers", "Total users", "The number of distinct users who have logged at least one event.", USER, "TYPE_INTEGER", U, distinctUsers],
  ["activeUsers", "Active users", "The number of distinct users who visited your site.", USER, "TYPE_INTEGER", U, activeUsers],
  ["newUsers", "New users", "The number of users who interacted with your site for the first time.", USER, "TYPE_INTEGER", U, sum("newUsers")],
  ["sessionsPerUser", "Sessions per active user", "The average number of sessions per active user.", SESSION, "TYPE_FLOAT", S, ratio(sessions, activeUsers)],
  ["userEngagementDuration", "User engagement", "The total amount of time (in seconds) your website was in the foreground of users' devices.", USER, "TYPE_SECONDS", U, sum("engagementSeconds")],
  ["screenPageViews", "Views", "The number of app screens or web pages your users viewed.", PAGE, "TYPE_INTEGER", E, sum("screenPageViews")],
  ["eventCount", "Event count", "The count of events.", EVENT, "TYPE_INTEGER", E, sum("eventCount")],
  ["keyEvents", "Key events", "The count of key events.", EVENT, "TYPE_FLOAT", E, sum("keyEvents"), ["conversions"]],
  ["userKeyEventRate", "User key event rate", "The percentage of users who triggered any key event.", USER, "TYPE_FLOAT", U, ratio(sum("keyEventSessions"), distinctUsers, 1)],
  ["totalRevenue", "Total revenue", "The sum of revenue from purchases, subscriptions, and advertising.", REVENUE, "TYPE_CURRENCY", E, money("purchaseCents")],
  ["purchaseRevenue", "Purchase revenue", "The sum of revenue from purchases minus refunded transaction revenue.", REVENUE, "TYPE_CURRENCY", E, money("purchaseCents")],
  ["ecommercePurchases", "Ecommerce purchases", "The number of times users completed a purchase.", ECOMMERCE, "TYPE_INTEGER", E, sum("purchases")],
  ["transactions", "Transactions", "The count of transaction events with purchase revenue.", ECOMMERCE, "TYPE_INTEGER", E, sum("purchases")],
  ["itemsViewed", "Items viewed", "The number of units viewed for a single item.", ECOMMERCE, "TYPE_INTEGER", I, sum("itemsViewed")],
  ["itemsPurchased", "Items purchased", "The number of units for a single item included in purchase events.", ECOMMERCE, "TYPE_INTEGER", I, sum("itemsPurchased")],
  ["itemRevenue", "Item revenue", "The total revenue from purchases of items, excluding tax and shipping.", REVENUE, "TYPE_CURRENCY", I, money("itemCents")],
];

export function metricDef(
  [apiName, uiName, description, category, type, scope, value, deprecatedApiNames]: MetricSpec,
  customDefinition = false,
): MetricDef {
  return {
    apiName,
    uiName,
    description,
    category,
    type,
    scope,
    customDefinition,
    value,
    ...(deprecatedApiNames ? { deprecatedApiNames } : {}),
  };
}

/** The metrics every property has (getMetadata of `properties/0`). */
export const METRICS: ReadonlyMap<string, MetricDef> = new Map(
  SPECS.map((spec) => [spec[0], metricDef(spec)]),
);

/** A metric by its name or a deprecated alias (`conversions` answers as `keyEvents` does). */
export function findMetric(
  name: string,
  metrics: ReadonlyMap<string, MetricDef> = METRICS,
): MetricDef | undefined {
  const direct = metrics.get(name);
  if (direct) return direct;
  for (const def of metrics.values()) if (def.deprecatedApiNames?.includes(name)) return def;
  return undefined;
}

/** How the wire writes a value: integers without decimals, money to the cent, the rest in full. */
export function wireValue(def: MetricDef, value: number): string {
  if (def.type === "TYPE_INTEGER") return String(Math.round(value));
  if (def.type === "TYPE_CURRENCY") return String(Math.round(value * 100) / 100);
  return String(value);
}
