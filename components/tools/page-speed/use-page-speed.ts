"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { JobView } from "@/lib/tools/page-speed/jobs";
import type { PageSpeedResult } from "@/lib/tools/page-speed/result";
import type { PageSpeedStartInput } from "@/lib/tools/page-speed/schema";

export type TestState =
  | { status: "idle" }
  | { status: "starting" }
  | { status: "queued"; position: number }
  | { status: "running"; since: number }
  | { status: "done"; result: PageSpeedResult; cached: boolean }
  | { status: "failed"; message: string };

const POLL_MS = 1000;
const OFFLINE = "Rankwell could not be reached. Check your connection and try again.";

type ErrorBody = { error?: { message?: string } };

async function readJson(response: Response): Promise<JobView> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !body || typeof body !== "object") {
    const message = (body as ErrorBody | null)?.error?.message;
    throw new Error(message ?? `The test could not run (HTTP ${response.status}).`);
  }
  return body as JobView;
}

/** Starts a test, then polls its job every second until it is done or failed. */
export function usePageSpeed() {
  const [state, setState] = useState<TestState>({ status: "idle" });
  const run = useRef(0);

  useEffect(() => () => void (run.current += 1), []);

  const start = useCallback(async (input: PageSpeedStartInput) => {
    const id = ++run.current;
    const current = () => run.current === id;
    setState({ status: "starting" });
    try {
      let view = await readJson(
        await fetch("/api/tools/page-speed/", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(input),
        }),
      );
      let since = Date.now();
      for (;;) {
        if (!current()) return;
        if (view.status === "done")
          return setState({ status: "done", result: view.result, cached: view.cached ?? false });
        if (view.status === "failed")
          return setState({ status: "failed", message: view.error.message });
        if (view.status === "queued") {
          since = Date.now();
          setState({ status: "queued", position: view.position });
        } else {
          setState((s) => (s.status === "running" ? s : { status: "running", since }));
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if (!current()) return;
        view = await readJson(
          await fetch(`/api/tools/page-speed/?job=${encodeURIComponent(view.jobId)}`),
        );
      }
    } catch (error) {
      if (!current()) return;
      const message =
        error instanceof TypeError ? OFFLINE : error instanceof Error ? error.message : OFFLINE;
      setState({ status: "failed", message });
    }
  }, []);

  return { state, start };
}
