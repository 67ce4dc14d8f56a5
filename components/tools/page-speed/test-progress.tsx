"use client";

import { useEffect, useState } from "react";
import { Check, Loader2 } from "lucide-react";
import type { TestState } from "./use-page-speed";
import { cn } from "@/lib/utils";

function useSecondsSince(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.round((now - since) / 1000));
}

/** Where a test stands: checking the page, waiting in line, Lighthouse running. */
export function TestProgress({ state }: { state: TestState }) {
  const seconds = useSecondsSince(state.status === "running" ? state.since : null);
  const steps = [
    {
      label: "Checking the page",
      active: state.status === "starting",
      done: state.status !== "starting",
    },
    {
      label:
        state.status === "queued"
          ? `Waiting in line: position ${state.position}. Tests run one at a time.`
          : "Waiting in line",
      active: state.status === "queued",
      done: state.status === "running",
    },
    {
      label: "Running Lighthouse (usually 15–40 seconds)",
      timer: state.status === "running" ? `${seconds} s` : null,
      active: state.status === "running",
      done: false,
    },
  ];
  return (
    <div role="status" className="mt-10 rounded-xl border bg-card p-5">
      <p className="font-semibold">Testing the page</p>
      <ol className="mt-4 grid gap-3">
        {steps.map((step) => (
          <li
            key={step.label}
            className={cn(
              "flex items-center gap-3 text-sm",
              !step.active && !step.done && "text-muted-foreground",
            )}
            aria-current={step.active ? "step" : undefined}
          >
            {step.done ? (
              <Check aria-hidden className="size-4 shrink-0 text-success" />
            ) : step.active ? (
              <Loader2 aria-hidden className="size-4 shrink-0 animate-spin text-primary" />
            ) : (
              <span aria-hidden className="size-4 shrink-0 rounded-full border" />
            )}
            {step.label}
            {"timer" in step && step.timer && (
              <span aria-hidden className="text-muted-foreground tabular-nums">
                {step.timer}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
