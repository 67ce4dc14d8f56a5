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
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useSaveExploration } from "@/hooks/queries/use-explore";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { ExplorationDefinition } from "@/lib/explore/definition";
import type { SavedExploration } from "@/lib/explore/types";

const MAX_NAME = 120;

/** Saves the exploration on screen for the project: over the one it was opened from, or as a new one. */
export function SaveDialog({
  trigger,
  open,
  setOpen,
  scopeRef,
  definition,
  current,
  onSaved,
}: {
  trigger: React.ReactElement;
  open: boolean;
  setOpen: (open: boolean) => void;
  scopeRef: PropertyRef;
  definition: ExplorationDefinition;
  /** The saved exploration on screen, if it was opened from the list. */
  current: SavedExploration | null;
  onSaved: (id: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState(current?.name ?? "");
  const [error, setError] = useState<string | undefined>();
  const save = useSaveExploration(scopeRef.projectId);

  const submit = (asNew: boolean) => {
    const trimmed = name.trim();
    if (!trimmed) return setError("Please give the exploration a name.");
    if (trimmed.length > MAX_NAME) return setError(`A name has at most ${MAX_NAME} characters.`);
    save.mutate(
      {
        ...scopeRef,
        ...(current && !asNew ? { id: current.id } : {}),
        name: trimmed,
        definition: { ...definition, name: trimmed },
      },
      {
        onSuccess: (saved) => {
          setOpen(false);
          onSaved(saved.id);
        },
        onError: (failure) =>
          setError(failure instanceof Error ? failure.message : "Could not save."),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setName(current?.name ?? "");
          setError(undefined);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form
          className="grid grid-cols-1 gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit(false);
          }}
        >
          <DialogHeader>
            <DialogTitle>Save exploration</DialogTitle>
            <DialogDescription>
              Saved explorations belong to this project. They keep their fields, filters, order and
              dates.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-name`} label="Name" error={error}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                maxLength={MAX_NAME + 20}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
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
            {current ? (
              <Button
                type="button"
                variant="outline"
                disabled={save.isPending}
                onClick={() => submit(true)}
              >
                Save as new
              </Button>
            ) : null}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving…" : current ? "Save changes" : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
