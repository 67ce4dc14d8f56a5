// Values stored in enum-like columns and JSON columns, owned by the schema; features name them.

/** What a rule watches. Each metric reads the project's primary source of its type. */
export const ALERT_METRICS = [
  "gsc_clicks",
  "gsc_impressions",
  "gsc_page_clicks",
  "gsc_query_clicks",
  "gsc_query_position",
  "gsc_sitemap_errors",
  "gsc_index_drop",
  "inspection_quota",
  "content_not_indexed",
  "ga4_sessions",
  "ga4_key_events",
  "gbp_actions",
  "google_connection",
] as const;

export const ALERT_DIRECTIONS = ["drop", "rise", "both"] as const;

export type AlertChartPoint = { date: string; value: number; expected: number | null };
