"use client";

import { useId, useState } from "react";
import { Merge, Pencil } from "lucide-react";
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
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  isFormError,
  useAuthorList,
  useMergeAuthors,
  useRenameAuthor,
} from "@/hooks/queries/use-authors";
import type { AuthorSummary } from "@/lib/authors/api-types";
import { mergeChoicesRequest, type AuthorsScope } from "@/lib/authors-view/requests";
import { formatNumber } from "@/lib/format/numbers";

// An author's menu (Rename, Merge) and its two dialogs: Radix's menu and dialog load with the
// first press of the menu's button, not with the page.

export type AuthorActionsProps = {
  author: AuthorSummary;
  scope: AuthorsScope;
  trigger: React.ReactElement;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** After a merge: the author the pages now belong to. */
  onMerged?: (into: AuthorSummary) => void;
};

/** The server's message without the field name parseInput puts before it. */
const messageOf = (error: Error) => error.message.replace(/^[\w.]+: /, "");

export function AuthorActionsMenu({
  author,
  scope,
  trigger,
  open,
  setOpen,
  onMerged,
}: AuthorActionsProps) {
  const [dialog, setDialog] = useState<"rename" | "merge" | null>(null);
  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setDialog("rename")}>
            <Pencil aria-hidden />
            Rename…
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog("merge")}>
            <Merge aria-hidden />
            Merge into another author…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <RenameDialog
        author={author}
        projectId={scope.project.id}
        open={dialog === "rename"}
        onClose={() => setDialog(null)}
      />
      {dialog === "merge" ? (
        <MergeDialog
          author={author}
          scope={scope}
          onClose={() => setDialog(null)}
          onMerged={onMerged}
        />
      ) : null}
    </>
  );
}

function RenameDialog({
  author,
  projectId,
  open,
  onClose,
}: {
  author: AuthorSummary;
  projectId: string;
  open: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(author.name);
  const [error, setError] = useState<string>();
  const rename = useRenameAuthor(projectId);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        onClose();
        setName(author.name);
        setError(undefined);
      }}
    >
      <DialogContent>
        <form
          noValidate
          className="grid grid-cols-1 gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate(
              { authorId: author.id, name },
              {
                onSuccess: onClose,
                onError: (failure) => {
                  if (isFormError(failure)) setError(messageOf(failure));
                },
              },
            );
          }}
        >
          <DialogHeader>
            <DialogTitle>Rename {author.name}</DialogTitle>
            <DialogDescription>
              The link to this author stays the same. A name another author already has merges the
              two.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-name`} label="Name" error={error}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
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
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? "Renaming…" : "Rename"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function MergeDialog({
  author,
  scope,
  onClose,
  onMerged,
}: {
  author: AuthorSummary;
  scope: AuthorsScope;
  onClose: () => void;
  onMerged?: (into: AuthorSummary) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [intoId, setIntoId] = useState("");
  const [error, setError] = useState<string>();
  const choices = useAuthorList(mergeChoicesRequest(scope, search));
  const merge = useMergeAuthors(scope.project.id);
  const others = (choices.data?.rows ?? []).filter((row) => row.id !== author.id);
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <form
          noValidate
          className="grid grid-cols-1 gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!intoId) return setError("Please choose the author to merge into.");
            merge.mutate(
              { fromId: author.id, intoId },
              {
                onSuccess: (into) => {
                  onClose();
                  onMerged?.(into);
                },
                onError: (failure) => {
                  if (isFormError(failure)) setError(messageOf(failure));
                },
              },
            );
          }}
        >
          <DialogHeader>
            <DialogTitle>Merge {author.name} into another author</DialogTitle>
            <DialogDescription>
              {author.name}&apos;s pages join the author you choose, and {author.name} is kept as
              one of their other names, so links to {author.name} lead there.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-search`} label="Find an author">
            {(control) => (
              <Input
                {...control}
                type="search"
                autoComplete="off"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-into`}
            label="Merge into"
            error={error}
            hint={
              choices.data && choices.data.total > 100
                ? `The first 100 of ${formatNumber(choices.data.total)} authors; type to find others.`
                : undefined
            }
          >
            {(control) => (
              <select
                {...control}
                size={6}
                value={intoId}
                onChange={(event) => {
                  setIntoId(event.target.value);
                  setError(undefined);
                }}
                className="w-full rounded-md border bg-background p-1 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30"
              >
                {choices.isPending ? <option disabled>Loading authors…</option> : null}
                {!choices.isPending && others.length === 0 ? (
                  <option disabled>No other author matches.</option>
                ) : null}
                {others.map((row) => (
                  <option key={row.id} value={row.id}>
                    {row.name} ({formatNumber(row.pages)} {row.pages === 1 ? "page" : "pages"})
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <DialogFooter className="gap-2">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={merge.isPending}>
              {merge.isPending ? "Merging…" : "Merge"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
