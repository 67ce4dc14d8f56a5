"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { ApiRequestError, request } from "@/lib/query/request";
import type { RobotsReport } from "@/lib/tools/robots-txt/analyse";
import type { RobotsTxtRequest } from "@/lib/tools/robots-txt/schema";
import { toolErrorMessage } from "@/components/tools/tool-error";
import { useLatestSignal } from "@/components/tools/use-latest-signal";

export type TestState = {
  status: "idle" | "running" | "done" | "error";
  /** Counts finished runs, so a new report starts with a fresh view. */
  runs: number;
  /** The last report, kept (shown as stale) while a new test runs. */
  report: RobotsReport | null;
  error: string | null;
};

/** Posts one test to the route; a newer run cancels the one in flight. */
export function useRobotsTest() {
  const [last, setLast] = useState<Pick<TestState, "runs" | "report">>({ runs: 0, report: null });
  const nextSignal = useLatestSignal();
  const mutation = useMutation({
    mutationFn: (body: RobotsTxtRequest) =>
      request<RobotsReport>("/api/tools/robots-txt/", {
        method: "POST",
        body,
        signal: nextSignal(),
      }),
    onSuccess: (report) => setLast((s) => ({ runs: s.runs + 1, report })),
    // A test cut short by a newer one fails with an AbortError and must not clear the report.
    onError: (error) => {
      if (error instanceof ApiRequestError) setLast((s) => ({ runs: s.runs + 1, report: null }));
    },
  });
  const state: TestState = {
    ...last,
    status: mutation.isPending
      ? "running"
      : mutation.isError
        ? "error"
        : mutation.isSuccess
          ? "done"
          : "idle",
    error: mutation.error
      ? toolErrorMessage(
          mutation.error,
          (status) => `The test failed (HTTP ${status}). Please try again.`,
        )
      : null,
  };
  return { ...state, run: mutation.mutate };
}
