import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDb } from "@/tests/support/db";
import { openPglite } from "./drivers";
import { MIGRATIONS_DIR, readMigrations, runMigrations } from "./migrate";

// What the migrations built, as one comparable value: tables, columns, policies, functions, triggers, roles.
const CATALOG = `
  select string_agg(item, E'\\n' order by item) as catalog from (
    select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable as item
      from information_schema.columns where table_schema in ('public', 'auth', 'private')
    union all select 'policy ' || tablename || ' ' || policyname || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, '') from pg_policies
    union all select 'index ' || indexname || ' ' || indexdef from pg_indexes where schemaname in ('public', 'auth')
    union all select 'function ' || n.nspname || '.' || p.proname || ' ' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('public', 'auth')
    union all select 'trigger ' || tgname from pg_trigger where not tgisinternal
    union all select 'role ' || rolname || ' ' || rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role')
    union all select 'grant ' || grantee || ' ' || table_name || ' ' || privilege_type
      from information_schema.role_table_grants where grantee in ('anon', 'authenticated', 'service_role')
  ) items`;

describe("runMigrations", () => {
  it("applies every file once; a second run changes nothing", async () => {
    let started = performance.now();
    const fresh = await openPglite();
    const applied = await runMigrations(fresh.migrationTarget);
    const freshMs = performance.now() - started;
    try {
      expect(applied).toEqual(
        (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith(".sql")).sort(),
      );
      const before = (await fresh.client.query<{ catalog: string }>(CATALOG)).rows[0]?.catalog;
      expect(await runMigrations(fresh.migrationTarget)).toEqual([]);
      const after = (await fresh.client.query<{ catalog: string }>(CATALOG)).rows[0]?.catalog;
      expect(after).toBe(before);
      expect(before).toContain("policy projects projects: read own");

      started = performance.now();
      const clone = await createTestDb();
      const cloneMs = performance.now() - started;
      const cloned = (await clone.client.query<{ catalog: string }>(CATALOG)).rows[0]?.catalog;
      await clone.close();
      expect(cloned).toBe(before);
      console.log(
        `test database: fresh initdb + migrations ${freshMs.toFixed(0)} ms, clone of the template ${cloneMs.toFixed(0)} ms`,
      );
    } finally {
      await fresh.close();
    }
  });

  it("keeps an existing auth schema, auth.uid() and roles, as on Supabase", async () => {
    const db = await openPglite();
    try {
      // Supabase's own definitions, which the bootstrap must leave alone.
      await db.client.exec(`
        create role anon nologin noinherit;
        create role authenticated nologin noinherit;
        create role service_role nologin noinherit bypassrls;
        create schema auth;
        create table auth.users (id uuid primary key, email text, raw_user_meta_data jsonb, created_at timestamptz,
          instance_id uuid, aud text);
        create function auth.uid() returns uuid language sql stable as $$
          select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
            (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid $$;`);
      const definition = "select pg_get_functiondef('auth.uid'::regproc) as def";
      const before = (await db.client.query<{ def: string }>(definition)).rows[0]?.def;

      await runMigrations(db.migrationTarget);
      expect((await db.client.query<{ def: string }>(definition)).rows[0]?.def).toBe(before);
      const { rows } = await db.client.query(
        "select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users' and column_name = 'aud'",
      );
      expect(rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it("skips files that Supabase's CLI already applied", async () => {
    const db = await openPglite();
    try {
      const contact = (await readMigrations()).find((f) => f.name.includes("contact_messages"))!;
      await db.client.exec(
        "create schema supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key)",
      );
      await db.client.query("insert into supabase_migrations.schema_migrations values ($1)", [
        contact.version,
      ]);

      const applied = await runMigrations(db.migrationTarget);
      expect(applied).toContain(contact.name);
      const { rows } = await db.client.query(
        "select to_regclass('public.contact_messages') as t, to_regclass('public.projects') as p",
      );
      expect(rows).toEqual([{ t: null, p: "projects" }]);
    } finally {
      await db.close();
    }
  });
});

describe("readMigrations", () => {
  it("rejects a file without a Supabase timestamp", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "rankwell-migrations-"));
    try {
      await writeFile(path.join(dir, "add_table.sql"), "select 1;");
      await expect(readMigrations(dir)).rejects.toThrow(/14-digit timestamp/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
