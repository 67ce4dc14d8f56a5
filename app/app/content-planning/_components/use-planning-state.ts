"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import {
  parsePlanningState,
  withoutPrefill,
  withPlanningState,
  type PlanningState,
} from "@/lib/content-planning/url-state";
import { replaceQuery } from "@/lib/routing/replace-query";

export type PlanningStateApi = {
  state: PlanningState;
  /** The create form is open (`new=1`, with or without a prefill). */
  creating: boolean;
  search: URLSearchParams;
  setState: (patch: Partial<PlanningState>) => void;
  openItem: (id: string) => void;
  openNew: () => void;
  closeSheet: () => void;
};

/** The view's state, read from and written to the URL. */
export function usePlanningState(): PlanningStateApi {
  const pathname = usePathname();
  const params = useSearchParams();
  const search = useMemo(() => new URLSearchParams(params.toString()), [params]);
  const state = useMemo(() => parsePlanningState(search), [search]);
  const write = useCallback(
    (next: URLSearchParams) => replaceQuery(pathname, next.toString()),
    [pathname],
  );
  const setState = useCallback(
    (patch: Partial<PlanningState>) => write(withPlanningState(search, { ...state, ...patch })),
    [write, search, state],
  );
  return {
    state,
    creating: search.get("new") === "1",
    search,
    setState,
    openItem: (id) => write(withPlanningState(withoutPrefill(search), { ...state, item: id })),
    openNew: () => {
      const next = withPlanningState(withoutPrefill(search), { ...state, item: null });
      next.set("new", "1");
      write(next);
    },
    closeSheet: () => write(withPlanningState(withoutPrefill(search), { ...state, item: null })),
  };
}
