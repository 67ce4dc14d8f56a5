"use client";

import { useCallback, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useCancelJob } from "@/hooks/queries/use-jobs";
import { formatNumber } from "@/lib/format/numbers";
import { isActiveJobState, jobPercent, type JobRunDto, type JobState } from "@/lib/jobs/kinds";
import { cn } from "@/lib/utils";

const STATE_WORDS: Record<JobState, string> = {
  queued: "Queued",
  running: "Running",
  retrying: "Retrying",
  completed: "Completed",
  failed: "Failed",
  cancelled: "Cancelled",
};

const BAR_COLORS: Record<JobState, string> = {
  queued: "bg-primary",
  running: "bg-primary",
  retrying: "bg-warning",
  completed: "bg-success",
  failed: "bg-destructive",
  cancelled: "bg-muted-foreground/50",
};

/** The tray's list once its code has loaded (the first press loads it and opens it). */
export function JobsPopover({
  jobs,
  trigger,
  open,
  setOpen,
}: {
  jobs: JobRunDto[];
  /** The tray's button, the same one shown before this code loaded. */
  trigger: React.ReactElement;
  open: boolean;
  setOpen(open: boolean): void;
}) {
  const headingId = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={8}
        aria-labelledby={headingId}
        // The content itself scrolls: Radix focuses it when no job can be cancelled, so the
        // keyboard can still scroll a long list.
        className="max-h-[min(28rem,var(--radix-popover-content-available-height))] w-80 max-w-[calc(100vw-1rem)] overflow-y-auto p-0"
      >
        <h2 id={headingId} className="border-b px-3 py-2 text-sm font-semibold">
          Background jobs
        </h2>
        <ul aria-labelledby={headingId} className="divide-y">
          {jobs.map((job) => (
            <JobItem key={job.id} job={job} />
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}

function JobItem({ job }: { job: JobRunDto }) {
  const cancel = useCancelJob();
  const itemRef = useRef<HTMLLIElement>(null);
  // The Cancel button goes when the job stops; focus moves to its row rather than off the popover.
  const keepFocus = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    return () => {
      if (button === document.activeElement) itemRef.current?.focus();
    };
  }, []);
  const active = isActiveJobState(job.state);
  // A step belongs to the attempt under way; once the job stops or retries it is out of date.
  const status = job.state === "running" && job.step ? job.step : STATE_WORDS[job.state];
  const error = job.state === "failed" || job.state === "retrying" ? job.error : null;
  return (
    <li
      ref={itemRef}
      tabIndex={-1}
      data-testid="job-item"
      data-state={job.state}
      className="grid gap-1.5 px-3 py-2.5 outline-none focus-visible:bg-accent"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{job.label}</p>
          <p className="truncate text-xs text-muted-foreground">{status}</p>
        </div>
        {active && (
          <Button
            ref={keepFocus}
            variant="outline"
            size="sm"
            className="h-7 px-2 text-xs"
            aria-label={`Cancel ${job.label}`}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(job)}
          >
            Cancel
          </Button>
        )}
      </div>
      <JobProgress job={job} />
      {job.total !== null && (
        <p className="text-xs text-muted-foreground tabular-nums">
          {formatNumber(job.done)} of {formatNumber(job.total)}
        </p>
      )}
      {error && (
        <p className="text-xs break-words text-destructive">
          {job.state === "retrying" ? `Retrying after: ${error.message}` : error.message}
        </p>
      )}
    </li>
  );
}

function JobProgress({ job }: { job: JobRunDto }) {
  const percent = jobPercent(job);
  // Without a total an unfinished job pulses; a stopped one shows an empty track.
  const indeterminate = percent === null && isActiveJobState(job.state);
  return (
    <div
      role="progressbar"
      aria-label={job.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      className="h-1.5 overflow-hidden rounded-full bg-muted"
    >
      <div
        className={cn(
          "h-full rounded-full transition-[width] motion-reduce:transition-none",
          BAR_COLORS[job.state],
          indeterminate && "w-2/5 animate-pulse motion-reduce:animate-none",
        )}
        style={indeterminate ? undefined : { width: `${percent ?? 0}%` }}
      />
    </div>
  );
}
