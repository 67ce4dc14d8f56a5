import { setTimeout as sleep } from "node:timers/promises";
import { ApiError } from "@/lib/api/errors";
import { GoogleApiError } from "@/lib/google/errors";
import { createTestDb, queryAsUser, type TestDb } from "@/tests/support/db";
import { createJobQueue, type JobQueue } from "./queue";
import { listRecentRuns } from "./runs";
import { forEveryKind, startWorkers, type JobHandler } from "./worker";
import { withUser } from "@/lib/db/user-scope";

// pg-boss on the app's PGlite, with the real workers: what a user's job goes through.

let t: TestDb;
let queue: JobQueue;
let handler: JobHandler;

beforeAll(async () => {
  t = await createTestDb();
  queue = await createJobQueue({
    db: t.db,
    // Quick retries keep the test short; the order of events is the same.
    queueOptions: { retryDelay: 1, retryBackoff: false, retryLimit: 2 },
  });
  await startWorkers(
    queue,
    forEveryKind((ctx) => handler(ctx)),
    { pollingIntervalSeconds: 0.5 },
  );
}, 60_000);
afterAll(async () => {
  await queue.stop();
  await t.close();
});

type RunRow = {
  state: string;
  done: number;
  total: number | null;
  step: string | null;
  attempt: number;
  error_status: number | null;
  error_code: string | null;
  result: unknown;
};

const run = async (id: string) =>
  (await t.client.query<RunRow>("select * from job_runs where id = $1", [id])).rows[0]!;

async function until(id: string, states: string[], timeoutMs = 20_000): Promise<RunRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await run(id);
    if (states.includes(row.state)) return row;
    if (Date.now() > deadline) throw new Error(`job ${id} stayed ${row.state}`);
    await sleep(50);
  }
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

it("runs a queued job, records its progress and its result", async () => {
  const userId = await t.createUser();
  const step = gate();
  const seen: string[] = [];
  handler = async ({ userId: owner, progress }) => {
    seen.push(owner);
    await progress({ done: 3, total: 8, step: "Reading time zones (2 of 6)" });
    await step.opened;
    return { synced: 8 };
  };
  const started = Date.now();
  const id = await queue.enqueue("google-property-sync", userId);
  expect((await run(id)).state).toMatch(/queued|running/);

  const running = await until(id, ["running"]);
  // Enqueue to start: the worker polls every half second here (every second in the app).
  expect(Date.now() - started).toBeLessThan(5_000);
  await vi.waitFor(async () => expect((await run(id)).done).toBe(3));
  expect(running.attempt).toBe(0);
  const mid = await run(id);
  expect(mid).toMatchObject({ total: 8, step: "Reading time zones (2 of 6)" });

  // The user reads it through row level security; another user sees nothing.
  const mine = await withUser(userId, (tx) => listRecentRuns(tx), t.db);
  expect(mine).toEqual([
    expect.objectContaining({ id, kind: "google-property-sync", state: "running", done: 3 }),
  ]);
  const other = await t.createUser();
  expect((await queryAsUser(t.client, other, "select * from job_runs")).rows).toEqual([]);

  step.open();
  const done = await until(id, ["completed"]);
  expect(done).toMatchObject({ result: { synced: 8 }, done: 8, total: 8 });
  expect(seen).toEqual([userId]);
});

it("keeps one job of a kind waiting per user", async () => {
  const userId = await t.createUser();
  const hold = gate();
  handler = async () => {
    await hold.opened;
    return null;
  };
  const first = await queue.enqueue("gbp-sync", userId);
  await until(first, ["running"]);
  const second = await queue.enqueue("gbp-sync", userId);
  const third = await queue.enqueue("gbp-sync", userId);
  expect(second).not.toBe(first);
  expect(third).toBe(second);
  hold.open();
  await until(first, ["completed"]);
  await until(second, ["completed"]);
  expect(
    (await t.client.query("select id from job_runs where user_id = $1", [userId])).rows,
  ).toHaveLength(2);
});

it("stops a job the user cancels at its next step, and keeps it cancelled", async () => {
  const userId = await t.createUser();
  let steps = 0;
  handler = async ({ progress }) => {
    for (;;) {
      await progress({ done: ++steps, total: 1_000 });
      await sleep(20);
    }
  };
  const id = await queue.enqueue("google-property-sync", userId);
  await vi.waitFor(async () => expect((await run(id)).done).toBeGreaterThan(2), {
    timeout: 10_000,
  });
  expect(await queue.cancel(userId, id)).toBe("cancelled");
  const stoppedAt = steps;
  await sleep(300);
  expect(steps - stoppedAt).toBeLessThanOrEqual(1);
  expect((await run(id)).state).toBe("cancelled");
  expect(await queue.cancel(userId, id)).toBe("finished");
  expect(await queue.cancel(await t.createUser(), id)).toBe("not_found");
});

it("retries a failure Google may get over, then records the catalogue error", async () => {
  const userId = await t.createUser();
  let attempts = 0;
  handler = async () => {
    attempts++;
    throw new GoogleApiError("rate_limit", "Quota exceeded.", {
      status: 429,
      api: "searchConsole",
    });
  };
  const id = await queue.enqueue("google-property-sync", userId);
  const retrying = await until(id, ["retrying"]);
  expect(retrying).toMatchObject({ error_status: 429, error_code: "google_rate_limited" });
  const failed = await until(id, ["failed"], 30_000);
  // The first attempt and two retries.
  expect(attempts).toBe(3);
  expect(failed).toMatchObject({ attempt: 2, error_code: "google_rate_limited" });
});

it("does not retry what a retry cannot mend, and succeeds on a retry that can", async () => {
  const userId = await t.createUser();
  handler = async () => {
    throw new ApiError(400, "invalid_input", "That is not a property.");
  };
  const refused = await queue.enqueue("gbp-sync", userId);
  expect(await until(refused, ["failed"])).toMatchObject({
    attempt: 0,
    error_status: 400,
    error_code: "invalid_input",
  });

  let attempts = 0;
  handler = async () => {
    if (++attempts === 1) throw new Error("socket hang up");
    return { ok: true };
  };
  const mended = await queue.enqueue("google-property-sync", userId);
  expect(await until(mended, ["completed"])).toMatchObject({
    attempt: 1,
    result: { ok: true },
    error_code: null,
  });
});
