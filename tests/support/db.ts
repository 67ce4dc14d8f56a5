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

/** The run's migrated template database as a PGlite dump, or undefined without the global setup. */
export function loadTemplate(): Promise<Blob | undefined> {
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
    createUser: async (email = `user${++users}@example.com`) =>
      (await upsertAuthUser(opened.db, { email })).id,
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

export type SeededRows = {
  userId: string;
  projectId: string;
  dataSourceId: string;
  googleTokenId: string;
  googlePropertyId: string;
  gmbAccountId: string;
  gmbLocationId: string;
  connectionId: string;
};

/** One row in every user-owned table for `userId`, written on the owner's connection. */
export async function seedUserRows(
  client: PGlite,
  userId: string,
  label: string,
): Promise<SeededRows> {
  const one = async (query: string, params: unknown[]) =>
    (await client.query<{ id: string }>(`${query} returning id`, params)).rows[0]!.id;
  await client.query("insert into profiles (id, email, full_name) values ($1, $2, $3)", [
    userId,
    `${label}@example.com`,
    label,
  ]);
  const googleTokenId = await one(
    "insert into google_tokens (user_id, access_token, refresh_token, expires_at) values ($1, $2, $3, now() + interval '1 hour')",
    [userId, `ciphertext-access-${label}`, `ciphertext-refresh-${label}`],
  );
  const projectId = await one("insert into projects (user_id, name) values ($1, $2)", [
    userId,
    `${label} site`,
  ]);
  const uri = `sc-domain:${label}.example`;
  const dataSourceId = await one(
    "insert into data_sources (project_id, type, property_uri, property_name) values ($1, 'gsc', $2, $2)",
    [projectId, uri],
  );
  const googlePropertyId = await one(
    "insert into google_properties (user_id, property_type, property_uri, property_name, verified) values ($1, 'gsc', $2, $2, true)",
    [userId, uri],
  );
  const gmbAccountId = await one(
    "insert into gmb_accounts (user_id, account_name) values ($1, $2)",
    [userId, `accounts/${label}`],
  );
  const gmbLocationId = await one(
    `insert into gmb_locations (user_id, account_id, location_id, location_name, title, address)
     values ($1, $2, $3, $4, $5, '{"addressLines":["1 Main St"]}')`,
    [userId, gmbAccountId, `${label}-1`, `locations/${label}-1`, `${label} shop`],
  );
  const connectionId = await one(
    "insert into property_gmb_connections (user_id, property_id, location_id) values ($1, $2, $3)",
    [userId, googlePropertyId, gmbLocationId],
  );
  return {
    userId,
    projectId,
    dataSourceId,
    googleTokenId,
    googlePropertyId,
    gmbAccountId,
    gmbLocationId,
    connectionId,
  };
}

/** Runs raw SQL the way a user-scoped request does: role authenticated with `userId`'s claims. */
export async function queryAsUser<T>(
  client: PGlite,
  userId: string | null,
  query: string,
  params: unknown[] = [],
) {
  return client.transaction(async (tx) => {
    await tx.query("set local role authenticated");
    if (userId) {
      await tx.query(
        "select set_config('request.jwt.claims', json_build_object('sub', $1::text, 'role', 'authenticated')::text, true)",
        [userId],
      );
    }
    return tx.query<T>(query, params);
  });
}

export async function queryAsAnon<T>(client: PGlite, query: string, params: unknown[] = []) {
  return client.transaction(async (tx) => {
    await tx.query("set local role anon");
    return tx.query<T>(query, params);
  });
}
