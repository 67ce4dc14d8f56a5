"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { ListPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCreateContentItem } from "@/hooks/queries/use-content";
import type { CannibalizationIssue } from "@/lib/cannibalization/types";
import { draftFromCannibalization, SUGGESTED_FIX } from "@/lib/content/prefill";
import { CANNIBAL_ACTIONS, CANNIBAL_ACTION_LABELS, type CannibalAction } from "@/lib/content/types";

const planItemHref = (projectId: string, id: string) =>
  `/app/content-planning/?${new URLSearchParams({ project: projectId, item: id }).toString()}`;

/**
 * "Plan a fix": the page to keep and what to do with the others become an item of the content
 * plan, whose result (the kept page's share of the query) is measured around its fix date.
 */
export function PlanFix({ projectId, issue }: { projectId: string; issue: CannibalizationIssue }) {
  const id = useId();
  const [primaryUrl, setPrimaryUrl] = useState(issue.primaryPage);
  const [action, setAction] = useState<CannibalAction>(SUGGESTED_FIX[issue.action]);
  const [actionDate, setActionDate] = useState("");
  const create = useCreateContentItem(projectId);
  const created = create.data;

  if (created)
    return (
      <p className="text-sm" role="status">
        “{created.title}” is in the content plan.{" "}
        <Link className="font-medium underline" href={planItemHref(projectId, created.id)}>
          Open it in Content Planning
        </Link>
      </p>
    );

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          draftFromCannibalization({
            query: issue.query,
            primaryUrl,
            pages: issue.pages.map((p) => p.page),
            action,
            actionDate: actionDate || null,
          }),
        );
      }}
    >
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-1 text-sm font-medium">Page to keep for this query</legend>
        {issue.pages.map((page) => (
          <label key={page.page} className="flex min-w-0 items-start gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-primary`}
              value={page.page}
              checked={primaryUrl === page.page}
              onChange={() => setPrimaryUrl(page.page)}
              className="mt-1 accent-primary"
            />
            <span className="min-w-0 break-all">
              {page.page}
              {page.page === issue.primaryPage ? (
                <span className="text-muted-foreground"> (suggested)</span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-action`}>What to do with the others</Label>
          <select
            id={`${id}-action`}
            value={action}
            onChange={(event) => setAction(event.target.value as CannibalAction)}
            className="h-9 rounded-md border bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {CANNIBAL_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {CANNIBAL_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-date`}>Fix date (optional)</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={actionDate}
            onChange={(event) => setActionDate(event.target.value)}
            aria-describedby={`${id}-date-hint`}
          />
          <p id={`${id}-date-hint`} className="text-xs text-muted-foreground">
            The result is measured over the 28 days before and after it. You can set it later.
          </p>
        </div>
      </div>
      <div>
        <Button type="submit" size="sm" disabled={create.isPending}>
          <ListPlus aria-hidden />
          {create.isPending ? "Adding to the plan…" : "Add the fix to the content plan"}
        </Button>
      </div>
    </form>
  );
}
