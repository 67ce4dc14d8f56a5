// GA4 metrics the emulator answers: getMetadata texts, wire type, and how each is computed from a
// row's summed facts. Users are not additive over days: a returning visitor counts once per row.
import { F, type Fact } from "../world/ga4-daily";

export type MetricType = "TYPE_INTEGER" | "TYPE_FLOAT" | "TYPE_SECONDS";

/** A row's summed facts and the number of distinct days they came from. */
export type Tally = { facts: Float64Array; days: number };

export type MetricDef = {
  apiName: string;
  uiName: string;
  description: string;
  category: string;
  type: MetricType;
  deprecatedApiNames?: string[];
  value(tally: Tally): number;
};

const sum = (fact: Fact) => (t: Tally) => t.facts[F[fact]]!;
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

type Spec = [string, string, string, string, MetricType, (t: Tally) => number, string[]?];

const USER = "User";
const SESSION = "Session";
const EVENT = "Event";
const PAGE = "Page / screen";

// prettier-ignore
const SPECS: Spec[] = [
  ["sessions", "Sessions", "The number of sessions that began on your site.", SESSION, "TYPE_INTEGER", sessions],
  ["engagedSessions", "Engaged sessions", "Sessions that lasted longer than 10 seconds, had a key event or had 2 or more page views.", SESSION, "TYPE_INTEGER", engaged],
  ["engagementRate", "Engagement rate", "Engaged sessions divided by sessions.", SESSION, "TYPE_FLOAT", ratio(engaged, sessions, 1)],
  ["bounceRate", "Bounce rate", "The percentage of sessions that were not engaged.", SESSION, "TYPE_FLOAT", (t) => 1 - ratio(engaged, sessions, 1)(t)],
  ["averageSessionDuration", "Average session duration", "The average duration (in seconds) of users' sessions.", SESSION, "TYPE_SECONDS", ratio(sum("sessionSeconds"), sessions)],
  ["sessionKeyEventRate", "Session key event rate", "The percentage of sessions in which any key event was triggered.", SESSION, "TYPE_FLOAT", ratio(sum("keyEventSessions"), sessions, 1)],
  ["screenPageViewsPerSession", "Views per session", "The number of app screens or web pages viewed per session.", SESSION, "TYPE_FLOAT", ratio(sum("screenPageViews"), sessions)],
  ["eventsPerSession", "Events per session", "The average number of events per session.", EVENT, "TYPE_FLOAT", ratio(sum("eventCount"), sessions)],
  ["totalUsers", "Total users", "The number of distinct users who have logged at least one event.", USER, "TYPE_INTEGER", distinctUsers],
  ["activeUsers", "Active users", "The number of distinct users who visited your site.", USER, "TYPE_INTEGER", activeUsers],
  ["newUsers", "New users", "The number of users who interacted with your site for the first time.", USER, "TYPE_INTEGER", sum("newUsers")],
  ["sessionsPerUser", "Sessions per active user", "The average number of sessions per active user.", SESSION, "TYPE_FLOAT", ratio(sessions, activeUsers)],
  ["userEngagementDuration", "User engagement", "The total amount of time (in seconds) your website was in the foreground of users' devices.", USER, "TYPE_SECONDS", sum("engagementSeconds")],
  ["screenPageViews", "Views", "The number of app screens or web pages your users viewed.", PAGE, "TYPE_INTEGER", sum("screenPageViews")],
  ["eventCount", "Event count", "The count of events.", EVENT, "TYPE_INTEGER", sum("eventCount")],
  ["keyEvents", "Key events", "The count of key events.", EVENT, "TYPE_FLOAT", sum("keyEvents"), ["conversions"]],
  ["userKeyEventRate", "User key event rate", "The percentage of users who triggered any key event.", USER, "TYPE_FLOAT", ratio(sum("keyEventSessions"), distinctUsers, 1)],
];

export const METRICS: ReadonlyMap<string, MetricDef> = new Map(
  SPECS.map(([apiName, uiName, description, category, type, value, deprecatedApiNames]) => [
    apiName,
    {
      apiName,
      uiName,
      description,
      category,
      type,
      value,
      ...(deprecatedApiNames ? { deprecatedApiNames } : {}),
    },
  ]),
);

/** A metric by its name or a deprecated alias (`conversions` answers as `keyEvents` does). */
export function findMetric(name: string): MetricDef | undefined {
  const direct = METRICS.get(name);
  if (direct) return direct;
  for (const def of METRICS.values()) if (def.deprecatedApiNames?.includes(name)) return def;
  return undefined;
}

/** How the wire writes a value: integers without decimals, the rest at full precision. */
export const wireValue = (def: MetricDef, value: number): string =>
  def.type === "TYPE_INTEGER" ? String(Math.round(value)) : String(value);
