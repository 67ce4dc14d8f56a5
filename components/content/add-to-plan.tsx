import Link from "next/link";
import { ListPlus } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { contentPrefillHref, type ContentDraft } from "@/lib/content/prefill";
import { cn } from "@/lib/utils";

type AddToPlanProps = {
  projectId: string;
  draft: ContentDraft;
  /** What the item is about, for the accessible name ("Add “seeds” to the content plan"). */
  subject: string;
  className?: string;
};

const labelOf = (subject: string) => `Add “${subject}” to the content plan`;

/** A link to the planning view's create form, prefilled from the row it sits on. */
export function AddToPlanButton({ projectId, draft, subject, className }: AddToPlanProps) {
  return (
    <Link
      href={contentPrefillHref(projectId, draft)}
      prefetch={false}
      aria-label={labelOf(subject)}
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), className)}
    >
      <ListPlus aria-hidden />
      Add to plan
    </Link>
  );
}

/**
 * The same link as an icon inside a clickable table row: its click and keys stay its own, so the
 * row's Enter and click (which filter the view) do not fire with it.
 */
export function AddToPlanRowAction({ projectId, draft, subject, className }: AddToPlanProps) {
  const label = labelOf(subject);
  return (
    <Link
      href={contentPrefillHref(projectId, draft)}
      prefetch={false}
      aria-label={label}
      title={label}
      data-slot="add-to-plan"
      className={cn(
        "inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <ListPlus aria-hidden className="size-4" />
    </Link>
  );
}
