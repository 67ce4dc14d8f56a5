import { describe, expect, it } from "vitest";
import lhr from "@/tests/fixtures/google/lighthouse-mobile.json";
import { ToolError } from "@/lib/tools/tool-route";
import { LighthouseRunError, parseLighthouse } from "./parse-lighthouse";
import type { PageSpeedResult } from "./result";
import { createRunner } from "./runner";

const result = parseLighthouse(lhr, { source: "lighthouse", strategy: "mobile" });

function deferred() {
  let resolve!: (value: PageSpeedResult) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<PageSpeedResult>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createRunner", () => {
  it("runs one test at a time, reports positions, then serves the cache", async () => {
    const runs = [deferred(), deferred()];
    const calls: string[] = [];
    let clock = 0;
    const runner = createRunner({
      execute: (url) => {
        calls.push(url);
        return runs[calls.length - 1]!.promise;
      },
      preflight: async () => {},
      concurrency: 1,
      now: () => clock,
    });
    const first = await runner.start({ url: "example.com/a", strategy: "mobile" });
    const second = await runner.start({ url: "example.com/b", strategy: "mobile" });
    await tick();
    if (first.status !== "running" || second.status !== "queued")
      throw new Error("unexpected state");
    expect(runner.status(second.jobId)).toEqual({
      status: "queued",
      jobId: second.jobId,
      position: 1,
    });
    expect(calls).toEqual(["https://example.com/a"]);

    // The same page and strategy joins the job under way instead of queueing again.
    expect(await runner.start({ url: "https://example.com/a", strategy: "mobile" })).toEqual({
      status: "running",
      jobId: first.jobId,
    });

    runs[0]!.resolve(result);
    await tick();
    expect(runner.status(first.jobId)).toEqual({ status: "done", jobId: first.jobId, result });
    expect(runner.status(second.jobId)?.status).toBe("running");

    clock = 9 * 60_000;
    expect(await runner.start({ url: "example.com/a", strategy: "mobile" })).toEqual({
      status: "done",
      result,
      cached: true,
    });
    expect((await runner.start({ url: "example.com/a", strategy: "desktop" })).status).toBe(
      "queued",
    );
    clock = 11 * 60_000;
    expect((await runner.start({ url: "example.com/a", strategy: "mobile" })).status).toBe(
      "queued",
    );
  });

  it("explains failures and refuses when the queue is full", async () => {
    const runner = createRunner({
      execute: async (url) => {
        if (url.endsWith("/blank")) throw new LighthouseRunError("NO_FCP", "No paint");
        return new Promise<PageSpeedResult>(() => {});
      },
      preflight: async (url) => {
        if (url.endsWith("/gone"))
          throw new ToolError(502, "target_http_error", "The page answered HTTP 404.");
      },
      concurrency: 1,
      maxQueued: 1,
    });
    const blank = await runner.start({ url: "example.com/blank", strategy: "mobile" });
    await tick();
    expect(runner.status(blank.jobId ?? "")).toMatchObject({
      status: "failed",
      error: { code: "lighthouse_failed", message: expect.stringContaining("did not paint") },
    });
    await expect(runner.start({ url: "example.com/gone", strategy: "mobile" })).rejects.toThrow(
      "HTTP 404",
    );
    await runner.start({ url: "example.com/slow", strategy: "mobile" });
    await runner.start({ url: "example.com/waiting", strategy: "mobile" });
    await expect(
      runner.start({ url: "example.com/one-more", strategy: "mobile" }),
    ).rejects.toMatchObject({
      code: "queue_full",
    });
    expect(runner.status("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
