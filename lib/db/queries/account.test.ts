import { sql } from "drizzle-orm";
import {
  createTestDb,
  INSUFFICIENT_PRIVILEGE,
  queryAsAnon,
  queryAsUser,
  seedUserRows,
  sqlState,
  type TestDb,
} from "@/tests/support/db";
import { withUser } from "../user-scope";
import { deleteUserData } from "./account";

const USER_TABLES = [
  ["profiles", "id"],
  ["google_tokens", "user_id"],
  ["projects", "user_id"],
  ["google_properties", "user_id"],
  ["gmb_accounts", "user_id"],
  ["gmb_locations", "user_id"],
  ["property_gmb_connections", "user_id"],
] as const;

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, column] of USER_TABLES) {
    const { rows } = await t.client.query<{ n: number }>(
      `select count(*)::int as n from ${table} where ${column} = $1`,
      [userId],
    );
    counts[table] = rows[0]!.n;
  }
  const { rows } = await t.client.query<{ n: number }>(
    "select count(*)::int as n from data_sources d join projects p on p.id = d.project_id where p.user_id = $1",
    [userId],
  );
  counts.data_sources = rows[0]!.n;
  return counts;
}

const everyTableOnce = Object.fromEntries([
  ...USER_TABLES.map(([table]) => [table, 1]),
  ["data_sources", 1],
]);
const everyTableEmpty = Object.fromEntries(Object.keys(everyTableOnce).map((table) => [table, 0]));

describe("delete_user_data", () => {
  it("erases every row of the signed-in user and nobody else's", async () => {
    const a = await seedUserRows(t.client, await t.createUser(), "alpha");
    const b = await seedUserRows(t.client, await t.createUser(), "bravo");
    await withUser(a.userId, (tx) => deleteUserData(tx), t.db);

    expect(await rowsOf(a.userId)).toEqual(everyTableEmpty);
    expect(await rowsOf(b.userId)).toEqual(everyTableOnce);
    const { rows } = await t.client.query("select id from auth.users where id = $1", [a.userId]);
    expect(rows).toHaveLength(1);
  });

  it("refuses another user's id, anon and a session without claims", async () => {
    const a = await seedUserRows(t.client, await t.createUser(), "alpha");
    const b = await seedUserRows(t.client, await t.createUser(), "bravo");
    const call = "select public.delete_user_data($1)";

    expect(await sqlState(queryAsUser(t.client, b.userId, call, [a.userId]))).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await sqlState(queryAsUser(t.client, null, call, [a.userId]))).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await sqlState(queryAsAnon(t.client, call, [a.userId]))).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await rowsOf(a.userId)).toEqual(everyTableOnce);
  });

  it("erases the signed-in user's cached Google answers and nobody else's", async () => {
    const [a, b] = [await t.createUser(), await t.createUser()];
    for (const userId of [a, b]) {
      await t.client.query(
        "insert into google_response_cache (user_id, cache_key, body, expires_at) values ($1, 'k', '{}', now() + interval '1 hour')",
        [userId],
      );
    }
    await withUser(a, (tx) => deleteUserData(tx), t.db);
    const { rows } = await t.client.query<{ user_id: string }>(
      "select user_id from google_response_cache",
    );
    expect(rows).toEqual([{ user_id: b }]);
  });

  it("erases the signed-in user's alert rules with their readings, and nobody else's", async () => {
    const a = await seedUserRows(t.client, await t.createUser(), "alpha");
    const b = await seedUserRows(t.client, await t.createUser(), "bravo");
    // Each project got its rules from the trigger; a check kept a sitemap-errors reading.
    for (const userId of [a.userId, b.userId]) {
      await t.client.query(
        "insert into alert_observations (rule_id, user_id, day, value) select id, user_id, '2026-03-01', 2 from alert_rules where user_id = $1 and metric = 'gsc_sitemap_errors'",
        [userId],
      );
    }
    await withUser(a.userId, (tx) => deleteUserData(tx), t.db);
    const { rows } = await t.client.query<{ user_id: string; rules: number }>(
      "select r.user_id, count(*)::int as rules from alert_rules r join alert_observations o on o.rule_id = r.id group by r.user_id",
    );
    expect(rows).toEqual([{ user_id: b.userId, rules: 1 }]);
    const { rows: readings } = await t.client.query(
      "select 1 from alert_observations where user_id = $1",
      [a.userId],
    );
    expect(readings).toEqual([]);
  });

  it("erases the signed-in user's dismissed and snoozed opportunities, and nobody else's", async () => {
    const a = await seedUserRows(t.client, await t.createUser(), "alpha");
    const b = await seedUserRows(t.client, await t.createUser(), "bravo");
    for (const { userId, projectId } of [a, b]) {
      await t.client.query(
        "insert into opportunity_states (project_id, user_id, opportunity_id, state) values ($1, $2, 'low-ctr:seeds:', 'dismissed')",
        [projectId, userId],
      );
    }
    await withUser(a.userId, (tx) => deleteUserData(tx), t.db);
    const { rows } = await t.client.query<{ user_id: string }>(
      "select user_id from opportunity_states",
    );
    expect(rows).toEqual([{ user_id: b.userId }]);
  });

  it("erases the signed-in user's saved GA4 explorations, and nobody else's", async () => {
    const a = await seedUserRows(t.client, await t.createUser(), "alpha");
    const b = await seedUserRows(t.client, await t.createUser(), "bravo");
    for (const { userId, projectId } of [a, b]) {
      await t.client.query(
        "insert into ga4_explorations (project_id, user_id, name, definition) values ($1, $2, 'Channels', '{}')",
        [projectId, userId],
      );
    }
    await withUser(a.userId, (tx) => deleteUserData(tx), t.db);
    const { rows } = await t.client.query<{ user_id: string }>(
      "select user_id from ga4_explorations",
    );
    expect(rows).toEqual([{ user_id: b.userId }]);
  });

  it("erases the signed-in user's content plan, calendar feed and chart annotations, and nobody else's", async () => {
    const a = await seedUserRows(t.client, await t.createUser(), "alpha");
    const b = await seedUserRows(t.client, await t.createUser(), "bravo");
    for (const [i, { userId, projectId }] of [a, b].entries()) {
      const { rows } = await t.client.query<{ id: string }>(
        "insert into content_items (project_id, user_id, title, status, target_url, publish_date) values ($1, $2, 'Seed guide', 'published', 'https://a.example/', '2026-03-01') returning id",
        [projectId, userId],
      );
      await t.client.query(
        "insert into chart_annotations (project_id, user_id, day, label, source, content_item_id) values ($1, $2, '2026-03-01', 'Published: Seed guide', 'content_item', $3), ($1, $2, '2026-03-02', 'Site move', 'manual', null)",
        [projectId, userId, rows[0]!.id],
      );
      await t.client.query(
        "insert into content_calendar_feeds (project_id, user_id, token_hash) values ($1, $2, $3)",
        [projectId, userId, String(i).repeat(64)],
      );
    }
    await withUser(a.userId, (tx) => deleteUserData(tx), t.db);
    for (const table of ["content_items", "chart_annotations", "content_calendar_feeds"]) {
      const { rows } = await t.client.query<{ user_id: string }>(
        `select distinct user_id from ${table} where user_id in ($1, $2)`,
        [a.userId, b.userId],
      );
      expect(rows, table).toEqual([{ user_id: b.userId }]);
    }
  });

  it("may be called by the server for any user", async () => {
    const a = await seedUserRows(t.client, await t.createUser(), "alpha");
    await t.db.execute(sql`select public.delete_user_data(${a.userId}::uuid)`);
    expect(await rowsOf(a.userId)).toEqual(everyTableEmpty);
  });
});

describe("change notifications", () => {
  it("announce changes to projects, google_properties and google_tokens with the owning user", async () => {
    const events: unknown[] = [];
    await t.client.listen("rankwell_changes", (payload) => events.push(JSON.parse(payload)));
    const a = await seedUserRows(t.client, await t.createUser(), "alpha");
    await withUser(a.userId, (tx) => deleteUserData(tx), t.db);

    const summary = events.map((e) => {
      const { table, op, user_id } = e as Record<string, string>;
      return `${op} ${table} ${user_id === a.userId ? "A" : user_id}`;
    });
    expect(summary).toEqual([
      "INSERT google_tokens A",
      "INSERT projects A",
      "INSERT google_properties A",
      "DELETE google_properties A",
      "DELETE projects A",
      "DELETE google_tokens A",
    ]);
  });
});
