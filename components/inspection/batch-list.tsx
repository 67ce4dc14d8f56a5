"use client";

import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format/numbers";
import { whenText } from "@/lib/format/time-until";
import { useNow } from "@/hooks/use-now";
import { isActiveBatch, type InspectionBatchDto } from "@/lib/url-inspection/types";
import { cn } from "@/lib/utils";

// Bulk inspections with their progress, for URL Inspection and Coverage alike.

const STATE_TEXT: Record<InspectionBatchDto["state"], string> = {
  queued: "Queued",
  running: "Inspecting",
  paused: "Paused",
  completed: "Done",
  cancelled: "Cancelled",
  failed: "Failed",
};

const BAR: Record<InspectionBatchDto["state"], string> = {
  queued: "bg-primary/60",
  running: "bg-primary",
  paused: "bg-amber-500",
  completed: "bg-emerald-600",
  cancelled: "bg-muted-foreground",
  failed: "bg-destructive",
};

function BatchRow({ batch, onCancel }: { batch: InspectionBatchDto; onCancel: () => void }) {
  const now = useNow();
  const percent = batch.total === 0 ? 100 : Math.round((batch.done / batch.total) * 100);
  const active = isActiveBatch(batch);
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid="inspection-batch">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium break-all">{batch.label}</p>
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{STATE_TEXT[batch.state]}</span> ·{" "}
            <span className="tabular-nums">
              {formatNumber(batch.done)} of {formatNumber(batch.total)}
            </span>
            {batch.reused > 0 ? ` · ${formatNumber(batch.reused)} already inspected today` : ""}
            {batch.failed > 0 ? ` · ${formatNumber(batch.failed)} refused by Google` : ""}
          </p>
          {batch.passed !== null && batch.done > 0 ? (
            <p className="text-sm" data-testid="validation-passed">
              <span className="font-medium tabular-nums">
                {formatNumber(batch.passed)} of {formatNumber(batch.done)}
              </span>{" "}
              re-inspected URLs passed (no longer have this issue)
            </p>
          ) : null}
          {batch.state === "paused" && batch.resumeAt ? (
            <p className="text-sm text-amber-700 dark:text-amber-400">
              Today&apos;s budget is spent. It goes on by itself at midnight Pacific (
              {whenText(batch.resumeAt, now)}).
            </p>
          ) : null}
          {batch.error ? <p className="text-sm text-destructive">{batch.error}</p> : null}
        </div>
        {active ? (
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={`${batch.label}: ${STATE_TEXT[batch.state]}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width] motion-reduce:transition-none",
            BAR[batch.state],
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </li>
  );
}

/** The property's bulk inspections, newest first, each with a progress bar and Cancel while active. */
export function BatchList({
  batches,
  onCancel,
}: {
  batches: InspectionBatchDto[];
  onCancel: (id: string) => void;
}) {
  return (
    <ul className="grid gap-2" aria-label="Bulk inspections">
      {batches.map((batch) => (
        <BatchRow key={batch.id} batch={batch} onCancel={() => onCancel(batch.id)} />
      ))}
    </ul>
  );
}
