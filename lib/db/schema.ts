import {
  boolean,
  index,
  jsonb,
  pgSchema,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

// Mirrors supabase/migrations/*.sql for typed queries. The SQL files are the source of truth: row level
// security, grants, functions and triggers live only there.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const syncedAt = () => timestamp("synced_at", { withTimezone: true }).notNull().defaultNow();
const id = () => uuid("id").primaryKey().defaultRandom();

export const authSchema = pgSchema("auth");

export const authUsers = authSchema.table("users", {
  id: id(),
  email: text("email"),
  rawUserMetaData: jsonb("raw_user_meta_data").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
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
  fullName: text("full_name"),
  avatarUrl: text("avatar_url"),
  createdAt: createdAt(),
  isPrimaryAccount: boolean("is_primary_account").notNull().default(false),
});

export const googleTokens = pgTable("google_tokens", {
  id: id(),
  userId: userId().unique(),
  // Ciphertext: the app encrypts tokens before writing them.
  accessToken: text("access_token").notNull(),
  refreshToken: text("refresh_token"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  scopes: text("scopes"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const projects = pgTable(
  "projects",
  {
    id: id(),
    userId: userId(),
    name: text("name").notNull(),
    brandTerms: text("brand_terms").array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("projects_user_id_created_at_idx").on(t.userId, t.createdAt.desc())],
);

export const dataSources = pgTable(
  "data_sources",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    propertyUri: text("property_uri").notNull(),
    type: text("type", { enum: dataSourceTypes }).notNull(),
    propertyName: text("property_name"),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.projectId, t.type, t.propertyUri)],
);

export const googleProperties = pgTable(
  "google_properties",
  {
    id: id(),
    userId: userId(),
    propertyName: text("property_name").notNull(),
    propertyUri: text("property_uri").notNull(),
    propertyType: text("property_type", { enum: dataSourceTypes }).notNull(),
    verified: boolean("verified"),
    permissionLevel: text("permission_level"),
    siteUrl: text("site_url"),
    syncedAt: syncedAt(),
  },
  (t) => [
    unique().on(t.userId, t.propertyType, t.propertyUri),
    index("google_properties_user_id_property_name_idx").on(t.userId, t.propertyName),
  ],
);

export const gmbAccounts = pgTable(
  "gmb_accounts",
  {
    id: id(),
    userId: userId(),
    accountName: text("account_name").notNull(),
    accountDisplayName: text("account_display_name"),
    type: text("type"),
    syncedAt: syncedAt(),
  },
  (t) => [unique().on(t.userId, t.accountName)],
);

export type GmbAddress = { addressLines?: string[]; locality?: string; regionCode?: string; postalCode?: string };

export const gmbLocations = pgTable(
  "gmb_locations",
  {
    id: id(),
    userId: userId(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => gmbAccounts.id, { onDelete: "cascade" }),
    locationId: text("location_id").notNull(),
    locationName: text("location_name").notNull(),
    title: text("title"),
    address: jsonb("address").$type<GmbAddress>(),
    websiteUri: text("website_uri"),
    syncedAt: syncedAt(),
  },
  (t) => [
    unique().on(t.accountId, t.locationName),
    index("gmb_locations_user_id_location_name_idx").on(t.userId, t.locationName),
  ],
);

export const propertyGmbConnections = pgTable(
  "property_gmb_connections",
  {
    id: id(),
    userId: userId(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => googleProperties.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => gmbLocations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.propertyId, t.locationId),
    index("property_gmb_connections_user_id_idx").on(t.userId),
    index("property_gmb_connections_location_id_idx").on(t.locationId),
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
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt.desc())],
);
