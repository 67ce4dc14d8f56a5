"use client";

import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toastSuccess } from "@/hooks/queries/mutation-feedback";
import { useUpdateContentItem } from "@/hooks/queries/use-content";
import type { ContentItem } from "@/lib/content/types";
import {
  calendarEntries,
  calendarWeeks,
  dateField,
  dayAfterKey,
  entriesByDay,
  monthOf,
  visibleRange,
  withMovedEntry,
  type CalendarEntry,
} from "@/lib/content-calendar/grid";
import type { CalendarRangeItems } from "@/lib/content-calendar/types";
import type { CalendarState } from "@/lib/content-calendar/url-state";
import { formatDisplayDate } from "@/lib/dates/format";
import { contentKeys } from "@/lib/query/keys";
import { AgendaList } from "./agenda-list";
import { CalendarGrid } from "./calendar-grid";
import { kindDateName } from "./status-style";

// Radix's dialog loads with the first "Move to…", not with the page.
const loadMoveDialog = () => import("./move-dialog");
const MoveDialog = lazy(() => loadMoveDialog().then((m) => ({ default: m.MoveDialog })));
const preloadMoveDialog = () => void loadMoveDialog().catch(() => undefined);

type DndModule = typeof import("./calendar-dnd");

/**
 * dnd-kit (drag and drop, its keyboard sensor and announcements) loads once the grid is shown.
 * The drag-and-drop grid renders its days anew: a keyboard user inside the grid keeps the focus on
 * the day they were on (`focusPending` asks the board to focus its active day after that render).
 */
function useDndModule(
  gridRef: React.RefObject<HTMLDivElement | null>,
  focusPending: React.RefObject<boolean>,
): DndModule | null {
  const [module, setModule] = useState<DndModule | null>(null);
  useEffect(() => {
    let live = true;
    void import("./calendar-dnd").then(
      (loaded) => {
        if (!live) return;
        if (gridRef.current?.contains(document.activeElement)) focusPending.current = true;
        setModule(loaded);
      },
      // Without it the grid still moves dates through "Move to…".
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gridRef, focusPending]);
  return module;
}

type Props = {
  projectId: string;
  state: CalendarState;
  today: string;
  label: string;
  items: ContentItem[];
  /** Shows another period, with `day` in it. */
  onNavigate: (day: string) => void;
};

/** The grid (or, on a phone, the month's agenda), where entries are dragged or moved to a day. */
export function CalendarBoard({ projectId, state, today, label, items, onNavigate }: Props) {
  const queryClient = useQueryClient();
  const update = useUpdateContentItem(projectId);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [moving, setMoving] = useState<CalendarEntry | null>(null);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const focusPending = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const dnd = useDndModule(gridRef, focusPending);

  const weeks = useMemo(() => calendarWeeks(state.view, state.date), [state.view, state.date]);
  const range = useMemo(() => visibleRange(state.view, state.date), [state.view, state.date]);
  const visible = useMemo(() => new Set(weeks.flat()), [weeks]);
  const entries = useMemo(() => calendarEntries(items, range), [items, range]);
  const byDay = useMemo(() => entriesByDay(entries), [entries]);
  const month = monthOf(state.date);
  const monthByDay = useMemo(
    () => entriesByDay(entries.filter((entry) => entry.day.startsWith(month))),
    [entries, month],
  );
  const activeDay =
    chosenDay && visible.has(chosenDay) ? chosenDay : visible.has(today) ? today : state.date;

  // After a key moved the focus (maybe to another month), focus that day once it is rendered.
  useEffect(() => {
    if (!focusPending.current) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-day="${activeDay}"]`);
    if (!cell) return;
    focusPending.current = false;
    cell.focus();
  });

  const onKeyMove = (key: string) => {
    const day = dayAfterKey(activeDay, key);
    if (!day) return false;
    focusPending.current = true;
    setChosenDay(day);
    if (!visible.has(day) || key === "PageUp" || key === "PageDown") onNavigate(day);
    return true;
  };

  const reschedule = (entry: CalendarEntry, day: string) => {
    const key = contentKeys.calendar({ projectId, ...range });
    const { item, kind } = entry;
    const previous = queryClient.getQueryData<CalendarRangeItems>(key);
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<CalendarRangeItems>(key, (data) =>
      data ? { ...data, items: withMovedEntry(data.items, item.id, kind, day) } : data,
    );
    setPending((ids) => new Set(ids).add(item.id));
    // mutateAsync settles for every move, also when another one started meanwhile. The hook says
    // why a move was refused (an edit conflict, the workflow's reason) in a toast.
    update
      .mutateAsync({ id: item.id, version: item.version, [dateField(kind)]: day })
      .then(
        (saved) => {
          queryClient.setQueryData<CalendarRangeItems>(key, (data) =>
            data
              ? { ...data, items: data.items.map((i) => (i.id === saved.id ? saved : i)) }
              : data,
          );
          toastSuccess(
            `Moved the ${kindDateName(kind)} of “${saved.title}” to ${formatDisplayDate(day)}.`,
          );
        },
        () => queryClient.setQueryData(key, previous),
      )
      .finally(() => {
        setPending((ids) => {
          const next = new Set(ids);
          next.delete(item.id);
          return next;
        });
        void queryClient.invalidateQueries({ queryKey: contentKeys.calendars(projectId) });
      });
  };

  const actions = {
    projectId,
    onMoveTo: setMoving,
    onPreloadMove: preloadMoveDialog,
  };
  const gridProps = {
    ref: gridRef,
    view: state.view,
    label,
    weeks,
    month,
    today,
    byDay,
    activeDay,
    onActivate: setChosenDay,
    onKeyMove,
    pendingItems: pending,
    ...actions,
  };

  return (
    <>
      <div className={state.view === "month" ? "hidden sm:block" : undefined}>
        {dnd ? (
          <dnd.DndCalendarGrid {...gridProps} onDrop={reschedule} />
        ) : (
          <CalendarGrid {...gridProps} />
        )}
      </div>
      {state.view === "month" ? (
        <div className="sm:hidden">
          <AgendaList label={label} byDay={monthByDay} today={today} {...actions} />
        </div>
      ) : null}
      {moving ? (
        <Suspense fallback={null}>
          <MoveDialog entry={moving} onMove={reschedule} onClose={() => setMoving(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
