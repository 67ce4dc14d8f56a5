"use client";

import * as React from "react";
import { useState } from "react";
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
} from "@dnd-kit/core";
import { dayAfterKey, type CalendarEntry } from "@/lib/content-calendar/grid";
import { cn } from "@/lib/utils";
import { EntryChip } from "./calendar-entry";
import {
  CalendarGrid,
  DayCell,
  formatLongDay,
  type DayProps,
  type GridEntryProps,
  type GridProps,
} from "./calendar-grid";
import { kindDateName } from "./status-style";

// Drag and drop on the calendar: a module of its own, loaded after the grid has rendered, so the
// first load does not carry dnd-kit.

const entryOf = (active: Active | null) =>
  (active?.data.current as { entry?: CalendarEntry } | undefined)?.entry ?? null;

const describe = (active: Active | null) => {
  const entry = entryOf(active);
  return entry ? `The ${kindDateName(entry.kind)} of “${entry.item.title}”` : "The entry";
};

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${describe(active).toLowerCase()}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${describe(active)} is over ${formatLongDay(String(over.id))}.`
      : `${describe(active)} is not over a day.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${describe(active)} was dropped on ${formatLongDay(String(over.id))}.`
      : `${describe(active)} was dropped outside the calendar and stays where it was.`,
  onDragCancel: ({ active }) => `Moving was cancelled. ${describe(active)} stays where it was.`,
};

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "To move this date, press Space or Enter, choose the day with the arrow keys, then press Space or Enter to drop it there, or Escape to cancel. The Move to button beside it lets you type the day instead.",
};

// A pointer drops on the day under it; the keyboard moves the entry's box onto a day's centre.
const collisions: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

const ARROWS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]);

/** An arrow key moves a picked-up entry onto the next or previous day, or a week away. */
const dayCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!ARROWS.has(event.code)) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableRects } = context;
  const from = over?.id ?? entryOf(active)?.day;
  if (!collisionRect || from === undefined) return undefined;
  const to = dayAfterKey(String(from), event.code);
  const rect = to ? droppableRects.get(to) : undefined;
  if (!rect) return undefined;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: rect.top + (rect.height - collisionRect.height) / 2,
  };
};

function DroppableDay(props: DayProps) {
  const { setNodeRef, isOver } = useDroppable({ id: props.day });
  return <DayCell {...props} dropRef={setNodeRef} over={isOver} />;
}

/** Dragged by pointer from anywhere on it, by keyboard from its handle. */
function DraggableEntry({ pending, ...props }: GridEntryProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: props.entry.id,
    data: { entry: props.entry },
    // Its move is being saved: it waits for the answer (and the new version) to move again.
    disabled: pending,
    attributes: { roleDescription: "movable date" },
  });
  return (
    <EntryChip
      {...props}
      ref={setNodeRef}
      aria-busy={pending || undefined}
      className={cn(isDragging && "opacity-40", pending && "animate-pulse")}
      {...(listeners as React.HTMLAttributes<HTMLDivElement>)}
      handle={{ ...attributes, ref: setActivatorNodeRef }}
    />
  );
}

/** The grid with its days as drop targets and its entries draggable. */
export function DndCalendarGrid({
  onDrop,
  ...props
}: GridProps & { onDrop: (entry: CalendarEntry, day: string) => void }) {
  const [dragging, setDragging] = useState<CalendarEntry | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dayCoordinates }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={({ active }) => setDragging(entryOf(active))}
      onDragCancel={() => setDragging(null)}
      onDragEnd={({ active, over }) => {
        setDragging(null);
        const entry = entryOf(active);
        const day = over ? String(over.id) : null;
        if (entry && day && day !== entry.day) onDrop(entry, day);
      }}
    >
      <CalendarGrid {...props} Day={DroppableDay} Entry={DraggableEntry} />
      <DragOverlay dropAnimation={null}>
        {dragging ? (
          <EntryChip
            entry={dragging}
            projectId={props.projectId}
            onMoveTo={props.onMoveTo}
            onPreloadMove={props.onPreloadMove}
            tabbable={false}
            handle={{}}
            className="w-44 shadow-lg"
          />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
