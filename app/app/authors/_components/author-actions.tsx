"use client";

import { MoreHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLoadOnIntent } from "@/components/ui/load-on-intent";
import type { AuthorSummary } from "@/lib/authors/api-types";
import type { AuthorsScope } from "@/lib/authors-view/requests";

// The menu and its dialogs load on intent, not with the page.
const loadMenu = () => import("./author-actions-menu");

/** Rename or merge an author: a plain button until pressed, then the real menu, open. */
export function AuthorActions({
  author,
  scope,
  onMerged,
  labelled = false,
}: {
  author: AuthorSummary;
  scope: AuthorsScope;
  onMerged?: (into: AuthorSummary) => void;
  /** A button with its words (the author's page), else an icon (a table row). */
  labelled?: boolean;
}) {
  const { loaded, open, setOpen, triggerProps } = useLoadOnIntent(loadMenu, { popup: "menu" });
  const trigger = (closed: object) =>
    labelled ? (
      <Button variant="outline" size="sm" {...closed}>
        <MoreHorizontal aria-hidden />
        Rename or merge
      </Button>
    ) : (
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Actions for ${author.name}`}
        {...closed}
      >
        <MoreHorizontal aria-hidden />
      </Button>
    );
  if (!loaded) return trigger(triggerProps);
  return (
    <loaded.AuthorActionsMenu
      author={author}
      scope={scope}
      trigger={trigger({})}
      open={open}
      setOpen={setOpen}
      onMerged={onMerged}
    />
  );
}
