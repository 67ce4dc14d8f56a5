"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { Link2, Save, Trash2 } from "lucide-react";
import { notify } from "@/components/notifications/notify";
import { Button } from "@/components/ui/button";
import { useLoadOnIntent } from "@/components/ui/load-on-intent";
import { useDeleteExploration, useSavedExplorations } from "@/hooks/queries/use-explore";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { formatDateTime } from "@/lib/dates/format";
import { savedExplorationSearch } from "@/lib/explore/url-state";
import type { ExploreControls } from "./use-explore-state";

// The save dialog (Radix's dialog and its form) loads when someone reaches for the button.
const loadSaveDialog = () => import("./save-dialog");

/** Copies the page's address: it holds the whole exploration, dates included. */
async function copyLink() {
  try {
    await navigator.clipboard.writeText(window.location.href);
    notify({ type: "success", category: "data", title: "Link copied: it opens this exploration." });
  } catch {
    notify({
      type: "error",
      category: "data",
      title: "Could not copy the link",
      message: "Copy the address from the browser's address bar instead.",
    });
  }
}

/** The project's saved explorations, and saving or sharing the one on screen. */
export function SavedExplorations({
  scopeRef,
  controls,
}: {
  scopeRef: PropertyRef;
  controls: ExploreControls;
}) {
  const pathname = usePathname();
  const params = useSearchParams();
  const saved = useSavedExplorations(scopeRef.projectId);
  const remove = useDeleteExploration(scopeRef.projectId);
  const open = saved.data?.find((s) => s.id === controls.state.saved) ?? null;
  const dialog = useLoadOnIntent(loadSaveDialog, { popup: "dialog" });
  const saveButton = (props: object) => (
    <Button variant="outline" size="sm" {...props}>
      <Save aria-hidden />
      {open ? "Save…" : "Save exploration…"}
    </Button>
  );
  return (
    <section
      aria-labelledby="explore-saved"
      className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id="explore-saved" className="font-semibold">
            {open ? open.name : "Saved explorations"}
          </h2>
          <p className="text-sm text-muted-foreground">
            {open
              ? `Saved ${formatDateTime(open.updatedAt)} UTC. Changes apply when you save again.`
              : "Save this exploration for the project, or share its link: the link holds all of it."}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {dialog.loaded ? (
            <dialog.loaded.SaveDialog
              trigger={saveButton({})}
              open={dialog.open}
              setOpen={dialog.setOpen}
              scopeRef={scopeRef}
              definition={controls.definition}
              current={open}
              onSaved={(id) => controls.change({}, { saved: id })}
            />
          ) : (
            saveButton(dialog.triggerProps)
          )}
          <Button variant="outline" size="sm" onClick={() => void copyLink()}>
            <Link2 aria-hidden />
            Copy link
          </Button>
        </div>
      </div>
      {saved.data && saved.data.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Saved explorations">
          {saved.data.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-2">
              <Link
                prefetch={false}
                href={`${pathname}?${savedExplorationSearch(new URLSearchParams(params.toString()), item)}`}
                aria-current={item.id === controls.state.saved ? "page" : undefined}
                className="truncate font-medium text-primary underline-offset-4 hover:underline aria-[current=page]:text-foreground"
              >
                {item.name}
              </Link>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${item.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(item.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : saved.data ? (
        <p className="text-sm text-muted-foreground">No saved explorations in this project yet.</p>
      ) : null}
    </section>
  );
}
