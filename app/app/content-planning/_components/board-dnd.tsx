"use client";

import * as React from "react";
import { useMemo, useRef, useState } from "react";
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMoveContentItem } from "@/hooks/queries/use-content";
import { placeAt, positionAt } from "@/lib/content-planning/board";
import {
  CONTENT_STATUS_LABELS,
  CONTENT_STATUSES,
  type ContentBoard,
  type ContentItem,
  type ContentStatus,
} from "@/lib/content/types";
import { BoardCard } from "./board-card";
import { BoardColumn, BoardFrame } from "./board-column";

type Columns = Record<ContentStatus, ContentItem[]>;
type Drag = { id: string; from: ContentStatus; columns: Columns };

const COLUMN_PREFIX = "column:";
const columnId = (status: ContentStatus) => `${COLUMN_PREFIX}${status}`;
const columnsOf = (board: ContentBoard) =>
  Object.fromEntries(board.columns.map((c) => [c.status, c.items])) as Columns;

/** The column a card or column id is in. */
function statusOf(columns: Columns, id: UniqueIdentifier): ContentStatus | null {
  const key = String(id);
  if (key.startsWith(COLUMN_PREFIX)) {
    const status = key.slice(COLUMN_PREFIX.length) as ContentStatus;
    return CONTENT_STATUSES.includes(status) ? status : null;
  }
  return CONTENT_STATUSES.find((s) => columns[s].some((item) => item.id === key)) ?? null;
}

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To move a card, press Space or Enter on its move button to pick it up. Use the arrow keys to move it within its column or to another column, press Space or Enter to drop it, or Escape to cancel.",
};

/** The column a droppable is, or holds the card it is. */
function containerOf(droppable: { id: UniqueIdentifier; data: { current?: unknown } }) {
  const sortable = (droppable.data.current as { sortable?: { containerId?: UniqueIdentifier } })
    ?.sortable;
  return String(sortable?.containerId ?? droppable.id);
}

/**
 * Up and down move a picked-up card within its column (dnd-kit's sortable getter); left and right
 * put it at the top of the next column, empty or not. The sortable getter looks for the nearest
 * card in that direction, so from a column the card has just emptied it found none and stopped.
 */
const boardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code !== "ArrowLeft" && event.code !== "ArrowRight")
    return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { active, over, collisionRect, droppableRects } = args.context;
  const where = over ?? active;
  if (!where || !collisionRect) return undefined;
  const status = containerOf(where).slice(COLUMN_PREFIX.length) as ContentStatus;
  const index = CONTENT_STATUSES.indexOf(status);
  if (index < 0) return undefined;
  const next = CONTENT_STATUSES[index + (event.code === "ArrowRight" ? 1 : -1)];
  const rect = next ? droppableRects.get(columnId(next)) : undefined;
  if (!rect) return undefined;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top };
};

function SortableCard({ item, onOpen }: { item: ContentItem; onOpen: (id: string) => void }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id, attributes: { roleDescription: "movable card" } });
  return (
    <BoardCard
      item={item}
      onOpen={onOpen}
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? "relative z-10 opacity-70 ring-2 ring-primary" : undefined}
      // Pointer drags start anywhere on the card; the keyboard picks it up from its move button.
      {...(listeners as React.HTMLAttributes<HTMLLIElement>)}
      handle={{ ...attributes, ref: setActivatorNodeRef }}
    />
  );
}

function DroppableColumn({
  status,
  total,
  items,
  over,
  onOpen,
}: {
  status: ContentStatus;
  total: number;
  items: ContentItem[];
  over: boolean;
  onOpen: (id: string) => void;
}) {
  const { setNodeRef } = useDroppable({ id: columnId(status) });
  return (
    <BoardColumn
      status={status}
      total={total}
      shown={items.length}
      listRef={setNodeRef}
      over={over}
    >
      <SortableContext
        id={columnId(status)}
        items={items.map((item) => item.id)}
        strategy={verticalListSortingStrategy}
      >
        {items.map((item) => (
          <SortableCard key={item.id} item={item} onOpen={onOpen} />
        ))}
      </SortableContext>
    </BoardColumn>
  );
}

/** The board with drag and drop: a mouse, a finger or the keyboard moves a card. */
export function DndBoard({
  projectId,
  board,
  onOpen,
}: {
  projectId: string;
  board: ContentBoard;
  onOpen: (id: string) => void;
}) {
  const move = useMoveContentItem(projectId);
  const [drag, setDrag] = useState<Drag | null>(null);
  // A card moved twice before the board is read again: the second move names the newer version.
  const versions = useRef(new Map<string, number>());
  // The dropped order, shown until the move's own update of the board arrives (or is undone).
  const [dropped, setDropped] = useState<{ board: ContentBoard; columns: Columns } | null>(null);
  const columns = useMemo(
    () => drag?.columns ?? (dropped?.board === board ? dropped.columns : null) ?? columnsOf(board),
    [drag, dropped, board],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardCoordinates }),
  );

  const titleOf = (id: UniqueIdentifier) =>
    board.columns.flatMap((c) => c.items).find((item) => item.id === String(id))?.title ??
    "The card";
  const placeText = (id: UniqueIdentifier, overId: UniqueIdentifier) => {
    const status = statusOf(columns, overId);
    if (!status) return "";
    const list = columns[status];
    const found = list.findIndex((item) => item.id === String(overId));
    const moving = list.some((item) => item.id === String(id));
    const count = list.length + (moving ? 0 : 1);
    const place = found < 0 ? count : found + 1;
    return `${CONTENT_STATUS_LABELS[status]}, position ${place} of ${count}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}. It is in ${placeText(active.id, active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over ${placeText(active.id, over.id)}.`
        : `${titleOf(active.id)} is no longer over a column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} was dropped in ${placeText(active.id, over.id)}.`
        : `${titleOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${titleOf(active.id)} was cancelled. It is back where it was.`,
  };

  function onDragStart({ active }: DragStartEvent) {
    const from = statusOf(columns, active.id);
    if (from) setDrag({ id: String(active.id), from, columns });
  }

  // Into another column as soon as the card is over it; within a column the sortable strategy
  // shows the new place and the drop makes it.
  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    setDrag((current) => {
      if (!current) return current;
      const from = statusOf(current.columns, active.id);
      const to = statusOf(current.columns, over.id);
      const item = from && current.columns[from].find((i) => i.id === String(active.id));
      if (!from || !to || from === to || !item) return current;
      const target = current.columns[to];
      const overIndex = target.findIndex((i) => i.id === String(over.id));
      return {
        ...current,
        columns: {
          ...current.columns,
          [from]: current.columns[from].filter((i) => i.id !== item.id),
          [to]: placeAt(target, item, overIndex < 0 ? target.length : overIndex),
        },
      };
    });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const ended = drag;
    setDrag(null);
    if (!ended || !over) return;
    const status = statusOf(ended.columns, active.id);
    if (!status) return;
    const list = ended.columns[status];
    const from = list.findIndex((i) => i.id === String(active.id));
    const to = list.findIndex((i) => i.id === String(over.id));
    const final = to >= 0 && to !== from ? arrayMove(list, from, to) : list;
    const index = final.findIndex((i) => i.id === String(active.id));
    const item = final[index];
    if (!item) return;
    const before = columnsOf(board)[status].map((i) => i.id);
    const unchanged = status === ended.from && before.join() === final.map((i) => i.id).join();
    if (unchanged) return;
    const rest = final.filter((i) => i.id !== item.id);
    const version = Math.max(item.version, versions.current.get(item.id) ?? 0);
    setDropped({ board, columns: { ...ended.columns, [status]: final } });
    move.mutate(
      { item: { id: item.id, version }, status, position: positionAt(rest, index) },
      {
        onSuccess: (saved) => versions.current.set(saved.id, saved.version),
        onSettled: () => setDropped(null),
      },
    );
  }

  const dragStatus = drag ? statusOf(drag.columns, drag.id) : null;
  return (
    <DndContext
      id="content-board-help"
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDrag(null)}
    >
      <BoardFrame>
        {board.columns.map((column) => {
          const items = columns[column.status];
          const delta = items.length - column.items.length;
          return (
            <DroppableColumn
              key={column.status}
              status={column.status}
              total={column.total + delta}
              items={items}
              over={dragStatus === column.status && drag?.from !== column.status}
              onOpen={onOpen}
            />
          );
        })}
      </BoardFrame>
    </DndContext>
  );
}
