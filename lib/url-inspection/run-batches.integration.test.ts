import { vi } from "vitest";

// A bulk inspection end to end: real PGlite with the migrations, the Google emulator over HTTP with
// its own per-property quota, the app's shared budget in Postgres, and a clock the test moves.
// 2,500 URLs: 2,000 on the first Pacific day (waiting out the 600-a-minute limit), a pause until
// midnight Pacific, the rest the next day across a crash, and never one URL twice in a day.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "bulk-inspection-test-secret-0123456789abcdef";
  process.env.TOKEN_ENCRYPTION_KEY = "0123456789abcdef".repeat(4);
  return { origin: "" };
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
vi.mock("@/lib/google/hosts", async (importOriginal) => {
  const { EMBEDDED_GOOGLE_BASE_PATH } = await import("@/lib/google/base-urls");
  const actual = await importOriginal<typeof import("@/lib/google/hosts")>();
  return {
    ...actual,
    // Days pass in this test: the tokens are refreshed at the emulator too.
    googleBaseUrl: () => `${state.origin}${EMBEDDED_GOOGLE_BASE_PATH}`,
    googleApiRoots: () => actual.googleApiRootsAt(`${state.origin}${EMBEDDED_GOOGLE_BASE_PATH}`),
  };
});
// 02:00 on 1 March in California.
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { searchConsole } = await import("@/lib/google/search-console");
const { googleCallContext } = await import("@/lib/google/call-context");
const { createBatch, cancelBatch, listBatches } = await import("./batches");
const { runInspectionBatches } = await import("./run-batches");

const SITE = "sc-domain:greenleaf.example";
const routes = emulatorRoutes(state);

beforeAll(() => routes.start(), 60_000);
afterAll(async () => {
  await routes.stop();
  vi.useRealTimers();
});

/** Moves the app's clock and the emulator's together. */
function moveClock(to: Date) {
  routes.harness.advance((to.getTime() - Date.now()) / 1000);
  vi.setSystemTime(to);
}

const urls = (n: number, path = "bulk") =>
  Array.from({ length: n }, (_, i) => `https://www.greenleaf.example/${path}/page-${i}/`);

/** A run of the job for `userId`; `inspect` may be wrapped to fail, and `schedule` is recorded. */
function run(userId: string, options: { crashAfter?: number; signal?: AbortSignal } = {}) {
  const scheduled: (Date | null)[] = [];
  let calls = 0;
  const client = searchConsole(googleCallContext(userId));
  const waits: number[] = [];
  const done = runInspectionBatches(userId, {
    db: routes.t.db,
    signal: options.signal ?? new AbortController().signal,
    progress: async () => {},
    inspect: async (siteUrl, url) => {
      calls += 1;
      if (options.crashAfter !== undefined && calls > options.crashAfter)
        throw new Error("The server stopped.");
      return client.inspectUrl(siteUrl, url);
    },
    schedule: async (at) => {
      scheduled.push(at);
    },
    // Waiting moves the clock: the minute's budget comes back without the test waiting for it.
    sleep: async (ms) => {
      waits.push(ms);
      moveClock(new Date(Date.now() + ms));
    },
    sliceMs: 24 * 3_600_000,
  });
  return { done, scheduled, waits };
}

async function inspectionsPerUrlAndDay(userId: string) {
  const { rows } = await routes.t.client.query<{ times: number; urls: number }>(
    `select times, count(*)::int as urls from (
       select url, day, count(*)::int as times from url_inspections where user_id = $1 group by url, day
     ) per group by times order by times`,
    [userId],
  );
  return rows;
}

describe("a bulk inspection of 2,500 URLs", () => {
  it("inspects 2,000 on the first day, pauses, and finishes the next day across a crash", async () => {
    const user = await routes.signedInUser("bulk@example.com");
    const { projectId } = await routes.dataSource(user, "gsc", SITE);
    const batch = await createBatch(routes.t.db, {
      userId: user.id,
      projectId,
      siteUrl: SITE,
      source: "list",
      label: "2,500 pasted URLs",
      urls: urls(2_500),
    });

    const first = run(user.id);
    expect(await first.done).toEqual({ inspected: 2_000, reused: 0, paused: 1 });
    // The 600-a-minute limit was waited out, three times, never refused by Google.
    expect(first.waits.length).toBe(3);
    const midnight = new Date("2026-03-02T08:00:00Z");
    expect(first.scheduled).toEqual([midnight]);
    let [row] = await listBatches(routes.t.db, user.id, SITE);
    expect(row).toMatchObject({ id: batch.id, state: "paused", done: 2_000, resume_at: midnight });

    // Before midnight Pacific nothing is due: a run does nothing and asks again for midnight.
    const early = run(user.id);
    expect(await early.done).toEqual({ inspected: 0, reused: 0, paused: 0 });
    expect(early.scheduled).toEqual([midnight]);

    // The next Pacific day the server dies after 100 inspections.
    moveClock(new Date("2026-03-02T08:00:01Z"));
    await expect(run(user.id, { crashAfter: 100 }).done).rejects.toThrow("The server stopped.");
    [row] = await listBatches(routes.t.db, user.id, SITE);
    expect(row).toMatchObject({ state: "running", done: 2_100 });

    // The job's retry goes on where it stopped.
    const resumed = run(user.id);
    expect(await resumed.done).toEqual({ inspected: 400, reused: 0, paused: 0 });
    expect(resumed.scheduled).toEqual([]);
    [row] = await listBatches(routes.t.db, user.id, SITE);
    expect(row).toMatchObject({ state: "completed", done: 2_500, failed: 0 });
    expect(await inspectionsPerUrlAndDay(user.id)).toEqual([{ times: 1, urls: 2_500 }]);
  }, 300_000);

  it("counts a URL inspected earlier that day without asking Google again", async () => {
    moveClock(new Date("2026-03-05T18:00:00Z"));
    const user = await routes.signedInUser("reuse@example.com");
    const { projectId } = await routes.dataSource(user, "gsc", SITE);
    const list = urls(30, "reuse");
    const make = () =>
      createBatch(routes.t.db, {
        userId: user.id,
        projectId,
        siteUrl: SITE,
        source: "list",
        label: "30 pasted URLs",
        urls: list,
      });
    await make();
    expect(await run(user.id).done).toEqual({ inspected: 30, reused: 0, paused: 0 });
    await make();
    expect(await run(user.id).done).toEqual({ inspected: 0, reused: 30, paused: 0 });
    expect(await inspectionsPerUrlAndDay(user.id)).toEqual([{ times: 1, urls: 30 }]);
  }, 60_000);

  it("stops a cancelled batch and fails a URL Google refuses without stopping the rest", async () => {
    moveClock(new Date("2026-03-06T18:00:00Z"));
    const user = await routes.signedInUser("cancel@example.com");
    const { projectId } = await routes.dataSource(user, "gsc", SITE);
    const cancelled = await createBatch(routes.t.db, {
      userId: user.id,
      projectId,
      siteUrl: SITE,
      source: "list",
      label: "cancelled",
      urls: urls(10, "cancel"),
    });
    expect(await cancelBatch(routes.t.db, user.id, cancelled.id)).toBe("cancelled");
    // A URL of another site: Google refuses it with a 400 of its own.
    await createBatch(routes.t.db, {
      userId: user.id,
      projectId,
      siteUrl: SITE,
      source: "list",
      label: "one outside",
      urls: ["https://elsewhere.example/x/", ...urls(3, "ok")],
    });
    expect(await run(user.id).done).toEqual({ inspected: 3, reused: 0, paused: 0 });
    const listed = await listBatches(routes.t.db, user.id, SITE);
    const byLabel = Object.fromEntries(listed.map((b) => [b.label, b]));
    expect(byLabel.cancelled).toMatchObject({ state: "cancelled", done: 0 });
    expect(byLabel["one outside"]).toMatchObject({ state: "completed", done: 4, failed: 1 });
  }, 60_000);
});
