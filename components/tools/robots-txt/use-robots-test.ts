"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { RobotsReport } from "@/lib/tools/robots-txt/analyse";
import type { RobotsTxtRequest } from "@/lib/tools/robots-txt/schema";

export type TestState = {
  status: "idle" | "running" | "done" | "error";
  /** Counts finished runs, so a new report starts with a fresh view. */
  runs: number;
  report: RobotsReport | null;
  error: string | null;
};

const IDLE: TestState = { status: "idle", runs: 0, report: null, error: null };
const OFFLINE = "Rankwell could not be reached. Check your connection and try again.";

async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `The test failed (HTTP ${response.status}). Please try again.`;
}

/** Posts one test to the route; a newer run cancels the one in flight. */
export function useRobotsTest() {
  const [state, setState] = useState<TestState>(IDLE);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(async (request: RobotsTxtRequest) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState((s) => ({ ...s, status: "running", error: null }));
    try {
      const response = await fetch("/api/tools/robots-txt/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(request),
        signal: controller.signal,
      });
      if (!response.ok) {
        const error = await errorMessage(response);
        return setState((s) => ({ status: "error", runs: s.runs + 1, report: null, error }));
      }
      const report = (await response.json()) as RobotsReport;
      setState((s) => ({ status: "done", runs: s.runs + 1, report, error: null }));
    } catch {
      if (!controller.signal.aborted)
        setState((s) => ({ status: "error", runs: s.runs + 1, report: null, error: OFFLINE }));
    }
  }, []);

  return { ...state, run };
}
