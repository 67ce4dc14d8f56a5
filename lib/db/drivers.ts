import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { MigrationTarget } from "./migrate";
import * as schema from "./schema";
import type { Db } from "./types";

export type OpenDatabase = { db: Db; migrationTarget: MigrationTarget; close(): Promise<void> };

export type PgliteSource = { dataDir?: string; loadDataDir?: Blob };

/** PGlite in this process: on disk with `dataDir`, in memory without, or cloned from a dump. */
export async function openPglite(source: PgliteSource = {}): Promise<OpenDatabase & { client: PGlite }> {
  const client = await PGlite.create({ dataDir: source.dataDir, loadDataDir: source.loadDataDir });
  return {
    client,
    db: drizzlePglite({ client, schema }),
    migrationTarget: {
      transaction: (fn) =>
        client.transaction((tx) =>
          fn({
            exec: async (script) => void (await tx.exec(script)),
            rows: async (query, params) => (await tx.query(query, params)).rows as never,
          }),
        ),
    },
    close: () => client.close(),
  };
}

export function openPostgres(url: string): OpenDatabase & { client: postgres.Sql } {
  const client = postgres(url, {
    // Supabase's pooler (and PgBouncer) in transaction mode cannot keep prepared statements.
    prepare: false,
    // Migrations guard with "if not exists", which Postgres reports as notices; they are not news.
    onnotice: () => {},
  });
  return {
    client,
    db: drizzlePostgres({ client, schema }),
    migrationTarget: {
      transaction: async (fn) =>
        (await client.begin((tx) =>
          fn({
            exec: async (script) => void (await tx.unsafe(script).simple()),
            rows: async (query, params) => (await tx.unsafe(query, params as never[])) as never,
          }),
        )) as never,
    },
    close: () => client.end({ timeout: 5 }),
  };
}
