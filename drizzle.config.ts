import { defineConfig } from "drizzle-kit";

// For `drizzle-kit studio` (browse the data) and `drizzle-kit generate` (SQL drafts of schema.ts under
// .data/, to help write a new timestamped file in supabase/migrations — the app applies only those).
// A CLI config outside the app, so it reads DATABASE_URL itself; lib/env.ts imports server-only.
const url = process.env.DATABASE_URL;

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./.data/drizzle-kit",
  schemaFilter: ["public"],
  // Embedded mode: PGlite allows one process, so stop the dev server before opening studio.
  ...(url
    ? { dbCredentials: { url } }
    : { driver: "pglite" as const, dbCredentials: { url: "./.data/pglite" } }),
});
