import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { upsertAuthUser } from "@/lib/db/auth-users";
import { openAppDatabase } from "@/lib/db/client";
import type { OpenDatabase } from "@/lib/db/drivers";
import { jobRuns } from "@/lib/db/schema";
import { createJobQueue, type JobQueue } from "./queue";
import { forEveryKind, startWorkers, type JobHandler } from "./worker";

// Two servers working one queue on a real Postgres (DATABASE_URL mode): each job is taken by one of
// them, once. Runs only when TEST_DATABASE_URL names a server that lets us create a database.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("the job queue on a real Postgres", () => {
  const name = `rankwell_jobs_${randomBytes(4).toString("hex")}`;
  let admin: postgres.Sql;
  let opened: OpenDatabase;
  let url: string;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    admin = postgres(adminUrl!, { onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const parsed = new URL(adminUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    opened = await openAppDatabase({ databaseUrl: url });
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await opened?.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("never gives one job to two workers", async () => {
    const taken = new Map<string, string[]>();
    const worker =
      (label: string): JobHandler =>
      async ({ userId }) => {
        taken.set(userId, [...(taken.get(userId) ?? []), label]);
        await sleep(20);
        return null;
      };
    for (const label of ["a", "b"]) {
      // Each server has its own connection pool, as two deployments would.
      const queue = await createJobQueue({ db: opened.db, databaseUrl: url });
      queues.push(queue);
      await startWorkers(queue, forEveryKind(worker(label)), {
        concurrency: 4,
        pollingIntervalSeconds: 0.5,
      });
    }
    const users = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        upsertAuthUser(opened.db, { email: `w${i}@example.com` }),
      ),
    );
    const ids = await Promise.all(
      users.map((user, i) => queues[i % 2]!.enqueue("google-property-sync", user.id)),
    );
    expect(new Set(ids).size).toBe(40);
    await vi.waitFor(
      async () => expect(await opened.db.$count(jobRuns, eq(jobRuns.state, "completed"))).toBe(40),
      { timeout: 30_000, interval: 200 },
    );
    expect([...taken.values()].every((labels) => labels.length === 1)).toBe(true);
    expect(taken.size).toBe(40);
    const perWorker = [...taken.values()].flat();
    expect(perWorker).toContain("a");
    expect(perWorker).toContain("b");
  }, 60_000);
});
