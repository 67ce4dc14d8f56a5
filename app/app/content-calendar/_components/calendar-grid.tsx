"use client";

import * as React from "react";
import { useState } from "react";
import type { CalendarEntry, CalendarView } from "@/lib/content-calendar/grid";
import { fromDateKey } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { cn } from "@/lib/utils";
import { EntryChip, type EntryActions } from "./calendar-entry";

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

/** Entries a month's day shows before "+ N more". */
const MONTH_CELL_ENTRIES = 3;

let longDay: Intl.DateTimeFormat | undefined;
/** "Monday, March 2, 2026", for screen readers and announcements. */
export function formatLongDay(day: string): string {
  longDay ??= new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  const date = fromDateKey(day);
  return longDay.format(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

export type GridProps = EntryActions & {
  view: CalendarView;
  label: string;
  weeks: string[][];
  /** yyyy-MM: the month shown; its other days are dimmed. */
  month: string;
  today: string;
  byDay: Map<string, CalendarEntry[]>;
  /** The day in the tab order (roving tabindex). */
  activeDay: string;
  /** A day's cell was focused or clicked. */
  onActivate: (day: string) => void;
  /** A key of the grid's own (arrows, Home/End, PageUp/PageDown) on the focused day. */
  onKeyMove: (key: string) => boolean;
  pendingItems: ReadonlySet<string>;
  /** A day's cell; drag and drop wraps it to make it a drop target. */
  Day?: React.ComponentType<DayProps>;
  /** An entry of a day; drag and drop makes it draggable. */
  Entry?: React.ComponentType<GridEntryProps>;
  ref?: React.Ref<HTMLDivElement>;
};

export type DayProps = Omit<GridProps, "label" | "weeks" | "ref" | "Day"> & {
  day: string;
  /** Set by a drop target: its node, and whether an entry is over it. */
  dropRef?: (node: HTMLElement | null) => void;
  over?: boolean;
};

export type GridEntryProps = EntryActions & {
  entry: CalendarEntry;
  tabbable: boolean;
  pending: boolean;
};

/** An entry before drag and drop has loaded: the same markup, its handle not yet live. */
export function StaticEntry({ pending, ...props }: GridEntryProps) {
  return (
    <EntryChip
      {...props}
      handle={{}}
      aria-busy={pending || undefined}
      className={pending ? "animate-pulse" : undefined}
    />
  );
}

/** The month's weeks or the week's days as an ARIA grid: one day in the tab order, arrows move. */
export function CalendarGrid({ view, label, weeks, ref, Day = DayCell, ...props }: GridProps) {
  const week = view === "week";
  return (
    <div
      ref={ref}
      role="grid"
      aria-label={label}
      data-slot="calendar-grid"
      data-view={view}
      className="overflow-hidden rounded-xl border"
    >
      <div
        role="row"
        className={cn("grid grid-cols-7 border-b bg-muted/50", week && "hidden sm:grid")}
      >
        {WEEKDAYS.map(([short, long]) => (
          <div
            key={long}
            role="columnheader"
            aria-label={long}
            className="px-2 py-1.5 text-xs font-medium text-muted-foreground"
          >
            {short}
          </div>
        ))}
      </div>
      {weeks.map((days) => (
        <div
          key={days[0]}
          role="row"
          className={cn(
            "grid border-b last:border-b-0",
            week ? "grid-cols-1 sm:grid-cols-7" : "grid-cols-7",
          )}
        >
          {days.map((day) => (
            <Day key={day} day={day} view={view} {...props} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** One day: its date, today's mark, and its entries (the first few in a month). */
export function DayCell({
  day,
  view,
  month,
  today,
  byDay,
  activeDay,
  onActivate,
  onKeyMove,
  pendingItems,
  Entry = StaticEntry,
  dropRef,
  over: isOver = false,
  ...actions
}: DayProps) {
  const [expanded, setExpanded] = useState(false);
  const entries = byDay.get(day) ?? [];
  const active = day === activeDay;
  const isToday = day === today;
  const outside = view === "month" && !day.startsWith(month);
  const week = view === "week";
  const limit = week || expanded ? entries.length : MONTH_CELL_ENTRIES;
  const hidden = entries.length - limit;
  const date = fromDateKey(day);
  return (
    <div
      ref={dropRef}
      role="gridcell"
      tabIndex={active ? 0 : -1}
      data-day={day}
      data-over={isOver || undefined}
      aria-current={isToday ? "date" : undefined}
      onFocus={() => onActivate(day)}
      onClick={() => onActivate(day)}
      onKeyDown={(event) => {
        // Keys pressed on an entry's own controls (a link, the drag handle) are theirs.
        if (event.target !== event.currentTarget) return;
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        if (onKeyMove(event.key)) event.preventDefault();
      }}
      className={cn(
        "flex min-w-0 flex-col gap-1 border-r p-1.5 outline-none last:border-r-0 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset",
        week ? "min-h-28 border-b last:border-b-0 sm:min-h-80 sm:border-b-0" : "min-h-28",
        outside && "bg-muted/40 text-muted-foreground",
        isOver && "bg-accent ring-2 ring-primary ring-inset",
      )}
    >
      <div className="flex items-center gap-1.5 text-xs">
        <span
          aria-hidden
          className={cn(
            "inline-flex size-6 items-center justify-center rounded-full font-medium tabular-nums",
            isToday && "bg-primary text-primary-foreground",
          )}
        >
          {date.getDate()}
        </span>
        {week ? (
          <span aria-hidden className="text-muted-foreground sm:hidden">
            {WEEKDAYS[(date.getDay() + 6) % 7]![1]}
          </span>
        ) : null}
        {isToday ? (
          <span aria-hidden className="font-medium text-primary">
            Today
          </span>
        ) : null}
        <span className="sr-only">
          {formatLongDay(day)}
          {isToday ? ", today" : ""}
          {entries.length === 0 ? ", nothing planned" : ""}
        </span>
      </div>
      {entries.length > 0 ? (
        <ul className="grid gap-1" aria-label={`Due and publish dates on ${formatLongDay(day)}`}>
          {entries.slice(0, limit).map((entry) => (
            <li key={entry.id}>
              <Entry
                entry={entry}
                tabbable={active}
                pending={pendingItems.has(entry.item.id)}
                {...actions}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {!week && entries.length > MONTH_CELL_ENTRIES ? (
        <button
          type="button"
          tabIndex={active ? 0 : -1}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          className="self-start rounded-sm px-1 text-xs font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {expanded ? "Show fewer" : `+ ${formatNumber(hidden)} more`}
        </button>
      ) : null}
    </div>
  );
}
