"use client";

import { useState } from "react";
import { Loader2, Trash2 } from "lucide-react";
import { useDeleteProjectMutation } from "@/hooks/queries/use-project-mutations";
import type { ProjectDto } from "@/lib/projects/types";
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
import { dataSourceCountText } from "@/components/projects/data-source-badges";

export function DeleteProjectDialog({ project }: { project: ProjectDto }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteProjectMutation();
  const sources =
    project.dataSourceCount === 0
      ? "It has no data sources."
      : `Its ${dataSourceCountText(project.dataSourceCount)} will be disconnected.`;

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Delete ${project.name}`}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {project.name}?</DialogTitle>
          <DialogDescription>
            {sources} Your properties stay in your Google account and can be added to another
            project. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(project, { onSuccess: () => setOpen(false) })}
          >
            {remove.isPending && <Loader2 aria-hidden className="animate-spin" />}
            Delete project
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
