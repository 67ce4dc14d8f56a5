"use client";

import { useEffect } from "react";
import type { PageSpeedStartInput } from "@/lib/tools/page-speed/schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { ToolQueryProvider } from "@/components/tools/tool-query-provider";
import type { ToolRunnerProps } from "@/components/tools/use-tool-runs";
import { PageSpeedResults } from "./page-speed-results";
import { TestProgress } from "./test-progress";
import { usePageSpeed } from "./use-page-speed";

/** Runs each test the form submits: its progress in the queue and in Lighthouse, then the scores. */
export function PageSpeedRun(props: ToolRunnerProps<PageSpeedStartInput>) {
  return (
    <ToolQueryProvider>
      <Runner {...props} />
    </ToolQueryProvider>
  );
}

function Runner({ run, onSettled }: ToolRunnerProps<PageSpeedStartInput>) {
  const { state, start, input } = usePageSpeed();
  useEffect(() => {
    if (run) start(run.input);
  }, [run, start]);
  const finished = state.status === "done" || state.status === "failed";
  useEffect(() => {
    if (run && finished && input === run.input) onSettled(run.id);
  }, [run, finished, input, onSettled]);

  if (state.status === "starting" || state.status === "queued" || state.status === "running")
    return <TestProgress state={state} />;
  if (state.status === "done")
    return <PageSpeedResults result={state.result} cached={state.cached} />;
  if (state.status === "failed")
    return (
      <Alert variant="destructive" className="mt-8">
        <AlertTitle>The test could not run</AlertTitle>
        <AlertDescription>{state.message}</AlertDescription>
      </Alert>
    );
  return null;
}
