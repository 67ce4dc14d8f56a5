// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JobView } from "@/lib/tools/page-speed/jobs";
import type { PageSpeedResult } from "@/lib/tools/page-speed/result";
import { ToolQueryProvider } from "@/components/tools/tool-query-provider";
import { usePageSpeed } from "./use-page-speed";

const result = { strategy: "mobile" } as unknown as PageSpeedResult;

function answer(views: (JobView | Response)[]) {
  const fetchMock = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const next = views.shift();
    if (!next) throw new Error("no more answers");
    return next instanceof Response ? next : Response.json(next);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("usePageSpeed", () => {
  it("starts a test, follows its job through the queue and Lighthouse, then shows the result", async () => {
    const fetchMock = answer([
      { status: "queued", jobId: "j1", position: 2 },
      { status: "running", jobId: "j1" },
      { status: "done", jobId: "j1", result },
    ]);
    const seen: string[] = [];
    const { result: hook } = renderHook(
      () => {
        const speed = usePageSpeed();
        if (seen.at(-1) !== speed.state.status) seen.push(speed.state.status);
        return speed;
      },
      { wrapper: ToolQueryProvider },
    );
    act(() => hook.current.start({ url: "example.com", strategy: "mobile" }));
    await waitFor(
      () => expect(hook.current.state).toEqual({ status: "done", result, cached: false }),
      {
        timeout: 3000,
      },
    );
    expect(seen).toEqual(["idle", "starting", "queued", "running", "done"]);
    expect(fetchMock.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      "/api/tools/page-speed/",
      "/api/tools/page-speed/?job=j1",
      "/api/tools/page-speed/?job=j1",
    ]);
  });

  it("reports a cached result at once and a failed job or start with its message", async () => {
    answer([
      { status: "done", result, cached: true },
      { status: "running", jobId: "j2" },
      { status: "failed", jobId: "j2", error: { code: "lighthouse_failed", message: "It broke." } },
      Response.json(
        { error: { code: "rate_limited", message: "Wait a minute." } },
        { status: 429 },
      ),
    ]);
    const { result: hook } = renderHook(() => usePageSpeed(), { wrapper: ToolQueryProvider });
    act(() => hook.current.start({ url: "example.com" }));
    await waitFor(() =>
      expect(hook.current.state).toEqual({ status: "done", result, cached: true }),
    );
    act(() => hook.current.start({ url: "example.com/2" }));
    await waitFor(
      () => expect(hook.current.state).toEqual({ status: "failed", message: "It broke." }),
      {
        timeout: 3000,
      },
    );
    act(() => hook.current.start({ url: "example.com/3" }));
    await waitFor(() =>
      expect(hook.current.state).toEqual({ status: "failed", message: "Wait a minute." }),
    );
  });
});
