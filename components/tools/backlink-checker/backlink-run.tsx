"use client";

import { useEffect } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Toaster } from "@/components/ui/sonner";
import { ToolQueryProvider } from "@/components/tools/tool-query-provider";
import type { ToolRunnerProps } from "@/components/tools/use-tool-runs";
import { BacklinkResults } from "./backlink-results";
import { useBacklinkCheck, type BacklinkCheckInput } from "./use-backlink-check";

/** Runs each check the form submits and shows its progress, rows and errors. */
export function BacklinkRun(props: ToolRunnerProps<BacklinkCheckInput>) {
  return (
    <ToolQueryProvider>
      <Runner {...props} />
      <Toaster />
    </ToolQueryProvider>
  );
}

function Runner({ run, onSettled }: ToolRunnerProps<BacklinkCheckInput>) {
  const check = useBacklinkCheck();
  const { run: mutate } = check;
  useEffect(() => {
    if (run) mutate(run.input, { onSettled: () => onSettled(run.id) });
  }, [run, mutate, onSettled]);

  if (check.status === "error" && check.error)
    return (
      <Alert variant="destructive" className="mt-8">
        <AlertTitle>The check could not run</AlertTitle>
        <AlertDescription>{check.error}</AlertDescription>
      </Alert>
    );
  if (!run || check.pages.length === 0) return null;
  return <BacklinkResults check={check} site={run.input.site} />;
}
