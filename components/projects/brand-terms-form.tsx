"use client";

import { useId, useState } from "react";
import { Loader2, X } from "lucide-react";
import { useUpdateBrandTermsMutation } from "@/hooks/queries/use-project-mutations";
import { completedPart, sameTerms, withTypedTerms } from "@/lib/projects/brand-terms";
import { BRAND_TERMS_MAX } from "@/lib/projects/limits";
import type { ProjectDto } from "@/lib/projects/types";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * A project's brand terms as removable chips: a comma or Enter adds what was typed, Save stores the
 * list (with anything still typed). Until edited it shows the project's saved terms.
 */
export function BrandTermsForm({
  project,
}: {
  project: Pick<ProjectDto, "id" | "name" | "brand_terms">;
}) {
  const id = useId();
  const save = useUpdateBrandTermsMutation();
  // Null until the person edits: the saved terms then follow the projects query.
  const [edited, setEdited] = useState<string[] | null>(null);
  const terms = edited ?? project.brand_terms;
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);

  /** Adds the typed text and returns the new list; null, with the reason shown, when it cannot. */
  function add(text: string): string[] | null {
    const next = withTypedTerms(terms, text);
    if (!next.ok) {
      setError(next.message);
      return null;
    }
    setError(null);
    setEdited(next.terms);
    return next.terms;
  }

  function onDraftChange(value: string) {
    const { completed, rest } = completedPart(value);
    if (completed && !add(completed)) return setDraft(value);
    setDraft(rest);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" && draft.trim()) {
      event.preventDefault();
      if (add(draft)) setDraft("");
    } else if (event.key === "Backspace" && draft === "" && terms.length > 0) {
      setEdited(terms.slice(0, -1));
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = add(draft);
    if (!next) return;
    setDraft("");
    if (sameTerms(next, project.brand_terms)) return setEdited(null);
    // Once saved the query holds these terms; edits made while saving stay.
    const settle = () =>
      setEdited((current) => (current && sameTerms(current, next) ? null : current));
    save.mutate({ projectId: project.id, brandTerms: next }, { onSuccess: settle });
  }

  const unchanged = sameTerms(terms, project.brand_terms) && draft.trim() === "";
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <Label htmlFor={`${id}-terms`}>Brand terms of {project.name}</Label>
      {terms.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Brand term list for ${project.name}`}>
          {terms.map((term) => (
            <li
              key={term}
              className="inline-flex items-center gap-1 rounded-md bg-secondary py-0.5 pr-0.5 pl-2 text-sm text-secondary-foreground"
            >
              {term}
              <button
                type="button"
                onClick={() => setEdited(terms.filter((t) => t !== term))}
                aria-label={`Remove brand term ${term}`}
                className="rounded-sm p-0.5 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-terms`}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={terms.length === 0 ? "e.g. acme, acme outdoor" : "Add another term"}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        <Button type="submit" variant="outline" disabled={save.isPending || unchanged}>
          {save.isPending && <Loader2 aria-hidden className="animate-spin" />}
          Save brand terms
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          The names people search for this brand by, separated by commas (up to {BRAND_TERMS_MAX}).
          Search Performance counts a query as branded when it holds one of them.
        </p>
      )}
    </form>
  );
}
