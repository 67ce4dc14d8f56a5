"use client";

import { useMutation } from "@tanstack/react-query";
import { request } from "@/lib/query/request";
import type { KeywordDensityResponse } from "@/lib/tools/keyword-density/run";
import type { KeywordDensityInput } from "@/lib/tools/keyword-density/schema";
import { toolErrorMessage } from "@/components/tools/tool-error";
import { useLatestSignal } from "@/components/tools/use-latest-signal";

/** Runs one analysis at a time: starting a new one cancels the request still in flight. */
export function useKeywordDensity() {
  const nextSignal = useLatestSignal();
  const mutation = useMutation({
    mutationFn: (input: KeywordDensityInput) =>
      request<KeywordDensityResponse>("/api/tools/keyword-density/", {
        method: "POST",
        body: input,
        signal: nextSignal(),
      }),
  });
  return {
    ...mutation,
    errorMessage: mutation.error
      ? toolErrorMessage(mutation.error, (status) => `The analysis failed (HTTP ${status}).`)
      : null,
  };
}
