"use client";

import { useId, useState } from "react";
import { Loader2 } from "lucide-react";
import { useRenameProjectMutation } from "@/hooks/queries/use-project-mutations";
import { PROJECT_NAME_MAX } from "@/lib/projects/limits";
import { projectNameSchema } from "@/lib/projects/schemas";
import type { ProjectDto } from "@/lib/projects/types";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Inline rename: Enter saves, Escape or Cancel keeps the old name. */
export function RenameProjectForm({
  project,
  onDone,
}: {
  project: ProjectDto;
  onDone: () => void;
}) {
  const id = useId();
  const rename = useRenameProjectMutation();
  const [name, setName] = useState(project.name);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = projectNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a project name.");
      return;
    }
    if (parsed.data === project.name) return onDone();
    setError(null);
    rename.mutate({ projectId: project.id, name: parsed.data }, { onSuccess: onDone });
  }

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={(event) => event.key === "Escape" && onDone()}
      noValidate
      className="grid w-full grid-cols-1 gap-2"
    >
      <Label htmlFor={`${id}-name`}>New name for {project.name}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={PROJECT_NAME_MAX}
          autoFocus
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending && <Loader2 aria-hidden className="animate-spin" />}
            Save name
          </Button>
          <Button type="button" variant="outline" onClick={onDone} disabled={rename.isPending}>
            Cancel
          </Button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
