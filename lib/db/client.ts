import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { openPglite, openPostgres, type OpenDatabase } from "./drivers";
import { runMigrations } from "./migrate";
import { lockDataDir } from "./pglite-lock";
import type { Db } from "./types";

export const DEFAULT_PGLITE_DIR = path.join(process.cwd(), ".data", "pglite");

export type DatabaseConfig = { databaseUrl?: string; pgliteDir?: string };

/** Opens Postgres when a URL is given, else PGlite on disk (locked to this process), and migrates it. */
export async function openAppDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const opened = openPostgres(config.databaseUrl);
    return migrated(opened);
  }
  const dataDir = config.pgliteDir ?? DEFAULT_PGLITE_DIR;
  const lock = lockDataDir(dataDir);
  try {
    const opened = await openPglite({ dataDir });
    return await migrated({
      ...opened,
      close: async () => {
        await opened.close();
        lock.release();
      },
    });
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function migrated(opened: OpenDatabase): Promise<OpenDatabase> {
  try {
    await runMigrations(opened.migrationTarget);
    return opened;
  } catch (error) {
    await opened.close().catch(() => {});
    throw error;
  }
}

// Kept on globalThis so that Next's dev hot reload, which re-evaluates this module, reuses the open
// database instead of opening the PGlite directory a second time.
const cache = globalThis as typeof globalThis & { rankwellDb?: Promise<OpenDatabase> };

/** The app's database, opened and migrated on first use. Bypasses row level security: wrap user work in withUser. */
export function getDb(): Promise<Db> {
  cache.rankwellDb ??= openAppDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DATA_DIR,
  }).catch((error: unknown) => {
    cache.rankwellDb = undefined;
    throw error;
  });
  return cache.rankwellDb.then((opened) => opened.db);
}
