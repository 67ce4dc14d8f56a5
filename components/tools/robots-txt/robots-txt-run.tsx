"use client";

import { useEffect } from "react";
import type { RobotsTxtRequest } from "@/lib/tools/robots-txt/schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { ToolQueryProvider } from "@/components/tools/tool-query-provider";
import type { ToolRunnerProps } from "@/components/tools/use-tool-runs";
import { RobotsTxtResults, ResultsSkeleton } from "./robots-txt-results";
import { useRobotsTest } from "./use-robots-test";

/** Runs each test the form submits; the last report stays, dimmed, while the next one runs. */
export function RobotsTxtRun(props: ToolRunnerProps<RobotsTxtRequest>) {
  return (
    <ToolQueryProvider>
      <Runner {...props} />
    </ToolQueryProvider>
  );
}

function Runner({ run, onSettled }: ToolRunnerProps<RobotsTxtRequest>) {
  const test = useRobotsTest();
  const { run: mutate } = test;
  useEffect(() => {
    if (run) mutate(run.input, { onSettled: () => onSettled(run.id) });
  }, [run, mutate, onSettled]);

  return (
    <>
      {test.status === "error" && test.error && (
        <Alert variant="destructive">
          <AlertTitle>The test could not run</AlertTitle>
          <AlertDescription>{test.error}</AlertDescription>
        </Alert>
      )}
      {test.status === "running" && !test.report && <ResultsSkeleton />}
      {test.report && (
        <RobotsTxtResults key={test.runs} report={test.report} stale={test.status === "running"} />
      )}
    </>
  );
}
