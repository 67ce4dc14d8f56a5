import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { toolRoute } from "@/lib/tools/tool-route";
import { z } from "zod";
import { createToolPool, runToolTask, type ToolPool } from "./pool";

const slowTasks = fileURLToPath(new URL("./slow-tasks.fixture.cjs", import.meta.url));
const pools: ToolPool[] = [];
// The fixture's task takes a number of milliseconds where the real one takes HTML.
const hold = (pool: ToolPool, ms: number) => pool.run("serpSnippet", String(ms));
// Started, so its one thread is up and the first task of a test runs at once.
async function smallPool(timeoutMs = 10_000) {
  const pool = createToolPool({ filename: slowTasks, threads: 1, maxQueue: 1, timeoutMs });
  pools.push(pool);
  await hold(pool, 1);
  return pool;
}
const error = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

afterAll(() => Promise.all(pools.map((pool) => pool.destroy())));

describe("the tool worker pool", () => {
  it("answers 503 server_busy with Retry-After once a task waits and the thread is taken", async () => {
    const pool = await smallPool();
    const running = hold(pool, 600);
    const waiting = hold(pool, 10);
    const refused = await error(hold(pool, 10));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, code: "server_busy" });
    const retryAfter = Number(new Headers((refused as ApiError).headers).get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await running).toMatchObject({ title: "held 600 ms" });
    expect(await waiting).toMatchObject({ title: "held 10 ms" });
  });

  it("stops a task over its time with a 503, and the next task gets a fresh thread", async () => {
    const pool = await smallPool(2_000);
    const started = performance.now();
    expect(await error(hold(pool, 30_000))).toMatchObject({ status: 503, code: "server_busy" });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await hold(pool, 1)).toMatchObject({ title: "held 1 ms" });
  });

  it("drops a task whose caller went away", async () => {
    const pool = await smallPool();
    const gone = new AbortController();
    const task = pool.run("serpSnippet", "5000", gone.signal);
    gone.abort();
    expect(await error(task)).toMatchObject({ name: "AbortError" });
  });

  it("answers a tool route's caller 503 with Retry-After when the queue is full", async () => {
    const pool = await smallPool();
    const route = toolRoute({
      tool: "pool-test",
      schema: z.object({ ms: z.number() }),
      handler: ({ ms }) => hold(pool, ms),
    });
    const post = (ms: number) =>
      route(
        new Request("http://localhost/api/tools/x/", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: `{"ms":${ms}}`,
        }),
      );
    const [first, second, third] = await Promise.all([post(600), post(10), post(10)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(third.status).toBe(503);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await third.json()).toEqual({
      error: {
        code: "server_busy",
        message:
          "The tools are busy with other requests right now. Please try again in a few seconds.",
      },
    });
  });

  it("starts the shared pool on first use and runs the bundled tasks in it", async () => {
    const shared = globalThis as { rankwellToolPool?: ToolPool };
    expect(shared.rankwellToolPool).toBeUndefined();
    const snippet = await runToolTask(
      "serpSnippet",
      '<title>Tomatoes</title><meta name="description" content="How to grow them.">',
    );
    expect(snippet).toEqual({
      title: "Tomatoes",
      description: "How to grow them.",
      siteName: null,
    });
    expect(shared.rankwellToolPool).toBeDefined();
    await shared.rankwellToolPool?.destroy();
  });
});
