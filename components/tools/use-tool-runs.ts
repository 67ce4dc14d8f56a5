"use client";

import { useCallback, useState } from "react";

/** One submitted check: its input, numbered so that submitting the same input again reruns it. */
export type ToolRun<Input> = { id: number; input: Input };

/** What a widget hands its lazily loaded runner: the latest check, and how to report it finished. */
export type ToolRunnerProps<Input> = {
  run: ToolRun<Input> | null;
  onSettled: (id: number) => void;
};

/**
 * The form side of a free tool: the latest check and whether it is still running. `armed` turns
 * true when the form is first focused or a check starts; the widget then mounts its runner, whose
 * code (TanStack Query, the results) loads only from that moment.
 */
export function useToolRuns<Input>(startArmed = false) {
  const [armed, setArmed] = useState(startArmed);
  const [run, setRun] = useState<ToolRun<Input> | null>(null);
  const [settled, setSettled] = useState(0);
  const arm = useCallback(() => setArmed(true), []);
  const start = useCallback((input: Input) => {
    setArmed(true);
    setRun((previous) => ({ id: (previous?.id ?? 0) + 1, input }));
  }, []);
  return {
    armed,
    arm,
    start,
    runner: { run, onSettled: setSettled } satisfies ToolRunnerProps<Input>,
    running: run !== null && run.id !== settled,
  };
}
