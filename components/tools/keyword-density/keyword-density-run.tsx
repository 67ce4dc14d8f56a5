"use client";

import { useEffect } from "react";
import type { KeywordDensityInput } from "@/lib/tools/keyword-density/schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { ToolQueryProvider } from "@/components/tools/tool-query-provider";
import type { ToolRunnerProps } from "@/components/tools/use-tool-runs";
import { KeywordDensityResults } from "./keyword-density-results";
import { useKeywordDensity } from "./use-keyword-density";

/** Runs each analysis the form submits and shows its progress, results or error. */
export function KeywordDensityRun(props: ToolRunnerProps<KeywordDensityInput>) {
  return (
    <ToolQueryProvider>
      <Runner {...props} />
    </ToolQueryProvider>
  );
}

function Runner({ run, onSettled }: ToolRunnerProps<KeywordDensityInput>) {
  const analysis = useKeywordDensity();
  const { mutate } = analysis;
  useEffect(() => {
    if (run) mutate(run.input, { onSettled: () => onSettled(run.id) });
  }, [run, mutate, onSettled]);

  return (
    <>
      <div aria-live="polite" aria-busy={analysis.isPending}>
        {analysis.isPending && (
          <div className="mt-10 grid gap-4" role="status">
            <span className="sr-only">Analysing the text…</span>
            <Skeleton className="h-7 w-64" />
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-20" />
              ))}
            </div>
            <Skeleton className="h-64" />
          </div>
        )}
        {analysis.isSuccess && <KeywordDensityResults result={analysis.data} />}
      </div>
      {analysis.errorMessage && (
        <Alert variant="destructive" className="mt-8">
          <AlertTitle>The analysis could not run</AlertTitle>
          <AlertDescription>{analysis.errorMessage}</AlertDescription>
        </Alert>
      )}
    </>
  );
}
