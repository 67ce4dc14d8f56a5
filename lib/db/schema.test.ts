import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { createTestDb, type TestDb } from "@/tests/support/db";
import * as schema from "./schema";

// schema.ts mirrors the SQL migrations by hand; this catches the two drifting apart.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table));

const qualified = (config: { schema?: string; name: string }) =>
  `${config.schema ?? "public"}.${config.name}`;

function fromCode() {
  const columns: string[] = [];
  const foreignKeys: string[] = [];
  const uniques: string[] = [];
  const indexes: string[] = [];
  for (const config of tables) {
    const table = qualified(config);
    for (const c of config.columns) {
      columns.push(
        `${table}.${c.name} ${c.getSQLType()}${c.notNull ? " not null" : ""}${c.hasDefault ? " default" : ""}`,
      );
      if (c.isUnique) uniques.push(`${table} (${c.name})`);
    }
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      foreignKeys.push(
        `${table} (${ref.columns.map((c) => c.name)}) -> ${qualified(getTableConfig(ref.foreignTable))} on delete ${fk.onDelete}`,
      );
    }
    for (const u of config.uniqueConstraints)
      uniques.push(`${table} (${u.columns.map((c) => c.name)})`);
    for (const i of config.indexes) indexes.push(`${table} ${i.config.name}`);
  }
  return { columns, foreignKeys, uniques, indexes };
}

// "schema.table" of a relation oid, as fromCode names tables.
const rel = (oid: string) =>
  `(select rn.nspname || '.' || rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace where rc.oid = ${oid})`;
const cols = (table: string, nums: string) =>
  `(select string_agg(attname, ',' order by array_position(${nums}, attnum)) from pg_attribute where attrelid = ${table} and attnum = any(${nums}))`;

async function fromDatabase() {
  const rows = async (query: string) =>
    (await t.client.query<{ item: string }>(query)).rows.map((r) => r.item);
  const names = `array[${tables.map((c) => `'${qualified(c)}'`).join(",")}]`;
  return {
    columns: await rows(`
      select ${rel("a.attrelid")} || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || case when a.attnotnull then ' not null' else '' end || case when a.atthasdef then ' default' else '' end as item
      from pg_attribute a
      where a.attnum > 0 and not a.attisdropped and ${rel("a.attrelid")} = any(${names})`),
    foreignKeys: await rows(`
      select ${rel("c.conrelid")} || ' (' || ${cols("c.conrelid", "c.conkey")} || ') -> ' || ${rel("c.confrelid")}
        || ' on delete ' || case c.confdeltype when 'c' then 'cascade' when 'n' then 'set null' else 'no action' end as item
      from pg_constraint c where c.contype = 'f' and ${rel("c.conrelid")} = any(${names})`),
    uniques: await rows(`
      select ${rel("c.conrelid")} || ' (' || ${cols("c.conrelid", "c.conkey")} || ')' as item
      from pg_constraint c where c.contype = 'u' and ${rel("c.conrelid")} = any(${names})`),
    indexes: await rows(`
      select schemaname || '.' || tablename || ' ' || indexname as item from pg_indexes i
      where schemaname || '.' || tablename = any(${names})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  };
}

it("schema.ts describes the tables the migrations create", async () => {
  const code = fromCode();
  const database = await fromDatabase();
  for (const key of Object.keys(code) as (keyof typeof code)[]) {
    expect(database[key].sort(), key).toEqual(code[key].sort());
  }
});
