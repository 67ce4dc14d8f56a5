import { vi } from "vitest";
import { createTestDb, type TestDb } from "@/tests/support/db";

vi.hoisted(() => {
  // No worker: each job stays queued until the test itself settles it.
  process.env.JOB_WORKERS = "off";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { getDb } = await import("@/lib/db/client");
const { ApiError } = await import("@/lib/api/errors");
await import("@/lib/boot/jobs");
const { getJobQueue, stopJobQueue } = await import("./process");
const { finishRun, startRun } = await import("./runs");
const { runJobAndWait } = await import("./wait");

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
});
afterAll(async () => {
  await stopJobQueue();
  await t.close();
});

const caught = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

const onlyRunOf = async (userId: string) =>
  (await t.client.query<{ id: string }>("select id from job_runs where user_id = $1", [userId]))
    .rows[0]!.id;

it("answers 503 job_still_running past its timeout, and leaves the job queued", async () => {
  const userId = await t.createUser();
  const error = await caught(runJobAndWait("gbp-sync", userId, { timeoutMs: 300, pollMs: 50 }));
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 503, code: "job_still_running" });
  const { rows } = await t.client.query("select state from job_runs where user_id = $1", [userId]);
  expect(rows).toEqual([{ state: "queued" }]);
});

it("answers the result once the job completes, and the first failed attempt's error", async () => {
  const queue = await getJobQueue();
  const done = await t.createUser();
  const waiting = runJobAndWait("google-property-sync", done, { pollMs: 20 });
  await vi.waitFor(() => onlyRunOf(done));
  const id = await onlyRunOf(done);
  await startRun(queue.db, id, 0);
  await finishRun(queue.db, id, { state: "completed", result: { synced: 3 } });
  expect(await waiting).toEqual({ synced: 3 });

  const failing = await t.createUser();
  const refused = caught(runJobAndWait("google-property-sync", failing, { pollMs: 20 }));
  await vi.waitFor(() => onlyRunOf(failing));
  const failingId = await onlyRunOf(failing);
  await startRun(queue.db, failingId, 0);
  const error = { status: 429, code: "google_rate_limited", message: "Quota exceeded." };
  await finishRun(queue.db, failingId, { state: "retrying", error });
  expect(await refused).toMatchObject(error);
});
