"use client";

import { useMutation } from "@tanstack/react-query";
import { request } from "@/lib/query/request";
import { toolErrorMessage } from "@/components/tools/tool-error";
import { useLatestSignal } from "@/components/tools/use-latest-signal";

/** POSTs JSON to a tool route as a mutation; a newer run cancels the one in flight. */
export function useToolRequest<Input, Result>(endpoint: string) {
  const nextSignal = useLatestSignal();
  const mutation = useMutation({
    mutationFn: (body: Input) =>
      request<Result>(endpoint, { method: "POST", body, signal: nextSignal() }),
  });
  return {
    ...mutation,
    errorMessage: mutation.error
      ? toolErrorMessage(
          mutation.error,
          (status) => `The check failed (HTTP ${status}). Please try again.`,
        )
      : null,
  };
}
