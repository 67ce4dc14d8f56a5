import { vi } from "vitest";
import { createTestDb, type TestDb } from "@/tests/support/db";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "jobs-routes-test-secret-0123456789abcdef";
  // The jobs stay queued: these tests read and cancel them, no worker runs them.
  process.env.JOB_WORKERS = "off";
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));

const { getDb } = await import("@/lib/db/client");
await import("@/lib/boot/jobs");
const { getJobQueue, stopJobQueue } = await import("@/lib/jobs/process");
const { apiRequest, paramsOf, UNKNOWN_ID } = await import("@/tests/support/signed-in-requests");
const list = await import("./route");
const one = await import("./[jobId]/route");

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  vi.mocked(getDb).mockResolvedValue(t.db);
});
afterAll(async () => {
  await stopJobQueue();
  await t.close();
});

const signedIn = async () => {
  const email = `jobs${crypto.randomUUID().slice(0, 8)}@example.com`;
  return { id: await t.createUser(email), email };
};

describe("GET /api/jobs/", () => {
  it("lists the user's own jobs, newest first", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const queue = await getJobQueue();
    const first = await queue.enqueue("google-property-sync", alice.id);
    const second = await queue.enqueue("gbp-sync", alice.id);
    await queue.enqueue("gbp-sync", bob.id);

    const response = await list.GET(await apiRequest("/api/jobs/", { user: alice }), paramsOf({}));
    expect(response.status).toBe(200);
    const { jobs } = (await response.json()) as { jobs: { id: string; label: string }[] };
    expect(jobs.map((job) => job.id)).toEqual([second, first]);
    expect(jobs[0]).toMatchObject({
      kind: "gbp-sync",
      label: "Business Profile sync",
      state: "queued",
      done: 0,
      total: null,
      error: null,
      finishedAt: null,
    });
  });

  it("answers 401 without a session", async () => {
    const response = await list.GET(await apiRequest("/api/jobs/", { user: null }), paramsOf({}));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthenticated", message: expect.any(String) },
    });
  });
});

describe("DELETE /api/jobs/[jobId]/", () => {
  it("cancels the user's queued job once, and refuses another user's", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const id = await (await getJobQueue()).enqueue("google-property-sync", alice.id);
    const cancel = async (user: { id: string; email: string }, jobId = id) =>
      one.DELETE(
        await apiRequest(`/api/jobs/${jobId}/`, { user, method: "DELETE" }),
        paramsOf({ jobId }),
      );

    const foreign = await cancel(bob);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe("not_found");

    expect((await cancel(alice)).status).toBe(204);
    const { rows } = await t.client.query<{ state: string }>(
      "select state from job_runs where id = $1",
      [id],
    );
    expect(rows).toEqual([{ state: "cancelled" }]);
    const [queued] = (await (
      await getJobQueue()
    ).boss.findJobs("google-property-sync", { id })) as {
      state: string;
    }[];
    expect(queued?.state).toBe("cancelled");

    const again = await cancel(alice);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("job_finished");
    expect((await cancel(alice, UNKNOWN_ID)).status).toBe(404);
  });

  it("answers 400 for an id that is not one", async () => {
    const alice = await signedIn();
    const response = await one.DELETE(
      await apiRequest("/api/jobs/nope/", { user: alice, method: "DELETE" }),
      paramsOf({ jobId: "nope" }),
    );
    expect(response.status).toBe(400);
  });
});
