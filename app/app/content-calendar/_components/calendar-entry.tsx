"use client";

import * as React from "react";
import Link from "next/link";
import { CalendarArrowUp, GripVertical } from "lucide-react";
import { CONTENT_STATUS_LABELS } from "@/lib/content/types";
import type { CalendarEntry } from "@/lib/content-calendar/grid";
import { planningItemHref } from "@/lib/content-calendar/url-state";
import { cn } from "@/lib/utils";
import { KIND_ICONS, kindDateName, kindLabel, STATUS_STYLES } from "./status-style";

export type EntryActions = {
  projectId: string;
  /** Opens the "Move to…" dialog for the entry. */
  onMoveTo: (entry: CalendarEntry) => void;
  /** Loads the dialog's code as someone reaches for the button. */
  onPreloadMove: () => void;
};

export type ChipProps = EntryActions & {
  entry: CalendarEntry;
  /** In the grid's tab order (the focused day's entries), or reached by its keys only. */
  tabbable?: boolean;
  /** The drag handle's props; none where entries are not dragged (the agenda, the overlay). */
  handle?: React.ComponentProps<"button"> & { ref?: React.Ref<HTMLButtonElement> };
  className?: string;
  style?: React.CSSProperties;
  ref?: React.Ref<HTMLDivElement>;
} & Omit<React.ComponentProps<"div">, "ref" | "style" | "className">;

const iconButton =
  "inline-flex size-6 shrink-0 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-background/70 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** An item's due or publish date: its kind, status and title, which opens it in Content Planning. */
export function EntryChip({
  entry,
  projectId,
  onMoveTo,
  onPreloadMove,
  tabbable = true,
  handle,
  className,
  style,
  ref,
  ...rest
}: ChipProps) {
  const { item, kind } = entry;
  const status = STATUS_STYLES[item.status];
  const StatusIcon = status.icon;
  const KindIcon = KIND_ICONS[kind];
  const tabIndex = tabbable ? 0 : -1;
  const name = `“${item.title}” (${kindDateName(kind)})`;
  return (
    <div
      ref={ref}
      style={style}
      data-slot="calendar-entry"
      data-entry-id={entry.id}
      data-status={item.status}
      data-kind={kind}
      className={cn(
        "flex items-start gap-0.5 rounded-md border border-l-4 py-0.5 pr-0.5 pl-1 text-xs text-foreground",
        status.chip,
        className,
      )}
      {...rest}
    >
      <Link
        prefetch={false}
        href={planningItemHref(projectId, item.id)}
        tabIndex={tabIndex}
        draggable={false}
        className="grid min-w-0 flex-1 gap-0.5 rounded-sm px-0.5 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex items-center gap-1 font-medium text-muted-foreground">
          <KindIcon aria-hidden className="size-3 shrink-0" />
          <span>{kindLabel(kind, item)}</span>
          <StatusIcon aria-hidden className="ml-auto size-3 shrink-0" />
          <span className="sr-only">, {CONTENT_STATUS_LABELS[item.status]}:</span>
        </span>
        <span className="line-clamp-2 font-medium wrap-anywhere">{item.title}</span>
      </Link>
      <div className="flex shrink-0 flex-col">
        {handle ? (
          <button
            type="button"
            aria-label={`Drag ${name} to another day`}
            {...handle}
            tabIndex={tabIndex}
            className={cn(iconButton, "cursor-grab touch-none active:cursor-grabbing")}
          >
            <GripVertical aria-hidden className="size-3.5" />
          </button>
        ) : null}
        <button
          type="button"
          aria-label={`Move ${name} to…`}
          title="Move to…"
          tabIndex={tabIndex}
          onPointerEnter={onPreloadMove}
          onFocus={onPreloadMove}
          onClick={() => onMoveTo(entry)}
          className={iconButton}
        >
          <CalendarArrowUp aria-hidden className="size-3.5" />
        </button>
      </div>
    </div>
  );
}
