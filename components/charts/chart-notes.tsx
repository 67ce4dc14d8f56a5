"use client";

import * as React from "react";
import { MessageSquarePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ChartAnnotation } from "@/lib/content/types";
import type { DateRange } from "@/lib/dates/format";

const ChartNotesEditor = React.lazy(() =>
  import("./chart-notes-editor").then((module) => ({ default: module.ChartNotesEditor })),
);

/**
 * "Add note" beside a trend chart: the press loads the editor (a day and a label, and the range's
 * notes with a delete button on those added by hand), so the chart's first load carries no form.
 */
export function ChartNotes({
  projectId,
  range,
  lastDay,
  annotations,
}: {
  projectId: string;
  range: DateRange;
  /** The chart's last day with data, which a new note starts on (the range's end otherwise). */
  lastDay?: string | undefined;
  annotations: readonly ChartAnnotation[];
}) {
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();
  return (
    <div className="contents">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <MessageSquarePlus aria-hidden />
        {open ? "Close notes" : "Add note"}
      </Button>
      {open ? (
        <div id={panelId} className="order-last basis-full">
          <React.Suspense
            fallback={<p className="text-sm text-muted-foreground">Loading the notes…</p>}
          >
            <ChartNotesEditor
              projectId={projectId}
              range={range}
              defaultDay={lastDay && lastDay <= range.endDate ? lastDay : range.endDate}
              annotations={annotations}
              onDone={() => setOpen(false)}
            />
          </React.Suspense>
        </div>
      ) : null}
    </div>
  );
}
