import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// Applies supabase/migrations/*.sql in name order and records each file in private.rankwell_migrations.
// Hand-written because drizzle-kit's migrator only applies its own output (a meta/_journal.json plus
// statement breakpoints), while these are plain Supabase migration files that `supabase db push` can
// also apply; files Supabase already recorded are therefore skipped here too.

export const MIGRATIONS_DIR = path.join(process.cwd(), "supabase", "migrations");

/** One connection inside one transaction, for both drivers. */
export type MigrationSession = {
  /** Runs a script of one or more statements without parameters. */
  exec(script: string): Promise<void>;
  rows<T>(query: string, params?: unknown[]): Promise<T[]>;
};

export type MigrationTarget = {
  transaction<T>(fn: (session: MigrationSession) => Promise<T>): Promise<T>;
};

export type MigrationFile = { name: string; version: string; sql: string };

const FILE_NAME = /^(\d{14})_[a-z0-9_]+\.sql$/;

export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  return Promise.all(
    names.map(async (name) => {
      const version = FILE_NAME.exec(name)?.[1];
      if (!version)
        throw new Error(`Migration file ${name} must be named <14-digit timestamp>_<name>.sql`);
      return { name, version, sql: await readFile(path.join(dir, name), "utf8") };
    }),
  );
}

async function supabaseVersions(session: MigrationSession): Promise<Set<string>> {
  const [found] = await session.rows<{ table: string | null }>(
    "select to_regclass('supabase_migrations.schema_migrations')::text as table",
  );
  if (!found?.table) return new Set();
  const rows = await session.rows<{ version: string }>(
    "select version from supabase_migrations.schema_migrations",
  );
  return new Set(rows.map((r) => r.version));
}

/** Applies the pending files in one transaction; returns the names it applied. */
export async function runMigrations(
  target: MigrationTarget,
  dir: string = MIGRATIONS_DIR,
): Promise<string[]> {
  const files = await readMigrations(dir);
  return target.transaction(async (session) => {
    // Several app servers may start at once against one Postgres: the first migrates, the rest wait.
    await session.exec("select pg_advisory_xact_lock(hashtext('rankwell_migrations'))");
    await session.exec(`
      create schema if not exists private;
      create table if not exists private.rankwell_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      );`);
    const applied = new Set(
      (await session.rows<{ name: string }>("select name from private.rankwell_migrations")).map(
        (r) => r.name,
      ),
    );
    const bySupabase = await supabaseVersions(session);

    const pending = files.filter((f) => !applied.has(f.name));
    for (const file of pending) {
      if (!bySupabase.has(file.version)) {
        try {
          await session.exec(file.sql);
        } catch (error) {
          throw new Error(`Migration ${file.name} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
      }
      await session.rows("insert into private.rankwell_migrations (name) values ($1)", [file.name]);
    }
    return pending.map((f) => f.name);
  });
}
