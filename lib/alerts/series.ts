import "server-only";
import { dayKeyIn, sourceTimeZone } from "@/lib/dates/google-day";
import { ga4Report } from "@/lib/data-api/ga4";
import { gbpMetrics } from "@/lib/data-api/gbp";
import { getGmbLocation } from "@/lib/db/queries/gmb";
import type { DataSource } from "@/lib/db/queries/data-sources";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { googleCallContext } from "@/lib/google/call-context";
import { shiftDay } from "@/lib/dates/compare";
import { cachedGoogleCall, ttlForRange } from "@/lib/google/response-cache";
import { searchConsole, type GscQueryRequest } from "@/lib/google/search-console";
import type { DailyPoint } from "./anomaly";
import type { AlertMetric, SeriesMetric } from "./types";

// The daily series a rule is checked on, read through the same cached Google calls as the views, and
// the last day of it Google calls final: Search Console says so itself (final data holds final
// days only); GA4 and Business Profile settle within a couple of days, so their last two or three
// days are left out.

/** Days of series read: the anomaly test's 8 weeks of history, the checked day and some slack. */
export const SERIES_DAYS = 70;
/** GA4 keeps processing a day for up to 48 hours. */
const GA4_SETTLING_DAYS = 2;
/** Business Profile performance lags by about three days. */
const GBP_SETTLING_DAYS = 3;
/** The actions a Business Profile rule adds up: calls, direction requests and website clicks. */
const GBP_ACTIONS = ["CALL_CLICKS", "BUSINESS_DIRECTION_REQUESTS", "WEBSITE_CLICKS"] as const;

export type LoadedSeries = {
  series: DailyPoint[];
  /** The day to check: the series' last final day. */
  day: string;
  /** What the alert names: the property or location. */
  subject: string;
  /** What fell or rose, when not the metric's label: a page's or a query group's clicks. */
  what?: string;
  /** The view that shows the numbers, for the project and the weeks around the day. */
  href: string;
};

/** Every day from `start` to `end` with its value, 0 where Google had no row (no clicks, no data). */
function filled(values: Map<string, number>, start: string, end: string): DailyPoint[] {
  const series: DailyPoint[] = [];
  for (let date = start; date <= end; date = shiftDay(date, 1))
    series.push({ date, value: values.get(date) ?? 0 });
  return series;
}

const viewHref = (path: string, projectId: string, day: string, extra = "") =>
  `${path}?project=${projectId}&start=${shiftDay(day, -27)}&end=${day}${extra}`;

/** What an alert about the source names: the property's name, or its address. */
export const subjectOf = (source: DataSource) =>
  source.property_name?.trim() || source.property_uri.replace(/^sc-domain:/, "");

/** The part of a property a targeted rule watches, as a Search Console filter and view params. */
export type SeriesTarget = {
  dimension: "page" | "query";
  operator: "equals" | "includingRegex";
  expression: string;
};

/** The view's filter of the same part (lib/search-performance/url-state.ts's keys). */
const targetParams = (target: SeriesTarget) =>
  `&${target.dimension}=${encodeURIComponent(target.expression)}` +
  `&${target.dimension}Op=${target.operator === "equals" ? "equals" : "regex"}`;

/** The rule's target as a Search Console filter, or undefined for a rule of a whole property. */
export function seriesTarget(metric: AlertMetric, target: string): SeriesTarget | undefined {
  switch (metric) {
    case "gsc_page_clicks":
      return { dimension: "page", operator: "equals", expression: target };
    case "gsc_query_clicks":
      return { dimension: "query", operator: "includingRegex", expression: target };
    case "gsc_query_position":
      return { dimension: "query", operator: "equals", expression: target };
    default:
      return undefined;
  }
}

/** One final day of Search Console's answer: what a position rule reads. */
export type SearchDay = { date: string; clicks: number; impressions: number; position: number };

/** The property's (or its target's) final days of the last SERIES_DAYS days, by date. */
export async function searchConsoleDays(
  userId: string,
  source: DataSource,
  today: string,
  target?: SeriesTarget,
): Promise<{ startDate: string; days: SearchDay[] }> {
  const request: GscQueryRequest = {
    startDate: shiftDay(today, -SERIES_DAYS),
    endDate: shiftDay(today, -1),
    dimensions: ["date"],
    dataState: "final",
    type: "web",
    ...(target
      ? {
          dimensionFilterGroups: [
            {
              filters: [
                {
                  dimension: target.dimension,
                  operator: target.operator,
                  expression: target.expression,
                },
              ],
            },
          ],
        }
      : {}),
  };
  const gsc = searchConsole(googleCallContext(userId));
  const answer = await cachedGoogleCall(
    { userId, property: source.property_uri, request },
    ttlForRange({ endDate: request.endDate, dataState: "final" }),
    () => gsc.query(source.property_uri, request),
  );
  const days = answer.rows
    .map((row) => ({
      date: row.keys[0]!,
      clicks: row.clicks,
      impressions: row.impressions,
      position: row.position,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { startDate: request.startDate, days };
}

/** The view of a targeted rule's alert: Search Performance filtered to its page or queries. */
export const searchViewHref = (
  projectId: string,
  source: DataSource,
  day: string,
  target?: SeriesTarget,
) =>
  viewHref(
    "/app/search-performance/",
    projectId,
    day,
    `&property=${source.id}${target ? targetParams(target) : ""}`,
  );

/** How an alert names what a targeted rule watches: "Clicks of /pricing/"... */
function targetWhat(target: SeriesTarget, metric: "clicks" | "impressions"): string {
  const noun = metric === "clicks" ? "Clicks" : "Impressions";
  return target.dimension === "page"
    ? `${noun} of ${target.expression}`
    : `${noun} of the queries matching “${target.expression}”`;
}

async function searchConsoleSeries(
  userId: string,
  projectId: string,
  source: DataSource,
  metric: "clicks" | "impressions",
  today: string,
  target?: SeriesTarget,
): Promise<LoadedSeries | null> {
  const { startDate, days } = await searchConsoleDays(userId, source, today, target);
  const values = new Map(days.map((row) => [row.date, row[metric]]));
  const day = days.at(-1)?.date;
  if (!day) return null;
  return {
    series: filled(values, startDate, day),
    day,
    subject: subjectOf(source),
    ...(target ? { what: targetWhat(target, metric) } : {}),
    href: searchViewHref(projectId, source, day, target),
  };
}

async function analyticsSeries(
  userId: string,
  projectId: string,
  source: DataSource,
  metric: "sessions" | "keyEvents",
  now: number,
): Promise<LoadedSeries | null> {
  // A GA4 property counts days in its own time zone.
  const today = dayKeyIn(sourceTimeZone(source), now);
  const day = shiftDay(today, -GA4_SETTLING_DAYS);
  const startDate = shiftDay(day, -(SERIES_DAYS - 1));
  const report = await ga4Report(userId, source.property_uri, {
    dateRanges: [{ startDate, endDate: day }],
    dimensions: [{ name: "date" }],
    metrics: [{ name: metric }],
    dimensionFilter: {
      filter: {
        fieldName: "sessionDefaultChannelGroup",
        stringFilter: { matchType: "EXACT", value: "Organic Search" },
      },
    },
    limit: 1000,
  });
  const values = new Map(
    report.rows.map((row) => {
      const raw = row.dimensions[0] ?? "";
      return [`${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}`, row.metrics[0] ?? 0];
    }),
  );
  if (values.size === 0) return null;
  return {
    series: filled(values, startDate, day),
    day,
    subject: subjectOf(source),
    href: viewHref("/app/analytics/", projectId, day, `&property=${source.id}`),
  };
}

async function businessProfileSeries(
  userId: string,
  projectId: string,
  source: DataSource,
  today: string,
  db: Db,
): Promise<LoadedSeries | null> {
  const number = source.property_uri.slice(source.property_uri.lastIndexOf("/") + 1);
  const location = await withUser(userId, (tx) => getGmbLocation(tx, { location_id: number }), db);
  if (!location) return null;
  const day = shiftDay(today, -GBP_SETTLING_DAYS);
  const startDate = shiftDay(day, -(SERIES_DAYS - 1));
  const answer = await gbpMetrics(userId, location, {
    locationId: location.id,
    startDate,
    endDate: day,
    metrics: [...GBP_ACTIONS],
  });
  const values = new Map<string, number>();
  for (const { values: days } of answer.series)
    for (const { date, value } of days) values.set(date, (values.get(date) ?? 0) + value);
  if (values.size === 0) return null;
  return {
    series: filled(values, startDate, day),
    day,
    subject: location.title?.trim() || subjectOf(source),
    href: viewHref("/app/google-business-profile/", projectId, day, `&location=${location.id}`),
  };
}

/** The metric's series from the source, or null when Google has no days of it. */
export function loadSeries(input: {
  userId: string;
  projectId: string;
  metric: SeriesMetric;
  /** The rule's target ('' for a whole source). */
  target: string;
  source: DataSource;
  /** Google's (Pacific) today, yyyy-MM-dd. */
  today: string;
  now: number;
  db: Db;
}): Promise<LoadedSeries | null> {
  const { userId, projectId, source, today } = input;
  switch (input.metric) {
    case "gsc_page_clicks":
    case "gsc_query_clicks":
      return searchConsoleSeries(
        userId,
        projectId,
        source,
        "clicks",
        today,
        seriesTarget(input.metric, input.target),
      );
    case "gsc_clicks":
      return searchConsoleSeries(userId, projectId, source, "clicks", today);
    case "gsc_impressions":
      return searchConsoleSeries(userId, projectId, source, "impressions", today);
    case "ga4_sessions":
      return analyticsSeries(userId, projectId, source, "sessions", input.now);
    case "ga4_key_events":
      return analyticsSeries(userId, projectId, source, "keyEvents", input.now);
    case "gbp_actions":
      return businessProfileSeries(userId, projectId, source, today, input.db);
  }
}
