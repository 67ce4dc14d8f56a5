"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export type RequestState<T> = {
  status: "idle" | "loading" | "done" | "error";
  data: T | null;
  error: string | null;
};

const OFFLINE = "Rankwell could not be reached. Check your connection and try again.";

async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `The check failed (HTTP ${response.status}). Please try again.`;
}

/** POSTs JSON to a tool route; a newer run cancels the one in flight. Resolves to the data or null. */
export function useToolRequest<T>(endpoint: string) {
  const [state, setState] = useState<RequestState<T>>({ status: "idle", data: null, error: null });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(
    async (body: unknown): Promise<T | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState((s) => ({ ...s, status: "loading", error: null }));
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: controller.signal,
        });
        if (!response.ok) {
          const error = await errorMessage(response);
          setState({ status: "error", data: null, error });
          return null;
        }
        const data = (await response.json()) as T;
        setState({ status: "done", data, error: null });
        return data;
      } catch {
        if (!controller.signal.aborted) setState({ status: "error", data: null, error: OFFLINE });
        return null;
      }
    },
    [endpoint],
  );

  return { ...state, run };
}
