"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  hasRows,
  moveSection,
  newSection,
  SECTION_DESCRIPTIONS,
  SECTION_LABELS,
  SECTION_LIMITS,
  SECTION_TYPES,
  type ReportSection,
  type SectionType,
} from "@/lib/reports/sections";

type Props = { sections: ReportSection[]; onChange: (next: ReportSection[]) => void };

function SectionItem({
  section,
  index,
  count,
  onMove,
  onRemove,
  onEdit,
}: {
  section: ReportSection;
  index: number;
  count: number;
  onMove: (by: number) => void;
  onRemove: () => void;
  onEdit: (patch: Partial<ReportSection>) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: section.id,
  });
  const label = SECTION_LABELS[section.type];
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: transition,
      }}
      className="grid gap-2 rounded-lg border bg-card p-3 data-[dragging=true]:shadow-md"
      data-dragging={isDragging}
      data-testid="report-section"
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="cursor-grab rounded p-1 text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          aria-label={`Drag ${label}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
        {/* w-0: the title gives the row no minimum width, so a phone truncates it instead of widening the page. */}
        <span className="w-0 min-w-0 flex-1 truncate text-sm font-medium">{label}</span>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${label} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${label} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Remove ${label}`} onClick={onRemove}>
          <X aria-hidden />
        </Button>
      </div>
      {hasRows(section.type) ? (
        <div className="flex items-center gap-2 text-sm">
          <Label htmlFor={`${section.id}-rows`}>Rows</Label>
          <Input
            id={`${section.id}-rows`}
            type="number"
            className="w-20"
            min={SECTION_LIMITS.rows.min}
            max={SECTION_LIMITS.rows.max}
            value={section.rows ?? SECTION_LIMITS.rows.default}
            onChange={(event) => {
              const rows = Math.round(Number(event.target.value));
              if (rows >= SECTION_LIMITS.rows.min && rows <= SECTION_LIMITS.rows.max)
                onEdit({ rows });
            }}
          />
        </div>
      ) : null}
      {section.type === "note" ? (
        <Textarea
          aria-label="Note text"
          maxLength={SECTION_LIMITS.noteChars}
          value={section.text ?? ""}
          placeholder="A few words for your client: what happened, what comes next."
          onChange={(event) => onEdit({ text: event.target.value })}
        />
      ) : null}
    </li>
  );
}

/** The report's sections: add, remove, and reorder by dragging or with the arrow buttons. */
export function SectionsEditor({ sections, onChange }: Props) {
  const [adding, setAdding] = useState<SectionType>("branded");
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = sections.findIndex((s) => s.id === active.id);
    const to = sections.findIndex((s) => s.id === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(sections, from, to));
  };
  const add = () => {
    const id = `${adding}-${Date.now().toString(36)}`;
    onChange([...sections, newSection(adding, id)]);
  };
  const full = sections.length >= SECTION_LIMITS.sections;
  return (
    <div className="grid gap-3">
      {sections.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          The report has no sections yet. Choose one below and press Add section.
        </p>
      ) : null}
      <DndContext
        id="report-sections"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={sections.map((s) => s.id)} strategy={verticalListSortingStrategy}>
          <ol className="grid gap-2" aria-label="Sections, in report order">
            {sections.map((section, index) => (
              <SectionItem
                key={section.id}
                section={section}
                index={index}
                count={sections.length}
                onMove={(by) => onChange(moveSection(sections, index, by))}
                onRemove={() => onChange(sections.filter((s) => s.id !== section.id))}
                onEdit={(patch) =>
                  onChange(sections.map((s) => (s.id === section.id ? { ...s, ...patch } : s)))
                }
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-1.5">
          <Label htmlFor="add-section">Add a section</Label>
          <select
            id="add-section"
            className="h-9 rounded-md border border-input bg-transparent px-3 text-sm dark:bg-input/30"
            value={adding}
            onChange={(event) => setAdding(event.target.value as SectionType)}
          >
            {SECTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {SECTION_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" variant="outline" onClick={add} disabled={full}>
          <Plus aria-hidden /> Add section
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {full
          ? `A report holds at most ${SECTION_LIMITS.sections} sections.`
          : SECTION_DESCRIPTIONS[adding]}
      </p>
    </div>
  );
}
