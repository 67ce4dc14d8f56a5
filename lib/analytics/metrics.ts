// The GA4 figures of the Analytics view: what Google names them, what people call them, and how
// they are written. Zod-free and React-free, so the server, the client and the tests share them.

export type AnalyticsFormat = "number" | "percent" | "seconds" | "currency";

export type AnalyticsMetric = {
  id: string;
  /** Google's API name, or the metrics a figure is computed from (a ratio of two totals). */
  api: string | { numerator: string; denominator: string };
  label: string;
  format: AnalyticsFormat;
  /** Shown only when the range or the comparison has some: a shop's figure, not a blog's. */
  onlyWhenAny?: boolean;
};

/**
 * The headline figures. Rates are Google's own (engagement rate, session key event rate); the
 * average engagement time per session is the total engagement time over the sessions, a ratio of
 * two totals, never an average of averages.
 */
export const KPI_METRICS = [
  { id: "totalUsers", api: "totalUsers", label: "Users", format: "number" },
  { id: "newUsers", api: "newUsers", label: "New users", format: "number" },
  { id: "sessions", api: "sessions", label: "Sessions", format: "number" },
  { id: "engagedSessions", api: "engagedSessions", label: "Engaged sessions", format: "number" },
  { id: "engagementRate", api: "engagementRate", label: "Engagement rate", format: "percent" },
  {
    id: "engagementPerSession",
    api: { numerator: "userEngagementDuration", denominator: "sessions" },
    label: "Engagement time per session",
    format: "seconds",
  },
  { id: "keyEvents", api: "keyEvents", label: "Key events", format: "number" },
  {
    id: "sessionKeyEventRate",
    api: "sessionKeyEventRate",
    label: "Session key event rate",
    format: "percent",
  },
  // Last, so the other figures keep their places in KPI_API_NAMES; in the report's currency.
  {
    id: "totalRevenue",
    api: "totalRevenue",
    label: "Total revenue",
    format: "currency",
    onlyWhenAny: true,
  },
] as const satisfies readonly AnalyticsMetric[];

export type KpiMetricId = (typeof KPI_METRICS)[number]["id"];

/**
 * The API names a report asks for to compute every KPI, each once, in a fixed order. GA4 takes at
 * most 10 metrics a report (GA4_MAX_METRICS): these are 9.
 */
export const KPI_API_NAMES: readonly string[] = [
  ...new Set(
    KPI_METRICS.flatMap((m) =>
      typeof m.api === "string" ? [m.api] : [m.api.numerator, m.api.denominator],
    ),
  ),
];

/** A metric's value from a row of values in KPI_API_NAMES order; null when a ratio has no base. */
export function metricValue(metric: AnalyticsMetric, values: readonly number[]): number | null {
  const at = (name: string) => values[KPI_API_NAMES.indexOf(name)] ?? 0;
  if (typeof metric.api === "string") return at(metric.api);
  const base = at(metric.api.denominator);
  return base > 0 ? at(metric.api.numerator) / base : null;
}

export const kpiMetric = (id: string): AnalyticsMetric | undefined =>
  KPI_METRICS.find((m) => m.id === id);

/** The breakdowns of the view: the GA4 dimension each tab groups sessions by. */
export const BREAKDOWNS = [
  { id: "channel", dimension: "sessionDefaultChannelGroup", label: "Channel" },
  { id: "source", dimension: "sessionSourceMedium", label: "Source / medium" },
  { id: "landing", dimension: "landingPage", label: "Landing page" },
  { id: "device", dimension: "deviceCategory", label: "Device" },
  { id: "country", dimension: "country", label: "Country" },
  { id: "newVsReturning", dimension: "newVsReturning", label: "New vs returning" },
] as const;
export type BreakdownId = (typeof BREAKDOWNS)[number]["id"];

/** The columns of a breakdown table, in order. */
export const BREAKDOWN_METRICS = [
  { id: "sessions", label: "Sessions", format: "number" },
  { id: "totalUsers", label: "Users", format: "number" },
  { id: "newUsers", label: "New users", format: "number" },
  { id: "engagedSessions", label: "Engaged sessions", format: "number" },
  { id: "engagementRate", label: "Engagement rate", format: "percent" },
  { id: "keyEvents", label: "Key events", format: "number" },
  { id: "sessionKeyEventRate", label: "Key event rate", format: "percent" },
] as const satisfies readonly { id: string; label: string; format: AnalyticsFormat }[];
export type BreakdownMetricId = (typeof BREAKDOWN_METRICS)[number]["id"];

const VALUE_LABELS: Record<string, Record<string, string>> = {
  newVsReturning: { new: "New", returning: "Returning" },
};

/** A breakdown key as people read it: GA4's `new` is "New"; values it does not know stay as sent. */
export const breakdownValueLabel = (dimension: string, value: string): string =>
  VALUE_LABELS[dimension]?.[value] ?? value;

/** The channel the Organic toggle keeps: GA4's default channel group for unpaid search. */
export const ORGANIC_CHANNEL = "Organic Search";

/** What GA4 calls the row that gathers the keys past a report's cardinality limit. */
export const OTHER_ROW = "(other)";
