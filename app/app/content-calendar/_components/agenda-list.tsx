"use client";

import type { CalendarEntry } from "@/lib/content-calendar/grid";
import { EntryChip, type EntryActions } from "./calendar-entry";
import { formatLongDay } from "./calendar-grid";

/** The month as a list of its days with entries: what a phone shows instead of the grid. */
export function AgendaList({
  label,
  byDay,
  today,
  ...actions
}: EntryActions & { label: string; byDay: Map<string, CalendarEntry[]>; today: string }) {
  const days = [...byDay.keys()].sort();
  if (days.length === 0) return null;
  return (
    <ol aria-label={label} data-slot="calendar-agenda" className="grid gap-4">
      {days.map((day) => (
        <li key={day} className="grid gap-1.5">
          <h3 className="text-sm font-semibold">
            {formatLongDay(day)}
            {day === today ? <span className="ml-2 text-primary">Today</span> : null}
          </h3>
          <ul className="grid gap-1.5">
            {byDay.get(day)!.map((entry) => (
              <li key={entry.id}>
                <EntryChip entry={entry} className="text-sm" {...actions} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
