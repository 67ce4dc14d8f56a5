"use client";

import { useEffect } from "react";
import type { SerpFetchInput, SerpFetchResult } from "@/lib/tools/serp-preview/schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useToolRequest } from "@/components/tools/meta-tags/use-tool-request";
import { ToolQueryProvider } from "@/components/tools/tool-query-provider";
import type { ToolRunnerProps } from "@/components/tools/use-tool-runs";

type Props = ToolRunnerProps<SerpFetchInput> & { onResult: (result: SerpFetchResult) => void };

/** Fetches a page's title and description when asked, hands them to the form, or says why not. */
export function SerpFetchRun(props: Props) {
  return (
    <ToolQueryProvider>
      <Runner {...props} />
    </ToolQueryProvider>
  );
}

function Runner({ run, onSettled, onResult }: Props) {
  const page = useToolRequest<SerpFetchInput, SerpFetchResult>("/api/tools/serp-preview/");
  const { mutate } = page;
  useEffect(() => {
    if (run) mutate(run.input, { onSuccess: onResult, onSettled: () => onSettled(run.id) });
  }, [run, mutate, onSettled, onResult]);

  if (!page.errorMessage) return null;
  return (
    <Alert variant="destructive">
      <AlertTitle>The page could not be fetched</AlertTitle>
      <AlertDescription>{page.errorMessage}</AlertDescription>
    </Alert>
  );
}
