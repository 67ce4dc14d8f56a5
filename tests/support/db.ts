import { readFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { upsertAuthUser } from "@/lib/db/auth-users";
import { openPglite } from "@/lib/db/drivers";
import { runMigrations } from "@/lib/db/migrate";
import type { Db } from "@/lib/db/types";

export type TestDb = {
  db: Db;
  /** The raw PGlite client, for SQL that must bypass Drizzle (roles, claims, policies). */
  client: PGlite;
  close(): Promise<void>;
  /** Creates an auth.users row and returns its id. */
  createUser(email?: string): Promise<string>;
};

let template: Promise<Blob | undefined> | undefined;

function loadTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject("dbTemplatePath");
    return file ? new Blob([new Uint8Array(await readFile(file))]) : undefined;
  })();
  return template;
}

let users = 0;

/** A private, fully migrated PGlite database in memory, cloned from the run's template. */
export async function createTestDb(): Promise<TestDb> {
  const loadDataDir = await loadTemplate();
  const opened = await openPglite({ loadDataDir });
  // Without the global setup (a run with another config) the clone is replaced by a fresh migration.
  if (!loadDataDir) await runMigrations(opened.migrationTarget);
  return {
    db: opened.db,
    client: opened.client,
    close: opened.close,
    createUser: async (email = `user${++users}@example.com`) => (await upsertAuthUser(opened.db, { email })).id,
  };
}

/** The SQLSTATE a promise rejects with (Drizzle wraps the driver's error in `cause`), or "ok". */
export async function sqlState(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return "ok";
  } catch (error) {
    const codeOf = (e: unknown) => (e as { code?: unknown } | undefined)?.code;
    const code = codeOf(error) ?? codeOf((error as { cause?: unknown }).cause);
    if (typeof code !== "string") throw error;
    return code;
  }
}

export const INSUFFICIENT_PRIVILEGE = "42501";
