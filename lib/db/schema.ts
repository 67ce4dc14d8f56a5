import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ALERT_DIRECTIONS, ALERT_METRICS, type AlertChartPoint } from "./enums";
import { sql } from "drizzle-orm";
import { customType, smallint } from "drizzle-orm/pg-core";

// Mirrors supabase/migrations/*.sql for typed queries. The SQL files are the source of truth: row level
// security, grants, functions and triggers live only there. Keys keep the column names, so a row is
// already in the shape of spec §3 and of what Supabase's client returns.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const syncedAt = () => timestamp("synced_at", { withTimezone: true }).notNull().defaultNow();
const id = () => uuid("id").primaryKey().defaultRandom();

export const authSchema = pgSchema("auth");

export const authUsers = authSchema.table("users", {
  id: id(),
  email: text("email"),
  raw_user_meta_data: jsonb("raw_user_meta_data")
    .$type<Record<string, unknown>>()
    .notNull()
    .default({}),
  created_at: createdAt(),
});

const userId = () =>
  uuid("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" });

export const dataSourceTypes = ["gsc", "ga4", "gmb"] as const;
export type DataSourceType = (typeof dataSourceTypes)[number];

export const profiles = pgTable("profiles", {
  id: uuid("id")
    .primaryKey()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  email: text("email"),
  full_name: text("full_name"),
  avatar_url: text("avatar_url"),
  created_at: createdAt(),
  is_primary_account: boolean("is_primary_account").notNull().default(false),
});

export const googleTokens = pgTable("google_tokens", {
  id: id(),
  user_id: userId().unique(),
  // Ciphertext: the app encrypts tokens before writing them.
  access_token: text("access_token").notNull(),
  refresh_token: text("refresh_token"),
  expires_at: timestamp("expires_at", { withTimezone: true }),
  scopes: text("scopes"),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const projects = pgTable(
  "projects",
  {
    id: id(),
    user_id: userId(),
    name: text("name").notNull(),
    brand_terms: text("brand_terms").array().notNull().default([]),
    created_at: createdAt(),
  },
  (t) => [index("projects_user_id_created_at_idx").on(t.user_id, t.created_at.desc())],
);

export const dataSources = pgTable(
  "data_sources",
  {
    id: id(),
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    property_uri: text("property_uri").notNull(),
    type: text("type", { enum: dataSourceTypes }).notNull(),
    property_name: text("property_name"),
    created_at: createdAt(),
  },
  (t) => [unique().on(t.project_id, t.type, t.property_uri)],
);

export const googleProperties = pgTable(
  "google_properties",
  {
    id: id(),
    user_id: userId(),
    property_name: text("property_name").notNull(),
    property_uri: text("property_uri").notNull(),
    property_type: text("property_type", { enum: dataSourceTypes }).notNull(),
    verified: boolean("verified"),
    permission_level: text("permission_level"),
    site_url: text("site_url"),
    /** A GA4 property's reporting time zone; null for other types, or not read yet. */
    time_zone: text("time_zone"),
    synced_at: syncedAt(),
  },
  (t) => [
    unique().on(t.user_id, t.property_type, t.property_uri),
    index("google_properties_user_id_property_name_idx").on(t.user_id, t.property_name),
  ],
);

export const gmbAccounts = pgTable(
  "gmb_accounts",
  {
    id: id(),
    user_id: userId(),
    account_name: text("account_name").notNull(),
    account_display_name: text("account_display_name"),
    type: text("type"),
    synced_at: syncedAt(),
  },
  (t) => [unique().on(t.user_id, t.account_name)],
);

export type GmbAddress = {
  addressLines?: string[];
  locality?: string;
  regionCode?: string;
  postalCode?: string;
};

export const gmbLocations = pgTable(
  "gmb_locations",
  {
    id: id(),
    user_id: userId(),
    account_id: uuid("account_id")
      .notNull()
      .references(() => gmbAccounts.id, { onDelete: "cascade" }),
    location_id: text("location_id").notNull(),
    location_name: text("location_name").notNull(),
    title: text("title"),
    address: jsonb("address").$type<GmbAddress>(),
    website_uri: text("website_uri"),
    synced_at: syncedAt(),
  },
  (t) => [
    unique().on(t.account_id, t.location_name),
    index("gmb_locations_user_id_location_name_idx").on(t.user_id, t.location_name),
  ],
);

export const propertyGmbConnections = pgTable(
  "property_gmb_connections",
  {
    id: id(),
    user_id: userId(),
    property_id: uuid("property_id")
      .notNull()
      .references(() => googleProperties.id, { onDelete: "cascade" }),
    location_id: uuid("location_id")
      .notNull()
      .references(() => gmbLocations.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    unique().on(t.property_id, t.location_id),
    index("property_gmb_connections_user_id_idx").on(t.user_id),
    index("property_gmb_connections_location_id_idx").on(t.location_id),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.created_at.desc())],
);

export const googleResponseCache = pgTable(
  "google_response_cache",
  {
    user_id: userId(),
    cache_key: text("cache_key").notNull(),
    body: text("body").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.cache_key] }),
    index("google_response_cache_expires_at_idx").on(t.expires_at),
  ],
);

export const inspectionWindowKinds = ["minute", "day"] as const;
export type InspectionWindowKind = (typeof inspectionWindowKinds)[number];

export const urlInspectionUsage = pgTable(
  "url_inspection_usage",
  {
    site_url: text("site_url").notNull(),
    window_kind: text("window_kind", { enum: inspectionWindowKinds }).notNull(),
    window_start: timestamp("window_start", { withTimezone: true }).notNull(),
    window_end: timestamp("window_end", { withTimezone: true }).notNull(),
    used: integer("used").notNull(),
  },
  (t) => [primaryKey({ columns: [t.site_url, t.window_kind, t.window_start] })],
);

export const ga4TokenWindowKinds = ["day", "hour", "project_hour"] as const;
export type Ga4TokenWindowKind = (typeof ga4TokenWindowKinds)[number];

export const ga4TokenUsage = pgTable(
  "ga4_token_usage",
  {
    property: text("property").notNull(),
    window_kind: text("window_kind", { enum: ga4TokenWindowKinds }).notNull(),
    window_start: timestamp("window_start", { withTimezone: true }).notNull(),
    window_end: timestamp("window_end", { withTimezone: true }).notNull(),
    consumed: integer("consumed").notNull().default(0),
    remaining: integer("remaining"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.property, t.window_kind, t.window_start] }),
    index("ga4_token_usage_window_end_idx").on(t.window_end),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    user_id: userId(),
    created_at: createdAt(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.user_id),
    index("sessions_expires_at_idx").on(t.expires_at),
  ],
);

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: id(),
    user_id: userId(),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    body: jsonb("body"),
    created_at: createdAt(),
  },
  (t) => [unique().on(t.user_id, t.scope, t.key)],
);

/** What a user sees of their background jobs; the queue itself is pg-boss's (lib/jobs). */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: uuid("id").primaryKey(),
    user_id: userId(),
    kind: text("kind").notNull(),
    state: text("state", {
      enum: ["queued", "running", "retrying", "completed", "failed", "cancelled"],
    })
      .notNull()
      .default("queued"),
    done: integer("done").notNull().default(0),
    total: integer("total"),
    step: text("step"),
    attempt: integer("attempt").notNull().default(0),
    error_status: integer("error_status"),
    error_code: text("error_code"),
    error_message: text("error_message"),
    result: jsonb("result"),
    created_at: createdAt(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("job_runs_user_id_created_at_idx").on(t.user_id, t.created_at)],
);

export const alertRules = pgTable(
  "alert_rules",
  {
    id: id(),
    user_id: userId(),
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    metric: text("metric", { enum: ALERT_METRICS }).notNull(),
    /** The page, query pattern or query a rule of TARGETED_METRICS watches; '' for the others. */
    target: text("target").notNull().default(""),
    threshold: doublePrecision("threshold").notNull().default(3.5),
    direction: text("direction", { enum: ALERT_DIRECTIONS }).notNull().default("drop"),
    in_app: boolean("in_app").notNull().default(true),
    email: boolean("email").notNull().default(false),
    webhook_url: text("webhook_url"),
    muted: boolean("muted").notNull().default(false),
    snoozed_until: timestamp("snoozed_until", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.project_id, t.metric, t.target),
    index("alert_rules_user_id_idx").on(t.user_id),
  ],
);

export const alerts = pgTable(
  "alerts",
  {
    id: id(),
    user_id: userId(),
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    rule_id: uuid("rule_id").references(() => alertRules.id, { onDelete: "set null" }),
    metric: text("metric", { enum: ALERT_METRICS }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    observed: doublePrecision("observed"),
    expected: doublePrecision("expected"),
    chart: jsonb("chart").$type<AlertChartPoint[]>().notNull().default([]),
    href: text("href").notNull(),
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("alerts_rule_id_day_key").on(t.rule_id, t.day),
    index("alerts_user_id_created_at_idx").on(t.user_id, t.created_at),
  ],
);

/** What a rule without a daily series from Google read at each check: one value per Pacific day. */
export const alertObservations = pgTable(
  "alert_observations",
  {
    rule_id: uuid("rule_id")
      .notNull()
      .references(() => alertRules.id, { onDelete: "cascade" }),
    user_id: userId(),
    day: date("day", { mode: "string" }).notNull(),
    value: doublePrecision("value").notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rule_id, t.day] }),
    index("alert_observations_user_id_idx").on(t.user_id),
  ],
);

/** An opportunity the user dismissed or snoozed (lib/opportunities/), under its stable id. */
export const opportunityStates = pgTable(
  "opportunity_states",
  {
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    user_id: userId(),
    opportunity_id: text("opportunity_id").notNull(),
    state: text("state", { enum: ["dismissed", "snoozed"] }).notNull(),
    snoozed_until: timestamp("snoozed_until", { withTimezone: true }),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.project_id, t.opportunity_id] }),
    index("opportunity_states_user_id_idx").on(t.user_id),
  ],
);

/** A GA4 exploration a user saved in a project (lib/explore/): its name and whole definition. */
export const ga4Explorations = pgTable(
  "ga4_explorations",
  {
    id: id(),
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    user_id: userId(),
    name: text("name").notNull(),
    definition: jsonb("definition").$type<unknown>().notNull(),
    created_at: createdAt(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ga4_explorations_project_idx").on(t.project_id, t.updated_at),
    index("ga4_explorations_user_id_idx").on(t.user_id),
  ],
);

export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: id(),
    alert_id: uuid("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["email", "webhook"] }).notNull(),
    state: text("state", { enum: ["sent", "outbox", "failed"] }).notNull(),
    error: text("error"),
    created_at: createdAt(),
  },
  (t) => [index("alert_deliveries_alert_id_idx").on(t.alert_id)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    user_id: userId(),
    sender: text("sender").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body_text: text("body_text").notNull(),
    body_html: text("body_html").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("mail_outbox_user_id_created_at_idx").on(t.user_id, t.created_at)],
);

export const urlInspections = pgTable(
  "url_inspections",
  {
    id: id(),
    user_id: userId(),
    site_url: text("site_url").notNull(),
    url: text("url").notNull(),
    inspected_at: timestamp("inspected_at", { withTimezone: true }).notNull().defaultNow(),
    day: date("day").notNull(),
    verdict: text("verdict").notNull(),
    coverage_state: text("coverage_state"),
    issue: text("issue").notNull(),
    google_canonical: text("google_canonical"),
    user_canonical: text("user_canonical"),
    last_crawl_time: timestamp("last_crawl_time", { withTimezone: true }),
    result: jsonb("result").notNull(),
  },
  (t) => [
    index("url_inspections_site_url_idx").on(t.user_id, t.site_url, t.url, t.inspected_at),
    index("url_inspections_site_day_idx").on(t.user_id, t.site_url, t.day),
  ],
);

export const inspectionBatchSources = [
  "list",
  "sitemap",
  "top_pages",
  "issue",
  "validate",
  "priority",
] as const;
export type InspectionBatchSource = (typeof inspectionBatchSources)[number];
export const inspectionBatchStates = [
  "queued",
  "running",
  "paused",
  "completed",
  "cancelled",
  "failed",
] as const;
export type InspectionBatchState = (typeof inspectionBatchStates)[number];

export const inspectionBatches = pgTable(
  "inspection_batches",
  {
    id: id(),
    user_id: userId(),
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    site_url: text("site_url").notNull(),
    source: text("source", { enum: inspectionBatchSources }).notNull(),
    label: text("label").notNull(),
    issue: text("issue"),
    state: text("state", { enum: inspectionBatchStates }).notNull().default("queued"),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    reused: integer("reused").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    resume_at: timestamp("resume_at", { withTimezone: true }),
    error_message: text("error_message"),
    created_at: createdAt(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("inspection_batches_user_id_idx").on(t.user_id, t.created_at)],
);

export const inspectionBatchUrls = pgTable(
  "inspection_batch_urls",
  {
    batch_id: uuid("batch_id")
      .notNull()
      .references(() => inspectionBatches.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    state: text("state", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    inspection_id: uuid("inspection_id").references(() => urlInspections.id, {
      onDelete: "set null",
    }),
    error_message: text("error_message"),
  },
  (t) => [
    primaryKey({ columns: [t.batch_id, t.position] }),
    index("inspection_batch_urls_pending_idx").on(t.batch_id, t.position),
  ],
);

// The same lists as lib/content/types.ts, which the browser loads (checked in lib/content/types.test.ts).
const contentStatuses = ["idea", "brief", "writing", "review", "scheduled", "published"] as const;
const contentPriorities = ["low", "medium", "high", "urgent"] as const;
const contentSources = [
  "manual",
  "opportunity",
  "search_query",
  "search_page",
  "cannibalization",
] as const;

/** A piece of content a project plans (lib/content/): its workflow status, targets and dates. */
export const contentItems = pgTable(
  "content_items",
  {
    id: id(),
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    user_id: userId(),
    title: text("title").notNull(),
    status: text("status", { enum: contentStatuses }).notNull().default("idea"),
    target_queries: text("target_queries").array().notNull().default([]),
    target_url: text("target_url"),
    author: text("author"),
    priority: text("priority", { enum: contentPriorities }).notNull().default("medium"),
    due_date: date("due_date"),
    publish_date: date("publish_date"),
    brief_md: text("brief_md").notNull().default(""),
    tags: text("tags").array().notNull().default([]),
    source: text("source", { enum: contentSources }).notNull().default("manual"),
    source_ref: text("source_ref"),
    version: integer("version").notNull().default(1),
    position: doublePrecision("position").notNull().default(0),
    created_at: createdAt(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    published_at: timestamp("published_at", { withTimezone: true }),
    cannibal_query: text("cannibal_query"),
    primary_url: text("primary_url"),
    cannibal_action: text("cannibal_action", {
      enum: ["consolidate_redirect", "differentiate", "relink"],
    }),
    action_date: date("action_date"),
    index_check_queued_at: timestamp("index_check_queued_at", { withTimezone: true }),
    index_alert_at: timestamp("index_alert_at", { withTimezone: true }),
  },
  (t) => [
    index("content_items_board_idx").on(t.project_id, t.status, t.position),
    index("content_items_project_updated_idx").on(t.project_id, t.updated_at),
    index("content_items_user_id_idx").on(t.user_id),
    index("content_items_index_check_idx")
      .on(t.user_id, t.publish_date)
      .where(sql`status = 'published' and index_check_queued_at is null`),
  ],
);

/** A project's secret iCalendar feed: only the SHA-256 of its token is kept. */
export const contentCalendarFeeds = pgTable(
  "content_calendar_feeds",
  {
    project_id: uuid("project_id")
      .primaryKey()
      .references(() => projects.id, { onDelete: "cascade" }),
    user_id: userId(),
    token_hash: text("token_hash").notNull().unique(),
    created_at: createdAt(),
  },
  (t) => [index("content_calendar_feeds_user_id_idx").on(t.user_id)],
);

/** A mark on the project's charts: added by hand, or by publishing a content item. */
export const chartAnnotations = pgTable(
  "chart_annotations",
  {
    id: id(),
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    user_id: userId(),
    day: date("day").notNull(),
    label: text("label").notNull(),
    source: text("source", { enum: ["manual", "content_item"] })
      .notNull()
      .default("manual"),
    content_item_id: uuid("content_item_id")
      .unique()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    index("chart_annotations_project_day_idx").on(t.project_id, t.day),
    index("chart_annotations_user_id_idx").on(t.user_id),
  ],
);

// Raw bytes (report logos and files) as Node Buffers.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const reportPageSizes = ["a4", "letter"] as const;

/** A project's client report: its period, ordered sections and white label (lib/reports/). */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    user_id: userId(),
    title: text("title").notNull(),
    period: jsonb("period").notNull(),
    sections: jsonb("sections").notNull().default([]),
    brand_name: text("brand_name"),
    accent_color: text("accent_color").notNull().default("#2563eb"),
    show_rankwell: boolean("show_rankwell").notNull().default(false),
    page_size: text("page_size", { enum: reportPageSizes }).notNull().default("a4"),
    created_at: createdAt(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reports_project_updated_idx").on(t.project_id, t.updated_at),
    index("reports_user_id_idx").on(t.user_id),
  ],
);

export const reportLogos = pgTable(
  "report_logos",
  {
    report_id: uuid("report_id")
      .primaryKey()
      .references(() => reports.id, { onDelete: "cascade" }),
    user_id: userId(),
    content_type: text("content_type", {
      enum: ["image/png", "image/jpeg", "image/webp"],
    }).notNull(),
    bytes: bytea("bytes").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("report_logos_user_id_idx").on(t.user_id)],
);

export const reportFiles = pgTable(
  "report_files",
  {
    id: id(),
    report_id: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    user_id: userId(),
    kind: text("kind", { enum: ["pdf", "zip"] }).notNull(),
    state: text("state", { enum: ["pending", "ready", "failed"] })
      .notNull()
      .default("pending"),
    page_size: text("page_size", { enum: reportPageSizes }).notNull().default("a4"),
    file_name: text("file_name").notNull(),
    bytes: bytea("bytes"),
    size_bytes: integer("size_bytes").notNull().default(0),
    error: text("error"),
    job_id: uuid("job_id"),
    created_at: createdAt(),
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("report_files_report_created_idx").on(t.report_id, t.created_at),
    index("report_files_user_state_idx").on(t.user_id, t.state),
  ],
);

export const reportSchedules = pgTable(
  "report_schedules",
  {
    id: id(),
    report_id: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    user_id: userId(),
    cadence: text("cadence", { enum: ["weekly", "monthly"] }).notNull(),
    day: smallint("day").notNull(),
    hour: smallint("hour").notNull().default(7),
    recipients: text("recipients").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    next_run_at: timestamp("next_run_at", { withTimezone: true }).notNull(),
    last_sent_at: timestamp("last_sent_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("report_schedules_report_id_idx").on(t.report_id),
    index("report_schedules_due_idx")
      .on(t.next_run_at)
      .where(sql`enabled`),
    index("report_schedules_user_id_idx").on(t.user_id),
  ],
);

export const reportDeliveries = pgTable(
  "report_deliveries",
  {
    id: id(),
    report_id: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    schedule_id: uuid("schedule_id").references(() => reportSchedules.id, {
      onDelete: "set null",
    }),
    file_id: uuid("file_id").references(() => reportFiles.id, { onDelete: "set null" }),
    user_id: userId(),
    recipients: text("recipients").array().notNull(),
    state: text("state", { enum: ["sent", "outbox", "failed"] }).notNull(),
    error: text("error"),
    created_at: createdAt(),
  },
  (t) => [
    index("report_deliveries_report_created_idx").on(t.report_id, t.created_at),
    index("report_deliveries_user_id_idx").on(t.user_id),
  ],
);

/** A read-only link to a frozen snapshot of a report: only the SHA-256 of its token is kept. */
export const reportShares = pgTable(
  "report_shares",
  {
    id: id(),
    report_id: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    user_id: userId(),
    token_hash: text("token_hash").notNull().unique(),
    snapshot: jsonb("snapshot").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index("report_shares_report_created_idx").on(t.report_id, t.created_at),
    index("report_shares_user_id_idx").on(t.user_id),
  ],
);

// Authors (supabase/migrations/20261205000100_authors.sql): the author crawl's pages and runs, the
// rules, imports and edits of who wrote a page, and the merges and renames of authors.
export const authorCrawlStates = ["queued", "running", "completed", "failed", "cancelled"] as const;
export type AuthorCrawlState = (typeof authorCrawlStates)[number];

export const authorCrawls = pgTable(
  "author_crawls",
  {
    id: id(),
    user_id: userId(),
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    site_url: text("site_url").notNull(),
    state: text("state", { enum: authorCrawlStates }).notNull().default("queued"),
    job_id: uuid("job_id"),
    total: integer("total"),
    done: integer("done").notNull().default(0),
    capped: integer("capped").notNull().default(0),
    pages_crawled: integer("pages_crawled").notNull().default(0),
    pages_with_author: integer("pages_with_author").notNull().default(0),
    blocked_by_robots: integer("blocked_by_robots").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    error_message: text("error_message"),
    created_at: createdAt(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp("started_at", { withTimezone: true }),
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("author_crawls_project_idx").on(t.project_id, t.created_at),
    index("author_crawls_user_state_idx").on(t.user_id, t.state, t.created_at),
    uniqueIndex("author_crawls_one_active_idx")
      .on(t.project_id)
      .where(sql`state in ('queued', 'running')`),
  ],
);

export const authorPages = pgTable(
  "author_pages",
  {
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    user_id: userId(),
    url: text("url").notNull(),
    title: text("title"),
    authors: text("authors").array().notNull().default([]),
    author_source: text("author_source"),
    published: timestamp("published", { withTimezone: true }),
    modified: timestamp("modified", { withTimezone: true }),
    http_status: integer("http_status"),
    robots_blocked: boolean("robots_blocked").notNull().default(false),
    error: text("error"),
    crawled_at: timestamp("crawled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.project_id, t.url] }),
    index("author_pages_user_id_idx").on(t.user_id),
  ],
);

export const authorRules = pgTable(
  "author_rules",
  {
    id: id(),
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    user_id: userId(),
    pattern: text("pattern").notNull(),
    author_name: text("author_name").notNull(),
    position: integer("position").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("author_rules_project_idx").on(t.project_id, t.position),
    index("author_rules_user_id_idx").on(t.user_id),
  ],
);

export const authorAssignments = pgTable(
  "author_assignments",
  {
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    user_id: userId(),
    url: text("url").notNull(),
    source: text("source", { enum: ["import", "manual"] }).notNull(),
    author_name: text("author_name"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.project_id, t.url, t.source] }),
    index("author_assignments_user_id_idx").on(t.user_id),
  ],
);

export const authorAliases = pgTable(
  "author_aliases",
  {
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    user_id: userId(),
    from_id: text("from_id").notNull(),
    into_id: text("into_id").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.project_id, t.from_id] }),
    index("author_aliases_user_id_idx").on(t.user_id),
  ],
);

export const authorNames = pgTable(
  "author_names",
  {
    project_id: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    user_id: userId(),
    author_id: text("author_id").notNull(),
    name: text("name").notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.project_id, t.author_id] }),
    index("author_names_user_id_idx").on(t.user_id),
  ],
);
