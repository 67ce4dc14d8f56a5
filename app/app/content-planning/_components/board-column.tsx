import * as React from "react";
import { CONTENT_STATUS_LABELS, type ContentStatus } from "@/lib/content/types";
import { formatNumber } from "@/lib/format/numbers";
import { cn } from "@/lib/utils";

/** One status column: its name and count over the filters, and its cards. */
export function BoardColumn({
  status,
  total,
  shown,
  listRef,
  over,
  children,
}: {
  status: ContentStatus;
  total: number;
  /** Cards on the board (the server sends up to 200 per column). */
  shown: number;
  listRef?: (node: HTMLElement | null) => void;
  /** A dragged card is over this column. */
  over?: boolean;
  children: React.ReactNode;
}) {
  const headingId = `board-column-${status}`;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="board-column"
      data-status={status}
      className={cn(
        "flex min-h-48 w-72 shrink-0 flex-col gap-2 rounded-xl border bg-muted/40 p-2 sm:w-auto sm:min-w-60 sm:flex-1",
        over && "border-primary ring-1 ring-primary",
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between px-1 text-sm font-semibold">
        {CONTENT_STATUS_LABELS[status]}
        <span
          className="rounded-full bg-background px-2 text-xs font-medium text-muted-foreground tabular-nums"
          data-slot="column-count"
          aria-label={`${formatNumber(total)} ${total === 1 ? "item" : "items"}`}
        >
          {formatNumber(total)}
        </span>
      </h2>
      <ul ref={listRef} aria-labelledby={headingId} className="flex min-h-16 flex-1 flex-col gap-2">
        {children}
      </ul>
      {shown < total ? (
        <p className="px-1 text-xs text-muted-foreground">
          Showing the first {formatNumber(shown)}; the table lists them all.
        </p>
      ) : null}
    </section>
  );
}

export function BoardFrame({ children }: { children: React.ReactNode }) {
  return (
    <div
      data-slot="content-board"
      className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
      role="group"
      aria-label="Content board"
    >
      {children}
    </div>
  );
}
