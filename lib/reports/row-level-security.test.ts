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

// The report tables under row level security: a signed-in user sees only their own rows, never a
// share's token hash, and cannot write any of them; the server writes after its own checks.

let t: TestDb;
let a: SeededRows;
let b: SeededRows;

const TABLES = [
  "reports",
  "report_logos",
  "report_files",
  "report_schedules",
  "report_deliveries",
  "report_shares",
];

async function seedReport(rows: SeededRows, label: string) {
  const one = async (query: string, params: unknown[]) =>
    (await t.client.query<{ id: string }>(`${query} returning id`, params)).rows[0]!.id;
  const reportId = await one(
    'insert into reports (project_id, user_id, title, period) values ($1, $2, $3, \'{"preset":"last-month","compare":"previous"}\')',
    [rows.projectId, rows.userId, `${label} monthly`],
  );
  await t.client.query(
    "insert into report_logos (report_id, user_id, content_type, bytes) values ($1, $2, 'image/png', '\\x89504e47')",
    [reportId, rows.userId],
  );
  const fileId = await one(
    "insert into report_files (report_id, user_id, kind, state, file_name, bytes, size_bytes) values ($1, $2, 'pdf', 'ready', 'r.pdf', '\\x25504446', 4)",
    [reportId, rows.userId],
  );
  const scheduleId = await one(
    "insert into report_schedules (report_id, user_id, cadence, day, recipients, next_run_at) values ($1, $2, 'monthly', 4, '{client@example.com}', now())",
    [reportId, rows.userId],
  );
  await t.client.query(
    "insert into report_deliveries (report_id, schedule_id, file_id, user_id, recipients, state) values ($1, $2, $3, $4, '{client@example.com}', 'sent')",
    [reportId, scheduleId, fileId, rows.userId],
  );
  await t.client.query(
    "insert into report_shares (report_id, user_id, token_hash, snapshot) values ($1, $2, $3, '{}')",
    [reportId, rows.userId, label[0]!.repeat(64).replace(/[^0-9a-f]/g, "0")],
  );
  return { reportId, fileId, scheduleId };
}

let aRows: Awaited<ReturnType<typeof seedReport>>;

beforeAll(async () => {
  t = await createTestDb();
  a = await seedUserRows(t.client, await t.createUser("a@example.com"), "alpha");
  b = await seedUserRows(t.client, await t.createUser("b@example.com"), "bravo");
  aRows = await seedReport(a, "alpha");
  await seedReport(b, "bravo");
});
afterAll(() => t.close());

it("shows a user only their own reports and everything made of them", async () => {
  for (const table of TABLES) {
    const seen = await queryAsUser(t.client, b.userId, `select user_id from ${table}`);
    expect(seen.rows, table).toEqual([{ user_id: b.userId }]);
    expect(await sqlState(queryAsAnon(t.client, `select 1 from ${table}`)), table).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
  }
});

it("never shows a share's token hash or snapshot to a signed-in user", async () => {
  for (const column of ["token_hash", "snapshot"]) {
    expect(
      await sqlState(queryAsUser(t.client, b.userId, `select ${column} from report_shares`)),
    ).toBe(INSUFFICIENT_PRIVILEGE);
  }
  const own = await queryAsUser(t.client, b.userId, "select id, revoked_at from report_shares");
  expect(own.rows).toHaveLength(1);
});

it("lets only the server write the report tables", async () => {
  for (const [query, params] of [
    [
      "insert into reports (project_id, user_id, title, period) values ($1, $2, 'x', '{}')",
      [a.projectId, a.userId],
    ],
    ["update reports set title = 'mine'", []],
    ["delete from reports", []],
    ["update report_logos set content_type = 'image/jpeg'", []],
    ["update report_files set state = 'failed'", []],
    ["delete from report_files", []],
    [
      "insert into report_schedules (report_id, user_id, cadence, day, recipients, next_run_at) values ($1, $2, 'weekly', 1, '{x@example.com}', now())",
      [aRows.reportId, a.userId],
    ],
    ["update report_schedules set recipients = '{thief@example.com}'", []],
    ["delete from report_deliveries", []],
    ["update report_shares set revoked_at = null, expires_at = null", []],
    [
      "insert into report_shares (report_id, user_id, token_hash, snapshot) values ($1, $2, $3, '{}')",
      [aRows.reportId, a.userId, "c".repeat(64)],
    ],
  ] as const) {
    expect(await sqlState(queryAsUser(t.client, b.userId, query, [...params])), query).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
  }
});

it("keeps reports within their limits, whoever writes them", async () => {
  for (const [query, params] of [
    [
      "insert into reports (project_id, user_id, title, period, accent_color) values ($1, $2, 'x', '{}', 'red')",
      [a.projectId, a.userId],
    ],
    [
      "insert into reports (project_id, user_id, title, period, page_size) values ($1, $2, 'x', '{}', 'a3')",
      [a.projectId, a.userId],
    ],
    [
      "insert into report_logos (report_id, user_id, content_type, bytes) values ($1, $2, 'image/svg+xml', '\\x3c73')",
      [aRows.reportId, a.userId],
    ],
    [
      "insert into report_schedules (report_id, user_id, cadence, day, recipients, next_run_at) values ($1, $2, 'weekly', 9, '{x@example.com}', now())",
      [aRows.reportId, a.userId],
    ],
    [
      "insert into report_schedules (report_id, user_id, cadence, day, recipients, next_run_at) values ($1, $2, 'monthly', 1, '{}', now())",
      [aRows.reportId, a.userId],
    ],
    [
      "insert into report_shares (report_id, user_id, token_hash, snapshot) values ($1, $2, 'not-a-hash', '{}')",
      [aRows.reportId, a.userId],
    ],
    [
      "insert into report_files (report_id, user_id, kind, state, file_name) values ($1, $2, 'pdf', 'ready', 'x.pdf')",
      [aRows.reportId, a.userId],
    ],
  ] as const) {
    expect(await sqlState(t.client.query(query, [...params])), query).toBe("23514");
  }
});

it("removes a report's files, schedules, deliveries and links with it", async () => {
  await t.client.query("delete from reports where id = $1", [aRows.reportId]);
  for (const table of TABLES) {
    const left = await t.client.query(`select 1 from ${table} where user_id = $1`, [a.userId]);
    expect(left.rows, table).toEqual([]);
  }
});
