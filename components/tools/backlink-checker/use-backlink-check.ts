"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { takeLines } from "@/lib/tools/backlink-checker/ndjson";
import type { PageResult, StreamLine } from "@/lib/tools/backlink-checker/types";

export type CheckState = {
  status: "idle" | "running" | "done" | "error";
  pages: string[];
  /** One slot per page, filled as its row arrives. */
  results: (PageResult | null)[];
  error: string | null;
};

const IDLE: CheckState = { status: "idle", pages: [], results: [], error: null };
const OFFLINE = "Rankwell could not be reached. Check your connection and try again.";

async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `The check failed (HTTP ${response.status}). Please try again.`;
}

/** Runs a check and fills in each page's row as the route streams it. */
export function useBacklinkCheck() {
  const [state, setState] = useState<CheckState>(IDLE);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(async (site: string, pages: string[]) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: "running", pages, results: pages.map(() => null), error: null });
    const fail = (error: string) => setState((s) => ({ ...s, status: "error", error }));
    try {
      const response = await fetch("/api/tools/backlink-checker/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url: site, pages }),
        signal: controller.signal,
      });
      if (!response.ok || !response.body) return fail(await errorMessage(response));
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      let finished = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const { lines, rest } = takeLines(buffer + value);
        buffer = rest;
        for (const line of lines.map((l) => JSON.parse(l) as StreamLine)) {
          if (line.type === "done") finished = true;
          else
            setState((s) => ({
              ...s,
              results: s.results.map((r, i) => (i === line.index ? line.result : r)),
            }));
        }
      }
      if (!finished)
        return fail("The check stopped before every page was checked. Please try again.");
      setState((s) => ({ ...s, status: "done" }));
    } catch {
      if (!controller.signal.aborted) fail(OFFLINE);
    }
  }, []);

  return { ...state, run };
}
