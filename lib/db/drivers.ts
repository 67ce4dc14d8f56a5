import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { MigrationSession, MigrationTarget } from "./migrate";
import * as schema from "./schema";
import type { Db } from "./types";

export type OpenDatabase = { db: Db; migrationTarget: MigrationTarget; close(): Promise<void> };

export type PgliteSource = { dataDir?: string; loadDataDir?: Blob };

/** PGlite in this process: on disk with `dataDir`, in memory without, or cloned from a dump. */
export async function openPglite(
  source: PgliteSource = {},
): Promise<OpenDatabase & { client: PGlite }> {
  const client = await PGlite.create({ dataDir: source.dataDir, loadDataDir: source.loadDataDir });
  return {
    client,
    db: drizzlePglite({ client, schema }),
    migrationTarget: {
      transaction: (fn) =>
        client.transaction((tx) =>
          fn({
            exec: async (script) => {
              await tx.exec(script);
            },
            rows: async <T>(query: string, params?: unknown[]) =>
              (await tx.query<T>(query, params)).rows,
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
      transaction: <T>(fn: (session: MigrationSession) => Promise<T>) =>
        client.begin((tx) =>
          fn({
            // The simple protocol runs a script of several statements; the extended one takes one.
            exec: async (script) => {
              await tx.unsafe(script).simple();
            },
            rows: async <R>(query: string, params: unknown[] = []) =>
              Array.from(await tx.unsafe<R[]>(query, params as postgres.ParameterOrJSON<never>[])),
          }),
        ) as Promise<T>,
    },
    close: () => client.end({ timeout: 5 }),
  };
}
