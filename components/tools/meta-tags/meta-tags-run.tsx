"use client";

import { useEffect } from "react";
import type { MetaTagsReport } from "@/lib/tools/meta-tags/analyse";
import type { MetaTagsInput } from "@/lib/tools/meta-tags/schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { ToolQueryProvider } from "@/components/tools/tool-query-provider";
import type { ToolRunnerProps } from "@/components/tools/use-tool-runs";
import { MetaTagsReportView } from "./report";
import { useToolRequest } from "./use-tool-request";

/** Checks each page the form submits and shows the report, or why the page could not be read. */
export function MetaTagsRun(props: ToolRunnerProps<MetaTagsInput>) {
  return (
    <ToolQueryProvider>
      <Runner {...props} />
    </ToolQueryProvider>
  );
}

function Runner({ run, onSettled }: ToolRunnerProps<MetaTagsInput>) {
  const check = useToolRequest<MetaTagsInput, MetaTagsReport>("/api/tools/meta-tags/");
  const { mutate } = check;
  useEffect(() => {
    if (run) mutate(run.input, { onSettled: () => onSettled(run.id) });
  }, [run, mutate, onSettled]);

  if (check.errorMessage)
    return (
      <Alert variant="destructive">
        <AlertTitle>The page could not be checked</AlertTitle>
        <AlertDescription>{check.errorMessage}</AlertDescription>
      </Alert>
    );
  if (check.isPending)
    return (
      <div aria-busy="true" aria-label="Checking the page" className="grid gap-4">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  return check.isSuccess ? <MetaTagsReportView report={check.data} /> : null;
}
