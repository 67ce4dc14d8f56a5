import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { INSUFFICIENT_PRIVILEGE, sqlState } from "@/tests/support/db";
import { upsertAuthUser } from "./auth-users";
import { openAppDatabase } from "./client";
import { saveContactMessage } from "@/lib/contact/store";
import { openPostgres } from "./drivers";
import { runMigrations } from "./migrate";
import { deleteUserData } from "./queries/account";
import { readCachedAnswer, writeCachedAnswer } from "./queries/google-response-cache";
import { addDataSource, listDataSourcesAsUser } from "./queries/data-sources";
import { createProject, listProjects, renameProject } from "./queries/projects";
import { reserveInspection } from "./queries/url-inspection-usage";
import { rawRows } from "./raw-rows";
import { contactMessages, projects } from "./schema";
import { withUser } from "./user-scope";

// The same checks on the postgres.js driver against a real Postgres server. Runs only when
// TEST_DATABASE_URL names a server and a role allowed to create databases: it works in a database of
// its own and drops it afterwards.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("postgres.js driver on a real Postgres", () => {
  const name = `rankwell_test_${randomBytes(4).toString("hex")}`;
  let url: string;
  let admin: postgres.Sql;

  beforeAll(async () => {
    admin = postgres(adminUrl!, { onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const parsed = new URL(adminUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("migrates on first open and finds nothing to do on the next", async () => {
    const first = await openAppDatabase({ databaseUrl: url });
    await first.close();
    const second = openPostgres(url);
    try {
      expect(await runMigrations(second.migrationTarget)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it("isolates users, guards delete_user_data, hides contact messages and notifies changes", async () => {
    const opened = openPostgres(url);
    const { db } = opened;
    try {
      const events: string[] = [];
      await opened.client.listen("rankwell_changes", (payload) =>
        events.push(JSON.parse(payload).op),
      );

      const a = (await upsertAuthUser(db, { email: "a@example.com" })).id;
      const b = (await upsertAuthUser(db, { email: "b@example.com" })).id;
      const project = await withUser(a, (tx) => createProject(tx, { name: "Alpha" }), db);

      const source = await withUser(
        a,
        (tx) =>
          addDataSource(tx, {
            project_id: project.id,
            type: "gsc",
            property_uri: "sc-domain:a.example",
          }),
        db,
      );
      // The one-statement lookup: the function's role switch works for a role that is no superuser.
      const [own] = await listDataSourcesAsUser(db, a, project.id);
      expect(own).toMatchObject({ id: source.id, property_uri: "sc-domain:a.example" });
      expect(own?.created_at).toBeInstanceOf(Date);
      expect(await listDataSourcesAsUser(db, b, project.id)).toEqual([]);
      expect(await withUser(b, (tx) => listProjects(tx), db)).toEqual([]);
      expect(await withUser(b, (tx) => tx.select().from(projects), db)).toEqual([]);
      expect(await withUser(b, (tx) => renameProject(tx, project.id, "Taken"), db)).toBeNull();
      const [session] = await withUser(
        b,
        (tx) => rawRows<{ role: string }>(tx, sql`select current_user::text as role`),
        db,
      );
      expect(session).toEqual({ role: "authenticated" });

      expect(
        await sqlState(
          withUser(b, (tx) => tx.execute(sql`select public.delete_user_data(${a}::uuid)`), db),
        ),
      ).toBe(INSUFFICIENT_PRIVILEGE);
      await saveContactMessage(
        { name: "A", email: "a@example.com", topic: "general", message: "Hello from a test." },
        db,
      );
      expect(await sqlState(withUser(b, (tx) => tx.select().from(contactMessages), db))).toBe(
        INSUFFICIENT_PRIVILEGE,
      );

      await withUser(a, (tx) => deleteUserData(tx), db);
      expect(await db.select().from(projects).where(eq(projects.user_id, a))).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(events).toEqual(["INSERT", "DELETE"]);
    } finally {
      await opened.close();
    }
  });

  it("lets two servers share cached answers and never pass an inspection limit together", async () => {
    const servers = [openPostgres(url), openPostgres(url)] as const;
    const [a, b] = servers;
    try {
      const user = (await upsertAuthUser(a.db, { email: "c@example.com" })).id;
      const expiresAt = new Date(Date.now() + 60_000);
      await writeCachedAnswer(a.db, {
        userId: user,
        cacheKey: "k",
        body: '{"rows":[]}',
        expiresAt,
      });
      expect(await readCachedAnswer(b.db, user, "k", new Date())).toEqual({
        body: '{"rows":[]}',
        expiresAt,
      });

      const start = new Date("2026-03-02T08:00:00Z");
      const end = new Date("2026-03-03T08:00:00Z");
      const windows = [{ kind: "day", start, end, limit: 10 }] as const;
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          reserveInspection(servers[i % 2]!.db, "sc-domain:a.example", windows),
        ),
      );
      const used = outcomes.flatMap((o) => ("used" in o ? o.used : []));
      expect(used.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(outcomes.filter((o) => "refused" in o)).toHaveLength(40);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });
});
