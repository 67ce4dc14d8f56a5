"use client";

import { useId, useState } from "react";
import { Loader2, Plus } from "lucide-react";
import {
  createProjectRequest,
  useCreateProjectMutation,
} from "@/hooks/queries/use-project-mutations";
import { PROJECT_NAME_MAX } from "@/lib/projects/limits";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Name a new project; the list refreshes and a toast confirms it. */
export function CreateProjectForm() {
  const id = useId();
  const create = useCreateProjectMutation();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema (and zod with it) loads on the first submit, not with the dashboard: this form
    // sits in the onboarding panel of the first load.
    const { projectNameSchema } = await import("@/lib/projects/schemas");
    const parsed = projectNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a project name.");
      return;
    }
    setError(null);
    create.mutate(createProjectRequest(parsed.data), { onSuccess: () => setName("") });
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-2">
      <Label htmlFor={`${id}-name`}>Project name</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-name`}
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={PROJECT_NAME_MAX}
          placeholder="e.g. Acme Outdoor store"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Plus aria-hidden />
          )}
          Create project
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          One project per site or client, up to {PROJECT_NAME_MAX} characters.
        </p>
      )}
    </form>
  );
}
