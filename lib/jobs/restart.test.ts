import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { upsertAuthUser } from "@/lib/db/auth-users";
import { openPglite } from "@/lib/db/drivers";
import { runMigrations } from "@/lib/db/migrate";
import { loadTemplate } from "@/tests/support/db";
import { createJobQueue } from "./queue";
import { forEveryKind, startWorkers, type JobHandlers } from "./worker";

// A job survives the death of the process running it: another worker takes it over once its
// heartbeat stops, runs it to the end, and nothing runs it a third time.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "rankwell-jobs-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it("is taken over by the next worker after its process is killed mid-run, and runs once more only", async () => {
  const dataDir = path.join(dir, "pglite");
  const loadDataDir = await loadTemplate();
  const setup = await openPglite({ dataDir, loadDataDir });
  if (!loadDataDir) await runMigrations(setup.migrationTarget);
  const userId = (await upsertAuthUser(setup.db, { email: "restart@example.com" })).id;
  await setup.close();

  // The first server: it takes the job and dies with it half done.
  const child = spawn(
    process.execPath,
    [
      path.join(process.cwd(), "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "tests/support/jobs/crashing-worker.ts",
      dataDir,
      userId,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let jobId = "";
  for await (const line of createInterface({ input: child.stdout! })) {
    const message = JSON.parse(line) as { id?: string; running?: boolean };
    if (message.id) jobId = message.id;
    if (message.running && jobId) break;
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;

  // The next server opens the same database and works the queue.
  const reopened = await openPglite({ dataDir });
  const before = await reopened.client.query<{ state: string; done: number }>(
    "select state, done from job_runs where id = $1",
    [jobId],
  );
  expect(before.rows[0]).toEqual({ state: "running", done: 1 });
  const queue = await createJobQueue({
    db: reopened.db,
    queueOptions: { heartbeatSeconds: 10 },
    bossOptions: { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 },
  });
  const runs: string[] = [];
  const finish: JobHandlers[keyof JobHandlers] = async ({ userId: owner, progress }) => {
    runs.push(owner);
    await progress({ done: 4, total: 4, step: "Done" });
    return { synced: 4 };
  };
  try {
    await startWorkers(queue, forEveryKind(finish));
    await vi.waitFor(
      async () => {
        const { rows } = await reopened.client.query<{ state: string }>(
          "select state from job_runs where id = $1",
          [jobId],
        );
        expect(rows[0]?.state).toBe("completed");
      },
      { timeout: 45_000, interval: 250 },
    );
    // Taken over once: the second attempt, in the second process.
    const { rows } = await reopened.client.query<{ attempt: number; result: unknown }>(
      "select attempt, result from job_runs where id = $1",
      [jobId],
    );
    expect(rows[0]).toEqual({ attempt: 1, result: { synced: 4 } });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(runs).toEqual([userId]);
  } finally {
    await queue.stop();
    await reopened.close();
  }
}, 90_000);
