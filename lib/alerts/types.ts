// Alerts as the browser and the routes see them: the rules of a project and the alerts they raised.
// Shared by the server (lib/alerts/*, app/api/alerts/*) and the bell and Settings → Alerts.

import { ALERT_DIRECTIONS, ALERT_METRICS, type AlertChartPoint } from "@/lib/db/enums";

export { ALERT_DIRECTIONS, ALERT_METRICS, type AlertChartPoint };

export type AlertMetric = (typeof ALERT_METRICS)[number];

export const ALERT_METRIC_LABELS: Record<AlertMetric, string> = {
  gsc_clicks: "Search clicks",
  gsc_impressions: "Search impressions",
  gsc_page_clicks: "A page's clicks",
  gsc_query_clicks: "A query group's clicks",
  gsc_query_position: "A tracked query's position",
  gsc_sitemap_errors: "Sitemap errors",
  gsc_index_drop: "Pages dropping out of the index",
  inspection_quota: "URL Inspection quota",
  content_not_indexed: "Published content not indexed",
  ga4_sessions: "GA4 organic sessions",
  ga4_key_events: "GA4 organic key events",
  gbp_actions: "Business Profile actions",
  google_connection: "Google connection",
};

/** What each metric's rule is about, in a sentence for Settings. */
export const ALERT_METRIC_DESCRIPTIONS: Record<AlertMetric, string> = {
  gsc_clicks:
    "Daily clicks of the project's Search Console property, against its weekday-adjusted history.",
  gsc_impressions:
    "Daily impressions of the project's Search Console property, against its weekday-adjusted history.",
  gsc_page_clicks:
    "Daily clicks of one page of the project's Search Console property, against its own weekday-adjusted history.",
  gsc_query_clicks:
    "Daily clicks of the queries matching a pattern (a regular expression, as Search Console's filter reads it), against their weekday-adjusted history.",
  gsc_query_position:
    "The average position of one query over its last 7 days against the 28 days before: an alert on the day it has lost the chosen number of positions, or all its impressions.",
  gsc_sitemap_errors:
    "Errors Google reports in the sitemaps of the project's Search Console property: an alert when there are more than at the last check.",
  gsc_index_drop:
    "Pages of the project's Search Console property that URL Inspection found indexed and, at their newest inspection, no longer indexed.",
  inspection_quota:
    "The 2,000 URL inspections Google allows the project's Search Console property a Pacific day are used up: an alert once a day, with when they return.",
  content_not_indexed:
    "A content item published with its URL that URL Inspection still finds not indexed seven days after its publish date: one alert per item.",
  ga4_sessions: "Daily organic-search sessions of the project's GA4 property.",
  ga4_key_events:
    "Daily key events (the conversions you marked) of organic-search sessions of the project's GA4 property.",
  gbp_actions:
    "Daily calls, direction requests and website clicks of the project's Business Profile location.",
  google_connection: "The Google connection needs you to sign in again before data can be read.",
};

/** The metrics checked with the anomaly test on a daily series: their rules have a threshold and a direction. */
export const SERIES_METRICS = [
  "gsc_clicks",
  "gsc_impressions",
  "gsc_page_clicks",
  "gsc_query_clicks",
  "ga4_sessions",
  "ga4_key_events",
  "gbp_actions",
] as const satisfies readonly AlertMetric[];
export type SeriesMetric = (typeof SERIES_METRICS)[number];

export const isSeriesMetric = (metric: AlertMetric): metric is SeriesMetric =>
  (SERIES_METRICS as readonly AlertMetric[]).includes(metric);

/** The metrics whose rules watch one part of a property (their `target`); the user adds them. */
export const TARGETED_METRICS = [
  "gsc_page_clicks",
  "gsc_query_clicks",
  "gsc_query_position",
] as const satisfies readonly AlertMetric[];
export type TargetedMetric = (typeof TARGETED_METRICS)[number];

export const isTargetedMetric = (metric: AlertMetric): metric is TargetedMetric =>
  (TARGETED_METRICS as readonly AlertMetric[]).includes(metric);

/** What a targeted rule's target is, as the form to add one asks for it. */
export const TARGET_LABELS: Record<TargetedMetric, { label: string; placeholder: string }> = {
  gsc_page_clicks: { label: "Page URL", placeholder: "https://www.example.com/pricing/" },
  gsc_query_clicks: { label: "Queries matching", placeholder: "garden (planner|planning)" },
  gsc_query_position: { label: "Query", placeholder: "garden planner" },
};

/** The longest target: a URL or pattern Search Console's filter takes. */
export const TARGET_MAX_LENGTH = 2048;

/** How an alert's `expected` (already formatted) reads in an email or a webhook message. */
export const expectedPhrase = (metric: AlertMetric, expected: string): string =>
  isSeriesMetric(metric)
    ? `expected about ${expected}`
    : metric === "gsc_query_position"
      ? `position ${expected} in the 28 days before`
      : `${expected} at the last check`;

export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

export const ALERT_DIRECTION_LABELS: Record<AlertDirection, string> = {
  drop: "Falls",
  rise: "Rises",
  both: "Falls or rises",
};

/** How far from normal a day must be, in robust standard deviations; lower is more sensitive. */
export const ALERT_THRESHOLD = { min: 2, max: 8, step: 0.5, default: 3.5 } as const;

/** How many positions a tracked query must lose before its rule raises an alert. */
export const POSITION_THRESHOLD = { min: 1, max: 20, step: 0.5, default: 3 } as const;

/** The range of a rule's threshold: positions for a tracked query, robust deviations otherwise. */
export const thresholdRange = (metric: AlertMetric) =>
  metric === "gsc_query_position" ? POSITION_THRESHOLD : ALERT_THRESHOLD;

/** How long a snooze lasts, in hours, as the bell offers them. */
export const SNOOZE_HOURS = [24, 24 * 7] as const;

export type AlertRuleDto = {
  id: string;
  projectId: string;
  metric: AlertMetric;
  /** ALERT_METRIC_LABELS[metric]. */
  label: string;
  /** The page, query pattern or query of a TARGETED_METRICS rule; null for the others. */
  target: string | null;
  /** Robust deviations, or positions for gsc_query_position (thresholdRange). */
  threshold: number;
  direction: AlertDirection;
  /** Shown in the bell (and kept in the history). */
  inApp: boolean;
  /** Sent to the account's email address. */
  email: boolean;
  /** A Slack-compatible incoming webhook (https); null = no webhook. */
  webhookUrl: string | null;
  /** A muted rule is not checked. */
  muted: boolean;
  /** Until then the rule raises no alert; null = not snoozed. ISO timestamp. */
  snoozedUntil: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AlertRulesResponse = { rules: AlertRuleDto[] };

/** POST /api/alerts/rules/ — adds a targeted rule to a project; answers { rule }. */
export type AlertRuleCreate = {
  projectId: string;
  metric: TargetedMetric;
  target: string;
  threshold?: number;
};

/** PATCH /api/alerts/rules/{ruleId}/ — any subset; snoozedUntil null ends a snooze. */
export type AlertRulePatch = Partial<
  Pick<
    AlertRuleDto,
    "threshold" | "direction" | "inApp" | "email" | "webhookUrl" | "muted" | "snoozedUntil"
  >
>;

/** One day of an alert's chart: what happened and what its history made normal. */
export type AlertDto = {
  id: string;
  projectId: string;
  projectName: string;
  /** null once the rule was deleted with its project's source; the alert stays in the history. */
  ruleId: string | null;
  metric: AlertMetric;
  label: string;
  /** The (Google, Pacific) day the alert is about, yyyy-MM-dd. */
  day: string;
  title: string;
  message: string;
  observed: number | null;
  expected: number | null;
  /** The last weeks up to `day`; empty for alerts without a series (the Google connection). */
  chart: AlertChartPoint[];
  /** The view that explains the alert, with its project and range in the query. */
  href: string;
  readAt: string | null;
  createdAt: string;
};

/** GET /api/alerts/ — the newest alerts first (the history), and how many are unread. */
export type AlertListResponse = { alerts: AlertDto[]; unread: number };

/** POST /api/alerts/read/ — body { ids?: string[] } (all when absent). */
export type AlertReadResponse = { unread: number };

/** POST /api/alerts/check/ — body { projectId?: string }: checks now, answers what it found. */
/** Rules checked, new alerts raised, and rules whose data Google would not give (kept for next time). */
export type AlertCheckResponse = { checked: number; created: number; failed: number };

/** An email kept in the embedded outbox (no SMTP_URL). */
export type OutboxMailDto = {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
};

/** GET /api/alerts/outbox/ — `smtp` true when mail goes to an SMTP server (the outbox stays empty). */
export type OutboxResponse = { smtp: boolean; mails: OutboxMailDto[] };
