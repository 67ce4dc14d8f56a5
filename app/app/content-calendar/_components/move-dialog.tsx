"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { CalendarEntry } from "@/lib/content-calendar/grid";
import { isDayKey } from "@/lib/content-calendar/url-state";
import { formatDisplayDate } from "@/lib/dates/format";
import { kindDateName } from "./status-style";

/** "Move to…": a new day for the entry's date, typed or picked, without dragging. */
export function MoveDialog({
  entry,
  onMove,
  onClose,
}: {
  entry: CalendarEntry;
  onMove: (entry: CalendarEntry, day: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [day, setDay] = useState(entry.day);
  const [error, setError] = useState<string | undefined>();
  const dateName = kindDateName(entry.kind);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form
          className="grid grid-cols-1 gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!isDayKey(day)) return setError("Please choose a day, for example 2026-03-15.");
            onClose();
            if (day !== entry.day) onMove(entry, day);
          }}
        >
          <DialogHeader>
            <DialogTitle>Move “{entry.item.title}”</DialogTitle>
            <DialogDescription>
              Its {dateName} is {formatDisplayDate(entry.day)}. Choose the new day; the rest of the
              item stays as it is.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-day`} label={`New ${dateName}`} error={error}>
            {(control) => (
              <Input
                {...control}
                type="date"
                required
                value={day}
                onChange={(event) => {
                  setDay(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <DialogFooter className="gap-2">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit">Move</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
