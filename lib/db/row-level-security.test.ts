import {
  createTestDb,
  INSUFFICIENT_PRIVILEGE,
  queryAsAnon,
  queryAsUser,
  seedUserRows,
  sqlState,
  type SeededRows,
  type TestDb,
} from "@/tests/support/db";

// Raw SQL as the `authenticated` role with user B's claims — the same footing as a user-scoped query
// or a Supabase API call — against every user-owned table holding user A's rows.

let t: TestDb;
let a: SeededRows;
let b: SeededRows;

beforeAll(async () => {
  t = await createTestDb();
  a = await seedUserRows(t.client, await t.createUser("a@example.com"), "alpha");
  b = await seedUserRows(t.client, await t.createUser("b@example.com"), "bravo");
});
afterAll(() => t.close());

type Case = {
  table: string;
  id: (rows: SeededRows) => string;
  /** An assignment that changes a harmless column. */
  change: string;
  /** B writes a row that belongs to A, or hangs B's row on A's parent rows. */
  forgeries: (a: SeededRows, b: SeededRows) => Array<[string, unknown[]]>;
  /** B moves B's own row over to A. */
  handOver: (a: SeededRows) => [string, unknown[]];
};

const cases: Case[] = [
  {
    table: "profiles",
    id: (r) => r.userId,
    change: "full_name = 'changed by someone else'",
    forgeries: (a) => [
      [
        "insert into profiles (id, email) values ($1, 'x@example.com') on conflict do nothing",
        [a.userId],
      ],
    ],
    handOver: (a) => ["update profiles set id = $1 where id = auth.uid()", [a.userId]],
  },
  {
    table: "google_tokens",
    id: (r) => r.googleTokenId,
    change: "access_token = 'stolen'",
    forgeries: (a) => [
      [
        "insert into google_tokens (user_id, access_token) values ($1, 'x') on conflict do nothing",
        [a.userId],
      ],
    ],
    handOver: (a) => ["update google_tokens set user_id = $1", [a.userId]],
  },
  {
    table: "projects",
    id: (r) => r.projectId,
    change: "name = 'renamed by someone else'",
    forgeries: (a) => [["insert into projects (user_id, name) values ($1, 'planted')", [a.userId]]],
    handOver: (a) => ["update projects set user_id = $1", [a.userId]],
  },
  {
    table: "data_sources",
    id: (r) => r.dataSourceId,
    change: "property_name = 'changed by someone else'",
    forgeries: (a) => [
      [
        "insert into data_sources (project_id, type, property_uri) values ($1, 'ga4', 'properties/1')",
        [a.projectId],
      ],
    ],
    handOver: (a) => ["update data_sources set project_id = $1", [a.projectId]],
  },
  {
    table: "google_properties",
    id: (r) => r.googlePropertyId,
    change: "verified = false",
    forgeries: (a) => [
      [
        "insert into google_properties (user_id, property_type, property_uri, property_name) values ($1, 'ga4', 'properties/9', 'x')",
        [a.userId],
      ],
    ],
    handOver: (a) => ["update google_properties set user_id = $1", [a.userId]],
  },
  {
    table: "gmb_accounts",
    id: (r) => r.gmbAccountId,
    change: "account_display_name = 'changed by someone else'",
    forgeries: (a) => [
      ["insert into gmb_accounts (user_id, account_name) values ($1, 'accounts/9')", [a.userId]],
    ],
    handOver: (a) => ["update gmb_accounts set user_id = $1", [a.userId]],
  },
  {
    table: "gmb_locations",
    id: (r) => r.gmbLocationId,
    change: "title = 'changed by someone else'",
    forgeries: (a, b) => [
      [
        "insert into gmb_locations (user_id, account_id, location_id, location_name) values ($1, $2, '9', 'locations/9')",
        [a.userId, a.gmbAccountId],
      ],
      [
        "insert into gmb_locations (user_id, account_id, location_id, location_name) values ($1, $2, '9', 'locations/9')",
        [b.userId, a.gmbAccountId],
      ],
    ],
    handOver: (a) => ["update gmb_locations set account_id = $1", [a.gmbAccountId]],
  },
  {
    table: "property_gmb_connections",
    id: (r) => r.connectionId,
    change: "created_at = now()",
    forgeries: (a, b) => [
      [
        "insert into property_gmb_connections (user_id, property_id, location_id) values ($1, $2, $3)",
        [a.userId, a.googlePropertyId, a.gmbLocationId],
      ],
      [
        "insert into property_gmb_connections (user_id, property_id, location_id) values ($1, $2, $3)",
        [b.userId, a.googlePropertyId, b.gmbLocationId],
      ],
      [
        "insert into property_gmb_connections (user_id, property_id, location_id) values ($1, $2, $3)",
        [b.userId, b.googlePropertyId, a.gmbLocationId],
      ],
    ],
    handOver: (a) => ["update property_gmb_connections set user_id = $1", [a.userId]],
  },
];

const countAll = async (table: string) =>
  (await t.client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

describe.each(cases)("$table", ({ table, id, change, forgeries, handOver }) => {
  it("shows user B only B's rows, even without a where clause", async () => {
    const { rows } = await queryAsUser<{ id: string }>(
      t.client,
      b.userId,
      `select id from ${table}`,
    );
    expect(rows.map((r) => r.id)).toEqual([id(b)]);
  });

  it("does not let B update or delete A's row", async () => {
    const before = (await t.client.query(`select * from ${table} where id = $1`, [id(a)])).rows;
    const updated = await queryAsUser(
      t.client,
      b.userId,
      `update ${table} set ${change} where id = $1`,
      [id(a)],
    );
    const deleted = await queryAsUser(t.client, b.userId, `delete from ${table} where id = $1`, [
      id(a),
    ]);
    expect([updated.affectedRows, deleted.affectedRows]).toEqual([0, 0]);
    expect((await t.client.query(`select * from ${table} where id = $1`, [id(a)])).rows).toEqual(
      before,
    );
  });

  it("does not let B write rows into A's account", async () => {
    const total = await countAll(table);
    for (const [query, params] of forgeries(a, b)) {
      expect(await sqlState(queryAsUser(t.client, b.userId, query, params)), query).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    }
    expect(await sqlState(queryAsUser(t.client, b.userId, ...handOver(a)))).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await countAll(table)).toBe(total);
  });

  it("gives anon nothing and a session without claims no rows", async () => {
    expect(await sqlState(queryAsAnon(t.client, `select * from ${table}`))).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect((await queryAsUser(t.client, null, `select * from ${table}`)).rows).toEqual([]);
  });
});

it("leaves the server's own tables and auth.users out of reach of signed-in users", async () => {
  for (const table of [
    "contact_messages",
    "google_response_cache",
    "url_inspection_usage",
    "sessions",
    "auth.users",
  ]) {
    expect(await sqlState(queryAsUser(t.client, b.userId, `select * from ${table}`))).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
  }
});

it("does not let a signed-in user start a session or bring an ended one back", async () => {
  const start =
    "insert into sessions (user_id, expires_at) values ($1, now() + interval '30 days')";
  expect(await sqlState(queryAsUser(t.client, b.userId, start, [b.userId]))).toBe(
    INSUFFICIENT_PRIVILEGE,
  );
  expect(
    await sqlState(queryAsUser(t.client, b.userId, "update sessions set revoked_at = null")),
  ).toBe(INSUFFICIENT_PRIVILEGE);
});

it("does not let a signed-in user plant a cached Google answer or reset an inspection budget", async () => {
  const plant =
    "insert into google_response_cache (user_id, cache_key, body, expires_at) values ($1, 'k', '{}', now() + interval '1 hour')";
  expect(await sqlState(queryAsUser(t.client, b.userId, plant, [b.userId]))).toBe(
    INSUFFICIENT_PRIVILEGE,
  );
  expect(await sqlState(queryAsUser(t.client, b.userId, "delete from url_inspection_usage"))).toBe(
    INSUFFICIENT_PRIVILEGE,
  );
});

it("shows a user only their own dismissed opportunities, and lets only the server write them", async () => {
  for (const { userId, projectId } of [a, b]) {
    await t.client.query(
      "insert into opportunity_states (project_id, user_id, opportunity_id, state) values ($1, $2, 'low-ctr:seeds:', 'dismissed')",
      [projectId, userId],
    );
  }
  const seen = await queryAsUser(t.client, b.userId, "select user_id from opportunity_states");
  expect(seen.rows).toEqual([{ user_id: b.userId }]);
  for (const [query, params] of [
    [
      "insert into opportunity_states (project_id, user_id, opportunity_id, state) values ($1, $2, 'x', 'dismissed')",
      [a.projectId, a.userId],
    ],
    ["delete from opportunity_states", []],
    ["update opportunity_states set state = 'snoozed'", []],
  ] as const) {
    expect(await sqlState(queryAsUser(t.client, b.userId, query, [...params]))).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
  }
  await t.client.query("delete from opportunity_states");
});

it("shows a user only their own saved GA4 explorations, and lets only the server write them", async () => {
  for (const { userId, projectId } of [a, b]) {
    await t.client.query(
      "insert into ga4_explorations (project_id, user_id, name, definition) values ($1, $2, 'Channels', '{}')",
      [projectId, userId],
    );
  }
  const seen = await queryAsUser(t.client, b.userId, "select user_id from ga4_explorations");
  expect(seen.rows).toEqual([{ user_id: b.userId }]);
  for (const [query, params] of [
    [
      "insert into ga4_explorations (project_id, user_id, name, definition) values ($1, $2, 'x', '{}')",
      [a.projectId, a.userId],
    ],
    ["delete from ga4_explorations", []],
    ["update ga4_explorations set name = 'mine'", []],
  ] as const) {
    expect(await sqlState(queryAsUser(t.client, b.userId, query, [...params]))).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
  }
  expect(await sqlState(queryAsAnon(t.client, "select 1 from ga4_explorations"))).toBe(
    INSUFFICIENT_PRIVILEGE,
  );
  await t.client.query("delete from ga4_explorations");
});

it("shows a user only their own content plan, calendar feed and chart annotations, and lets only the server write them", async () => {
  const items: Record<string, string> = {};
  for (const { userId, projectId } of [a, b]) {
    const { rows } = await t.client.query<{ id: string }>(
      "insert into content_items (project_id, user_id, title) values ($1, $2, 'Seed guide') returning id",
      [projectId, userId],
    );
    items[userId] = rows[0]!.id;
    await t.client.query(
      "insert into content_calendar_feeds (project_id, user_id, token_hash) values ($1, $2, $3)",
      [projectId, userId, (userId === a.userId ? "a" : "b").repeat(64)],
    );
    await t.client.query(
      "insert into chart_annotations (project_id, user_id, day, label) values ($1, $2, '2026-03-01', 'Site move')",
      [projectId, userId],
    );
  }
  for (const table of ["content_items", "content_calendar_feeds", "chart_annotations"]) {
    const seen = await queryAsUser(t.client, b.userId, `select user_id from ${table}`);
    expect(seen.rows, table).toEqual([{ user_id: b.userId }]);
    expect(await sqlState(queryAsAnon(t.client, `select 1 from ${table}`)), table).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
  }
  for (const [query, params] of [
    [
      "insert into content_items (project_id, user_id, title) values ($1, $2, 'x')",
      [a.projectId, a.userId],
    ],
    ["update content_items set title = 'mine', version = version + 1", []],
    ["delete from content_items", []],
    [
      "insert into content_calendar_feeds (project_id, user_id, token_hash) values ($1, $2, $3) on conflict (project_id) do update set token_hash = excluded.token_hash",
      [a.projectId, a.userId, "c".repeat(64)],
    ],
    ["update content_calendar_feeds set token_hash = $1", ["d".repeat(64)]],
    ["delete from content_calendar_feeds", []],
    [
      "insert into chart_annotations (project_id, user_id, day, label, source, content_item_id) values ($1, $2, '2026-03-02', 'x', 'content_item', $3)",
      [a.projectId, a.userId, items[a.userId]],
    ],
    ["update chart_annotations set label = 'mine'", []],
    ["delete from chart_annotations", []],
  ] as const) {
    expect(await sqlState(queryAsUser(t.client, b.userId, query, [...params])), query).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
  }
  await t.client.query("delete from chart_annotations");
  await t.client.query("delete from content_calendar_feeds");
  await t.client.query("delete from content_items");
});

it("keeps content items within their limits, whoever writes them", async () => {
  const insert = (columns: string, values: string) =>
    sqlState(
      t.client.query(
        `insert into content_items (project_id, user_id, ${columns}) values ($1, $2, ${values})`,
        [a.projectId, a.userId],
      ),
    );
  const CHECK_VIOLATION = "23514";
  expect(await insert("title", "''")).toBe(CHECK_VIOLATION);
  expect(await insert("title, status", "'x', 'drafted'")).toBe(CHECK_VIOLATION);
  expect(await insert("title, target_url", "'x', 'javascript:alert(1)'")).toBe(CHECK_VIOLATION);
  expect(await insert("title, target_queries", `'x', array[repeat('q', 201)]`)).toBe(
    CHECK_VIOLATION,
  );
  expect(await insert("title, tags", `'x', array_fill(''::text, array[1])`)).toBe(CHECK_VIOLATION);
  expect(
    await insert(
      "title, target_queries",
      `'x', array(select 'q' || g from generate_series(1, 21) g)`,
    ),
  ).toBe(CHECK_VIOLATION);
  expect(await insert("title, status", "'x', 'published'")).toBe(CHECK_VIOLATION);
  expect(await insert("title, status", "'x', 'scheduled'")).toBe(CHECK_VIOLATION);
  expect(await insert("title, brief_md", `'x', repeat('b', 50001)`)).toBe(CHECK_VIOLATION);
  expect(await insert("title, priority", "'x', 'critical'")).toBe(CHECK_VIOLATION);
  expect(
    await insert(
      "title, target_url, target_queries, tags",
      `'x', 'https://a.example/', array['seeds'], array['guide']`,
    ),
  ).toBe("ok");
  await t.client.query("delete from content_items");
});
