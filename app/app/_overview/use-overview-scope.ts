"use client";

import { useMemo } from "react";
import { useViewScope } from "@/hooks/use-view-scope";
import { googleToday } from "@/lib/dates/google-day";
import { overviewScope, type OverviewScope } from "@/lib/overview/scope";
import type { ProjectDto } from "@/lib/projects/types";

export type { OverviewScope };

export type OverviewState =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void }
  /** No project, or the chosen one has no data source: onboarding's turn. */
  | { status: "setup"; project: ProjectDto | null }
  | ({ status: "ready" } & OverviewScope);

/**
 * The project the overview shows (the URL's, else the newest with data, written to the URL so the
 * filter bar names it) and what it reads of it, resolved as the server page resolved it.
 */
export function useOverviewScope(): OverviewState {
  const view = useViewScope(null);
  const ready = view.status === "ready" ? view : null;
  // A new URL resolves a new scope object; the queries and memos below key on its days.
  const { startDate = "", endDate = "" } = ready?.range ?? {};
  const project = ready?.project;
  const compare = ready?.compare ?? null;
  const fresh = ready?.fresh ?? false;
  const rangeIsDefault = ready?.rangeIsDefault ?? false;
  const scope = useMemo(
    () =>
      project
        ? overviewScope(
            { project, range: { startDate, endDate }, compare, fresh, rangeIsDefault },
            googleToday(),
          )
        : null,
    [project, startDate, endDate, compare, fresh, rangeIsDefault],
  );

  if (view.status === "loading" || view.status === "error") return view;
  if (view.status === "no-project") return { status: "setup", project: null };
  if (view.status === "no-source" || !scope) return { status: "setup", project: view.project };
  return { status: "ready", ...scope };
}
