"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { ApiRequestError } from "@/lib/query/request";
import { takeLines } from "@/lib/tools/backlink-checker/ndjson";
import type { PageResult, StreamLine } from "@/lib/tools/backlink-checker/types";
import { toolErrorMessage } from "@/components/tools/tool-error";
import { useLatestSignal } from "@/components/tools/use-latest-signal";

export type BacklinkCheckInput = { site: string; pages: string[] };

export type CheckState = {
  status: "idle" | "running" | "done" | "error";
  pages: string[];
  /** One slot per page, filled as its row arrives. */
  results: (PageResult | null)[];
  error: string | null;
};

// The route streams one NDJSON line per page, which request() cannot read as it arrives; its
// failures are still thrown as ApiRequestError, read the way request() reads them.
async function streamCheck(
  { site, pages }: BacklinkCheckInput,
  signal: AbortSignal,
  onLine: (line: StreamLine) => void,
) {
  const response = await fetch("/api/tools/backlink-checker/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: site, pages }),
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiRequestError(
      response.status,
      body?.error?.code ?? "http_error",
      body?.error?.message ?? "",
      body,
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { lines, rest } = takeLines(buffer + value);
    buffer = rest;
    for (const line of lines) onLine(JSON.parse(line) as StreamLine);
  }
}

/** Runs a check and fills in each page's row as the route streams it; a new check cancels the last. */
export function useBacklinkCheck() {
  const [rows, setRows] = useState<Pick<CheckState, "pages" | "results">>({
    pages: [],
    results: [],
  });
  const nextSignal = useLatestSignal();
  const mutation = useMutation({
    mutationFn: async (input: BacklinkCheckInput) => {
      const signal = nextSignal();
      setRows({ pages: input.pages, results: input.pages.map(() => null) });
      let finished = false;
      await streamCheck(input, signal, (line) => {
        if (line.type === "done") finished = true;
        else
          setRows((s) => ({
            ...s,
            results: s.results.map((r, i) => (i === line.index ? line.result : r)),
          }));
      });
      if (!finished)
        throw new ApiRequestError(
          200,
          "incomplete",
          "The check stopped before every page was checked. Please try again.",
        );
    },
  });
  const state: CheckState = {
    ...rows,
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
          (status) => `The check failed (HTTP ${status}). Please try again.`,
        )
      : null,
  };
  return { ...state, run: mutation.mutate };
}
