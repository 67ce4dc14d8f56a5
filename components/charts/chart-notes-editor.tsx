"use client";

import * as React from "react";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCreateAnnotation, useDeleteAnnotation } from "@/hooks/queries/use-content";
import { CONTENT_LIMITS, type ChartAnnotation } from "@/lib/content/types";
import { formatDisplayDate, type DateRange } from "@/lib/dates/format";

/** The form of a note by hand, and the notes of the chart's range (manual ones can be deleted). */
export function ChartNotesEditor({
  projectId,
  range,
  defaultDay = range.endDate,
  annotations,
  onDone,
}: {
  projectId: string;
  range: DateRange;
  /** The day the form starts on: a day the chart draws. */
  defaultDay?: string;
  annotations: readonly ChartAnnotation[];
  onDone: () => void;
}) {
  const id = React.useId();
  const [day, setDay] = React.useState(defaultDay);
  const [label, setLabel] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const create = useCreateAnnotation(projectId);
  const remove = useDeleteAnnotation(projectId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = label.trim();
    if (!day) return setError("Choose the day the note is about.");
    if (!text) return setError("Please write what happened that day.");
    setError(null);
    create.mutate(
      { day, label: text },
      {
        onSuccess: () => {
          setLabel("");
          onDone();
        },
      },
    );
  };

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/30 p-3">
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-day`}>Day</Label>
          <Input
            id={`${id}-day`}
            type="date"
            value={day}
            min={range.startDate}
            max={range.endDate}
            onChange={(event) => setDay(event.target.value)}
            className="w-40"
          />
        </div>
        <div className="grid min-w-48 flex-1 gap-1.5">
          <Label htmlFor={`${id}-label`}>Note</Label>
          <Input
            id={`${id}-label`}
            value={label}
            maxLength={CONTENT_LIMITS.annotationLabel}
            placeholder="What happened, e.g. “New category pages live”"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm" disabled={create.isPending}>
          {create.isPending ? "Saving…" : "Save note"}
        </Button>
      </form>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {annotations.length > 0 ? (
        <ul aria-label="Notes in this range" className="grid gap-1 text-sm">
          {annotations.map((note) => (
            <li key={note.id} className="flex min-w-0 items-center gap-2">
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {formatDisplayDate(note.day)}
              </span>
              <span className="min-w-0 flex-1 truncate" title={note.label}>
                {note.label}
              </span>
              {note.source === "manual" ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={`Delete the note “${note.label}”`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(note.id)}
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : (
                <span className="shrink-0 text-xs text-muted-foreground">Content plan</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          No notes in this range yet. Add one to mark a release, a migration or a campaign.
        </p>
      )}
    </div>
  );
}
