"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { KeywordDensityResponse } from "@/lib/tools/keyword-density/run";
import type { KeywordDensityInput } from "@/lib/tools/keyword-density/schema";

export type AnalysisState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; result: KeywordDensityResponse }
  | { status: "error"; message: string };

type ErrorBody = { error?: { message?: string } };

const OFFLINE = "Rankwell could not be reached. Check your connection and try again.";

/** Runs one analysis at a time: starting a new one cancels the request still in flight. */
export function useKeywordDensity() {
  const [state, setState] = useState<AnalysisState>({ status: "idle" });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const run = useCallback(async (input: KeywordDensityInput) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ status: "loading" });
    try {
      const response = await fetch("/api/tools/keyword-density/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
        signal: controller.signal,
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok || !body || typeof body !== "object" || "error" in body) {
        const message = (body as ErrorBody | null)?.error?.message;
        setState({
          status: "error",
          message: message ?? `The analysis failed (HTTP ${response.status}).`,
        });
        return;
      }
      setState({ status: "done", result: body as KeywordDensityResponse });
    } catch {
      if (!controller.signal.aborted) setState({ status: "error", message: OFFLINE });
    }
  }, []);

  return { state, run };
}
