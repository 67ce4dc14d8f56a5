"use client";

import { useId } from "react";
import { ListChecks, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLoadOnIntent } from "@/components/ui/load-on-intent";
import { useJobs } from "@/hooks/queries/use-jobs";
import { isActiveJobState } from "@/lib/jobs/kinds";
import { cn } from "@/lib/utils";

// The list and its popover load on intent, not with every page's header.
const loadPopover = () => import("./jobs-popover");

/** The header's button for the user's background jobs; nothing while there are none. */
export function JobsTray() {
  const { data: jobs } = useJobs();
  const countId = useId();
  const { loaded, open, setOpen, triggerProps } = useLoadOnIntent(loadPopover, { popup: "dialog" });
  if (!jobs || jobs.length === 0) {
    // The button comes back closed when the next job starts.
    if (open) setOpen(false);
    return null;
  }
  const activeCount = jobs.filter((job) => isActiveJobState(job.state)).length;
  // A phone's header has no room to spare for jobs that need nothing: there the button shows only
  // while a job runs or after one failed.
  const needsAttention = activeCount > 0 || jobs.some((job) => job.state === "failed");
  const Icon = activeCount > 0 ? Loader2 : ListChecks;
  const button = (closed: object) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Background jobs"
      aria-describedby={activeCount > 0 ? countId : undefined}
      className={cn("relative", !needsAttention && "max-sm:hidden")}
      {...closed}
    >
      <Icon aria-hidden className={cn("size-4", activeCount > 0 && "animate-spin")} />
      {activeCount > 0 && (
        <span
          id={countId}
          className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground tabular-nums"
        >
          {activeCount}
          <span className="sr-only"> active</span>
        </span>
      )}
    </Button>
  );
  if (loaded)
    return <loaded.JobsPopover jobs={jobs} trigger={button({})} open={open} setOpen={setOpen} />;
  return button(triggerProps);
}
